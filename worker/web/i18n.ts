// The server's side of the interface's language: the common catalogues, compiled on first use per language (the
// browser gets them compiled at build time), for the first paint and head of pages (worker/web/pages.ts).
import { setupI18n, type I18n } from '@lingui/core';
import ar from '../../src/i18n/common/ar.json' with { type: 'json' };
import en from '../../src/i18n/common/en.json' with { type: 'json' };
import es from '../../src/i18n/common/es.json' with { type: 'json' };
import hi from '../../src/i18n/common/hi.json' with { type: 'json' };
import ja from '../../src/i18n/common/ja.json' with { type: 'json' };
import ko from '../../src/i18n/common/ko.json' with { type: 'json' };
import ptBR from '../../src/i18n/common/pt-BR.json' with { type: 'json' };
import zhCN from '../../src/i18n/common/zh-CN.json' with { type: 'json' };
import { compileCatalogue, type Catalogue } from '../../src/i18n/compile';
import type { CommonId, MessageValues } from '../../src/i18n/ids';
import { PSEUDO_LOCALE, type Locale, type UiLocale } from '../../src/shared/locales';

const SOURCES: Record<Locale, Catalogue> = { en, es, 'pt-BR': ptBR, ja, ko, 'zh-CN': zhCN, hi, ar };

export type Translate = (id: CommonId, values?: MessageValues) => string;

const instances = new Map<UiLocale, I18n>();

/** The common messages in a language (the pseudo-locale marks English). */
export function translator(locale: UiLocale): Translate {
  let i18n = instances.get(locale);
  if (!i18n) {
    const pseudo = locale === PSEUDO_LOCALE;
    const messages = compileCatalogue(SOURCES[pseudo ? 'en' : locale], { pseudo });
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  const active = i18n;
  return (id, values) => active._(id, values);
}
