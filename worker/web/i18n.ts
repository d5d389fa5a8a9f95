// The server's side of the interface's language: the catalogues of the pages it draws (common, reader, account, and seo:
// the head's descriptions, which only the server writes), compiled on first use per language (the browser gets them
// compiled at build time), for the first paint and head of pages (worker/web/pages.ts).
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
import type { MessageValues, PageId } from '../../src/i18n/ids';
import { PSEUDO_LOCALE, type Locale, type UiLocale } from '../../src/shared/locales';

const SOURCES: Record<Locale, Catalogue[]> = {
  en: [en, readerEn, accountEn, seoEn],
  es: [es, readerEs, accountEs, seoEs],
  'pt-BR': [ptBR, readerPtBR, accountPtBR, seoPtBR],
  ja: [ja, readerJa, accountJa, seoJa],
  ko: [ko, readerKo, accountKo, seoKo],
  'zh-CN': [zhCN, readerZhCN, accountZhCN, seoZhCN],
  hi: [hi, readerHi, accountHi, seoHi],
  ar: [ar, readerAr, accountAr, seoAr],
};

export type Translate = (id: PageId, values?: MessageValues) => string;

const instances = new Map<UiLocale, I18n>();

/** The page messages in a language (the pseudo-locale marks English). */
export function translator(locale: UiLocale): Translate {
  let i18n = instances.get(locale);
  if (!i18n) {
    const pseudo = locale === PSEUDO_LOCALE;
    const messages = compileCatalogue(Object.assign({}, ...SOURCES[pseudo ? 'en' : locale]) as Catalogue, { pseudo });
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  const active = i18n;
  return (id, values) => active._(id, values);
}
