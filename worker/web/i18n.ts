// The server's side of the interface's language: the catalogues compiled on first use per language (the browser gets
// them compiled at build time): `pages` (common, reader, account and seo, the head's descriptions only the server
// writes) for the first paint and head of pages (worker/web/pages.ts), `outputs` for the share card's words in its
// author's language (worker/web/og-card.ts).
import { setupI18n, type I18n } from '@lingui/core';
import accountAr from '../../src/i18n/account/ar.json' with { type: 'json' };
import accountEn from '../../src/i18n/account/en.json' with { type: 'json' };
import accountEs from '../../src/i18n/account/es.json' with { type: 'json' };
import accountHi from '../../src/i18n/account/hi.json' with { type: 'json' };
import accountJa from '../../src/i18n/account/ja.json' with { type: 'json' };
import accountKo from '../../src/i18n/account/ko.json' with { type: 'json' };
import accountPtBR from '../../src/i18n/account/pt-BR.json' with { type: 'json' };
import accountZhCN from '../../src/i18n/account/zh-CN.json' with { type: 'json' };
import ar from '../../src/i18n/common/ar.json' with { type: 'json' };
import en from '../../src/i18n/common/en.json' with { type: 'json' };
import es from '../../src/i18n/common/es.json' with { type: 'json' };
import hi from '../../src/i18n/common/hi.json' with { type: 'json' };
import ja from '../../src/i18n/common/ja.json' with { type: 'json' };
import ko from '../../src/i18n/common/ko.json' with { type: 'json' };
import ptBR from '../../src/i18n/common/pt-BR.json' with { type: 'json' };
import zhCN from '../../src/i18n/common/zh-CN.json' with { type: 'json' };
import outputsAr from '../../src/i18n/outputs/ar.json' with { type: 'json' };
import outputsEn from '../../src/i18n/outputs/en.json' with { type: 'json' };
import outputsEs from '../../src/i18n/outputs/es.json' with { type: 'json' };
import outputsHi from '../../src/i18n/outputs/hi.json' with { type: 'json' };
import outputsJa from '../../src/i18n/outputs/ja.json' with { type: 'json' };
import outputsKo from '../../src/i18n/outputs/ko.json' with { type: 'json' };
import outputsPtBR from '../../src/i18n/outputs/pt-BR.json' with { type: 'json' };
import outputsZhCN from '../../src/i18n/outputs/zh-CN.json' with { type: 'json' };
import readerAr from '../../src/i18n/reader/ar.json' with { type: 'json' };
import readerEn from '../../src/i18n/reader/en.json' with { type: 'json' };
import readerEs from '../../src/i18n/reader/es.json' with { type: 'json' };
import readerHi from '../../src/i18n/reader/hi.json' with { type: 'json' };
import readerJa from '../../src/i18n/reader/ja.json' with { type: 'json' };
import readerKo from '../../src/i18n/reader/ko.json' with { type: 'json' };
import readerPtBR from '../../src/i18n/reader/pt-BR.json' with { type: 'json' };
import readerZhCN from '../../src/i18n/reader/zh-CN.json' with { type: 'json' };
import seoAr from '../../src/i18n/seo/ar.json' with { type: 'json' };
import seoEn from '../../src/i18n/seo/en.json' with { type: 'json' };
import seoEs from '../../src/i18n/seo/es.json' with { type: 'json' };
import seoHi from '../../src/i18n/seo/hi.json' with { type: 'json' };
import seoJa from '../../src/i18n/seo/ja.json' with { type: 'json' };
import seoKo from '../../src/i18n/seo/ko.json' with { type: 'json' };
import seoPtBR from '../../src/i18n/seo/pt-BR.json' with { type: 'json' };
import seoZhCN from '../../src/i18n/seo/zh-CN.json' with { type: 'json' };
import { compileCatalogue, type Catalogue } from '../../src/i18n/compile';
import type { MessageValues, OutputId, PageId } from '../../src/i18n/ids';
import { PSEUDO_LOCALE, type Locale, type UiLocale } from '../../src/shared/locales';

const merge = (...catalogues: Catalogue[]): Catalogue => Object.assign({}, ...catalogues) as Catalogue;

const SOURCES = {
  pages: {
    en: merge(en, readerEn, accountEn, seoEn),
    es: merge(es, readerEs, accountEs, seoEs),
    'pt-BR': merge(ptBR, readerPtBR, accountPtBR, seoPtBR),
    ja: merge(ja, readerJa, accountJa, seoJa),
    ko: merge(ko, readerKo, accountKo, seoKo),
    'zh-CN': merge(zhCN, readerZhCN, accountZhCN, seoZhCN),
    hi: merge(hi, readerHi, accountHi, seoHi),
    ar: merge(ar, readerAr, accountAr, seoAr),
  },
  outputs: { en: outputsEn, es: outputsEs, 'pt-BR': outputsPtBR, ja: outputsJa, ko: outputsKo, 'zh-CN': outputsZhCN, hi: outputsHi, ar: outputsAr },
} satisfies Record<string, Record<Locale, Catalogue>>;

/** The raw messages of the areas the app draws on the server-drawn pages (their characters get first-paint faces). */
export const APP_AREAS = {
  common: { en, es, 'pt-BR': ptBR, ja, ko, 'zh-CN': zhCN, hi, ar },
  account: { en: accountEn, es: accountEs, 'pt-BR': accountPtBR, ja: accountJa, ko: accountKo, 'zh-CN': accountZhCN, hi: accountHi, ar: accountAr },
  reader: { en: readerEn, es: readerEs, 'pt-BR': readerPtBR, ja: readerJa, ko: readerKo, 'zh-CN': readerZhCN, hi: readerHi, ar: readerAr },
} satisfies Record<string, Record<Locale, Catalogue>>;

export type Translate<Id extends string = PageId> = (id: Id, values?: MessageValues) => string;

const instances = new Map<string, I18n>();

function areaTranslator(area: keyof typeof SOURCES, locale: UiLocale): (id: string, values?: MessageValues) => string {
  const key = `${area} ${locale}`;
  let i18n = instances.get(key);
  if (!i18n) {
    const pseudo = locale === PSEUDO_LOCALE;
    const messages = compileCatalogue(SOURCES[area][pseudo ? 'en' : locale], { pseudo });
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(key, i18n);
  }
  const active = i18n;
  return (id, values) => active._(id, values);
}

/** The page messages (common, reader, account, seo) in a language (the pseudo-locale marks English). */
export const translator = (locale: UiLocale): Translate => areaTranslator('pages', locale);

/** The words of a story's outputs (share card) in its author's language. */
export const outputTranslator = (locale: Locale): Translate<OutputId> => areaTranslator('outputs', locale);
