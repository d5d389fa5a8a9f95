// The server's side of the interface's language: the catalogues compiled on first use per language (the browser gets
// them compiled at build time): `common` for the first paint and head of pages (worker/web/pages.ts), `outputs` for
// the share card's words in its author's language (worker/web/og-card.ts).
import { setupI18n, type I18n } from '@lingui/core';
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
import { compileCatalogue, type Catalogue } from '../../src/i18n/compile';
import type { CommonId, MessageValues, OutputId } from '../../src/i18n/ids';
import { PSEUDO_LOCALE, type Locale, type UiLocale } from '../../src/shared/locales';

const SOURCES = {
  common: { en, es, 'pt-BR': ptBR, ja, ko, 'zh-CN': zhCN, hi, ar },
  outputs: { en: outputsEn, es: outputsEs, 'pt-BR': outputsPtBR, ja: outputsJa, ko: outputsKo, 'zh-CN': outputsZhCN, hi: outputsHi, ar: outputsAr },
} satisfies Record<string, Record<Locale, Catalogue>>;

export type Translate<Id extends string = CommonId> = (id: Id, values?: MessageValues) => string;

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

/** The common messages in a language (the pseudo-locale marks English). */
export const translator = (locale: UiLocale): Translate => areaTranslator('common', locale);

/** The words of a story's outputs (share card) in its author's language. */
export const outputTranslator = (locale: Locale): Translate<OutputId> => areaTranslator('outputs', locale);
