// The hook through which shared code (toasts, field errors) shows the spec's known English messages in the reader's
// language: each area's screens register their table when their code loads (the editor's, the account and reader
// pages'), so the home page carries no message table. The first table that knows a message answers.
const localizers: ((text: string) => string)[] = [];

export function localizeMessage(text: string): string {
  for (const localize of localizers) {
    const out = localize(text);
    if (out !== text) return out;
  }
  return text;
}

export function setLocalizer(localize: (text: string) => string) {
  if (!localizers.includes(localize)) localizers.push(localize);
}
