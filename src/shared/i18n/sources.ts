// The catalogues the server writes from: the first paint's and the head's words (common, reader, account and seo, which
// only the server writes), and the words of a story's outputs. The browser loads its own through the build's index
// (scripts/catalogues-plugin.ts), one area and language at a time, and never imports this module.
import commonAr from './common/ar.json' with { type: 'json' };
import commonEn from './common/en.json' with { type: 'json' };
import commonEs from './common/es.json' with { type: 'json' };
import commonHi from './common/hi.json' with { type: 'json' };
import commonJa from './common/ja.json' with { type: 'json' };
import commonKo from './common/ko.json' with { type: 'json' };
import commonPtBR from './common/pt-BR.json' with { type: 'json' };
import commonZhCN from './common/zh-CN.json' with { type: 'json' };
import readerAr from './reader/ar.json' with { type: 'json' };
import readerEn from './reader/en.json' with { type: 'json' };
import readerEs from './reader/es.json' with { type: 'json' };
import readerHi from './reader/hi.json' with { type: 'json' };
import readerJa from './reader/ja.json' with { type: 'json' };
import readerKo from './reader/ko.json' with { type: 'json' };
import readerPtBR from './reader/pt-BR.json' with { type: 'json' };
import readerZhCN from './reader/zh-CN.json' with { type: 'json' };
import accountAr from './account/ar.json' with { type: 'json' };
import accountEn from './account/en.json' with { type: 'json' };
import accountEs from './account/es.json' with { type: 'json' };
import accountHi from './account/hi.json' with { type: 'json' };
import accountJa from './account/ja.json' with { type: 'json' };
import accountKo from './account/ko.json' with { type: 'json' };
import accountPtBR from './account/pt-BR.json' with { type: 'json' };
import accountZhCN from './account/zh-CN.json' with { type: 'json' };
import seoAr from './seo/ar.json' with { type: 'json' };
import seoEn from './seo/en.json' with { type: 'json' };
import seoEs from './seo/es.json' with { type: 'json' };
import seoHi from './seo/hi.json' with { type: 'json' };
import seoJa from './seo/ja.json' with { type: 'json' };
import seoKo from './seo/ko.json' with { type: 'json' };
import seoPtBR from './seo/pt-BR.json' with { type: 'json' };
import seoZhCN from './seo/zh-CN.json' with { type: 'json' };
import outputsAr from './outputs/ar.json' with { type: 'json' };
import outputsEn from './outputs/en.json' with { type: 'json' };
import outputsEs from './outputs/es.json' with { type: 'json' };
import outputsHi from './outputs/hi.json' with { type: 'json' };
import outputsJa from './outputs/ja.json' with { type: 'json' };
import outputsKo from './outputs/ko.json' with { type: 'json' };
import outputsPtBR from './outputs/pt-BR.json' with { type: 'json' };
import outputsZhCN from './outputs/zh-CN.json' with { type: 'json' };
import type { Catalogue } from './compile';
import type { Locale } from '../locales';

type ByLocale = Record<Locale, Catalogue>;

/** The raw messages of each area the server reads, by language. */
export const SERVER_AREAS = {
  common: {
    en: commonEn,
    es: commonEs,
    'pt-BR': commonPtBR,
    ja: commonJa,
    ko: commonKo,
    'zh-CN': commonZhCN,
    hi: commonHi,
    ar: commonAr,
  },
  reader: {
    en: readerEn,
    es: readerEs,
    'pt-BR': readerPtBR,
    ja: readerJa,
    ko: readerKo,
    'zh-CN': readerZhCN,
    hi: readerHi,
    ar: readerAr,
  },
  account: {
    en: accountEn,
    es: accountEs,
    'pt-BR': accountPtBR,
    ja: accountJa,
    ko: accountKo,
    'zh-CN': accountZhCN,
    hi: accountHi,
    ar: accountAr,
  },
  seo: { en: seoEn, es: seoEs, 'pt-BR': seoPtBR, ja: seoJa, ko: seoKo, 'zh-CN': seoZhCN, hi: seoHi, ar: seoAr },
  outputs: {
    en: outputsEn,
    es: outputsEs,
    'pt-BR': outputsPtBR,
    ja: outputsJa,
    ko: outputsKo,
    'zh-CN': outputsZhCN,
    hi: outputsHi,
    ar: outputsAr,
  },
} satisfies Record<string, ByLocale>;
