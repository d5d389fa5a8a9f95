// The one way a fixed set of compiled messages becomes a translate function (the server's first paint and share card,
// the exporter's words in the author's language); the client's interface keeps its single switchable instance
// (src/lib/i18n.ts) on the same Lingui core.
import { setupI18n, type Messages } from '@lingui/core';
import type { MessageValues } from './ids';

export type Translate<Id extends string = string> = (id: Id, values?: MessageValues) => string;

/** Answers `id` in `locale` from `messages` (compiled: src/shared/i18n/compile.ts). */
export function translatorOf<Id extends string = string>(locale: string, messages: Messages): Translate<Id> {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => i18n._(id, values);
}

/** The pseudo-locale's English: every message marked ⟦…⟧, so text that did not come from a catalogue stands out. */
export const pseudoMarked = (messages: Messages): Messages =>
  Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      ['⟦', ...(typeof message === 'string' ? [message] : message), '⟧'],
    ]),
  );
