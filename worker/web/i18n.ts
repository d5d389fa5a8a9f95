// The server's side of the interface's language, from the catalogues compiled ahead of time
// (src/shared/i18n/compiled/server.ts, written by npm run i18n:compile): `pages` (common, reader, account and seo, the
// head's descriptions only the server writes) for the head of pages (worker/web/pages.ts), `outputs`
// for the share card's words in its author's language (worker/web/og-card.ts). Nothing is parsed at run time.
import type { Messages } from '@lingui/core';
import { SERVER_CATALOGUES } from '../../src/shared/i18n/compiled/server';
import type { OutputId, PageId } from '../../src/shared/i18n/ids';
import { pseudoMarked, translatorOf, type Translate as TranslateOf } from '../../src/shared/i18n/translate';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, type Locale, type UiLocale } from '../../src/shared/locales';

const { common, reader, account, seo, outputs } = SERVER_CATALOGUES;

export type Translate<Id extends string = PageId> = TranslateOf<Id>;

/** The words of a compiled message, without its placeholders' names and plural keywords (ASCII, as the ICU around them). */
function wordsOf(message: unknown): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  // A compiled message: text, and [name, format?, branches?] parts whose branches are compiled messages again.
  return message
    .map((part: unknown) =>
      typeof part === 'string' || !Array.isArray(part)
        ? wordsOf(part)
        : Object.values(part[2] ?? {})
            .map(wordsOf)
            .join(' '),
    )
    .join('');
}

/** The words of the areas the app draws on the server-drawn pages (their characters get first-paint faces). */
export const APP_AREAS = Object.fromEntries(
  Object.entries({ common, account, reader }).map(([area, byLocale]) => [
    area,
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        Object.fromEntries(Object.entries(byLocale[locale]).map(([id, message]) => [id, wordsOf(message)])),
      ]),
    ),
  ]),
) as Record<'common' | 'account' | 'reader', Record<Locale, Record<string, string>>>;

const pages = new Map<UiLocale, Translate>();

/** The page messages (common, reader, account, seo) in a language (the pseudo-locale marks English). */
export function translator(locale: UiLocale): Translate {
  let translate = pages.get(locale);
  if (!translate) {
    const from = locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
    const messages: Messages = { ...common[from], ...reader[from], ...account[from], ...seo[from] };
    translate = translatorOf<PageId>(locale, locale === PSEUDO_LOCALE ? pseudoMarked(messages) : messages);
    pages.set(locale, translate);
  }
  return translate;
}

const outputTranslators = new Map<Locale, Translate<OutputId>>();

/** The words of a story's outputs (share card) in its author's language. */
export function outputTranslator(locale: Locale): Translate<OutputId> {
  let translate = outputTranslators.get(locale);
  if (!translate) {
    translate = translatorOf<OutputId>(locale, outputs[locale]);
    outputTranslators.set(locale, translate);
  }
  return translate;
}
