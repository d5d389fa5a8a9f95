// Compiles a catalogue's ICU messages ahead of time (Lingui's compiled form), so the browser ships no message parser.
// Used by the client build (vite.config.ts's catalogue plugin) and by the server's first paint (worker/web/i18n.ts).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';

export type Catalogue = Record<string, string>;

/** The pseudo-locale's form of a message: every catalogue string marked, so unmarked English stands out. */
export const pseudoMessage = (message: string) => `⟦${message}⟧`;

export function compileCatalogue(messages: Catalogue, { pseudo = false } = {}): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(pseudo ? pseudoMessage(message) : message)];
      } catch (error) {
        throw new Error(`Message "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
}
