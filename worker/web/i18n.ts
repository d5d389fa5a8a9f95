// The server's side of the interface's language, from the shared catalogues (src/shared/i18n/sources.ts), compiled on
// first use per language by the same step the client build uses: `pages` (common, reader, account and seo, the head's
// descriptions only the server writes) for the first paint and head of pages (worker/web/pages.ts), `outputs` for the
// share card's words in its author's language (worker/web/og-card.ts).
import { compileCatalogue, type Catalogue } from '../../src/shared/i18n/compile';
import type { OutputId, PageId } from '../../src/shared/i18n/ids';
import { SERVER_AREAS } from '../../src/shared/i18n/sources';
import { translatorOf, type Translate as TranslateOf } from '../../src/shared/i18n/translate';
import { LOCALES, PSEUDO_LOCALE, type Locale, type UiLocale } from '../../src/shared/locales';

const { common, reader, account, seo, outputs } = SERVER_AREAS;

const pagesOf = (locale: Locale): Catalogue => ({
  ...common[locale],
  ...reader[locale],
  ...account[locale],
  ...seo[locale],
});

const SOURCES = {
  pages: Object.fromEntries(LOCALES.map((locale) => [locale, pagesOf(locale)])) as Record<Locale, Catalogue>,
  outputs,
} satisfies Record<string, Record<Locale, Catalogue>>;

/** The raw messages of the areas the app draws on the server-drawn pages (their characters get first-paint faces). */
export const APP_AREAS = { common, account, reader } satisfies Record<string, Record<Locale, Catalogue>>;

export type Translate<Id extends string = PageId> = TranslateOf<Id>;

const instances = new Map<string, Translate<string>>();

function areaTranslator(area: keyof typeof SOURCES, locale: UiLocale): Translate<string> {
  const key = `${area} ${locale}`;
  let translate = instances.get(key);
  if (!translate) {
    const pseudo = locale === PSEUDO_LOCALE;
    translate = translatorOf(locale, compileCatalogue(SOURCES[area][pseudo ? 'en' : locale], { pseudo }));
    instances.set(key, translate);
  }
  return translate;
}

/** The page messages (common, reader, account, seo) in a language (the pseudo-locale marks English). */
export const translator = (locale: UiLocale): Translate => areaTranslator('pages', locale);

/** The words of a story's outputs (share card) in its author's language. */
export const outputTranslator = (locale: Locale): Translate<OutputId> => areaTranslator('outputs', locale);
