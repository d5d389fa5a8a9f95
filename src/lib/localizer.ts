// The hook through which shared code (toasts, field errors) shows the spec's known English messages in the reader's
// language: each area's screens register their table when their code loads (the editor's; the account and reader
// pages' only in a language other than English, see loadArea), so an English page carries no message table. The
// first table that knows a message answers.
import { GENERIC_ERROR, UNEXPECTED_ERROR } from './errors';

const localizers: ((text: string) => string)[] = [];

/** The server's words for a failure it did not explain, shown in the client's wording in every language. */
const PLAINER = new Map([
  ['Internal server error', UNEXPECTED_ERROR],
  ['Request body is nested too deeply', GENERIC_ERROR],
]);

/** The client's wording of a server failure it did not explain ('Internal server error'), else `text`. */
export const plainerMessage = (text: string): string => PLAINER.get(text) ?? text;

export function localizeMessage(text: string): string {
  const plain = plainerMessage(text);
  for (const localize of localizers) {
    const out = localize(plain);
    if (out !== plain) return out;
  }
  return plain;
}

export function setLocalizer(localize: (text: string) => string) {
  if (!localizers.includes(localize)) localizers.push(localize);
}
