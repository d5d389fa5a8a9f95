// The message catalogues (every language has every message, with the same placeholders and its own plural forms) and
// choosing a language from a cookie or Accept-Language.
import { readdirSync, readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { activateLocale, t } from '../../src/lib/i18n';
import { LOCALES, cookieLocale, matchLocale, negotiateLocale, requestLocale } from '../../src/shared/locales';
import { translator } from '../../worker/web/i18n';

const DIR = new URL('../../src/shared/i18n/', import.meta.url);
const AREAS = readdirSync(DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'compiled')
  .map((entry) => entry.name);
/**
 * The one message whose languages name different values: a check in a library's own words (English only) reads as those
 * words (`{detail}`) in English, while every other language names the field it is about (`{field}`), since the words
 * are not theirs.
 */
const OWN_PLACEHOLDERS: Record<string, { en: string[]; others: string[] }> = {
  'editor.err.invalidField': { en: ['detail'], others: ['field'] },
};
const catalogue = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${area}/${locale}.json`, DIR), 'utf8'));

/** The placeholders a compiled message uses, and the plural categories it spells out. */
function shape(message: string) {
  const names = new Set<string>();
  const categories = new Set<string>();
  // A compiled message is a list of text and [name, format?, branches?] parts; branches are lists again.
  const walk = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, format, branches] = part as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const [category, branch] of Object.entries(branches ?? {})) {
        if (format === 'plural' && !/^(=?\d+|offset)$/.test(category)) categories.add(category);
        walk(branch);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return { names: [...names].sort(), categories };
}

describe('catalogues', () => {
  it.each(AREAS)(
    '%s: every language has exactly the English ids, valid ICU, the same placeholders and its plural forms',
    (area) => {
      const english = catalogue(area, 'en');
      for (const locale of LOCALES) {
        const messages = catalogue(area, locale);
        expect(Object.keys(messages).sort(), `${area}/${locale}.json ids`).toEqual(Object.keys(english).sort());
        const allowed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [id, message] of Object.entries(messages)) {
          expect(message.trim(), `${locale} ${id}`).not.toBe('');
          const { names, categories } = shape(message);
          const own = OWN_PLACEHOLDERS[id];
          const expected = own ? (locale === 'en' ? own.en : own.others) : shape(english[id]!).names;
          expect(names, `${locale} ${id} placeholders`).toEqual(expected);
          for (const category of categories)
            expect(allowed, `${locale} ${id} plural "${category}"`).toContain(category);
          if (categories.size) expect(categories, `${locale} ${id} needs "other"`).toContain('other');
        }
      }
    },
  );

  it('reads plurals right in English too', async () => {
    await activateLocale('en');
    expect(t('errors.waitSeconds', { n: 1 })).toBe('Please wait 1 second before generating another scene');
    expect(t('errors.waitSeconds', { n: 12 })).toBe('Please wait 12 seconds before generating another scene');
  });

  it('switches language and plural rules, and the pseudo-locale marks every string', async () => {
    await activateLocale('ar');
    expect(t('errors.waitSeconds', { n: 2 })).toBe('انتظر ثانيتين قبل إنشاء مشهد آخر');
    expect(t('errors.waitSeconds', { n: 5 })).toBe('انتظر 5 ثوانٍ قبل إنشاء مشهد آخر');
    await activateLocale('en-XA');
    expect(t('notFound.title')).toBe('⟦Page Not Found⟧');
    await activateLocale('en');
    expect(translator('ja')('notFound.goHome')).toBe('ホームへ');
    expect(translator('en-XA')('crash.title')).toBe('⟦Something went wrong⟧');
  });
});

describe('choosing the language', () => {
  it('follows Accept-Language by q-value, with English when nothing matches', () => {
    expect(negotiateLocale('ja,en-US;q=0.9,en;q=0.8')).toBe('ja');
    expect(negotiateLocale('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.5')).toBe('es');
    expect(negotiateLocale('en;q=0.4, ko;q=0.9')).toBe('ko');
    expect(negotiateLocale('de-DE,de;q=0.9')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('ar;q=0, hi')).toBe('hi');
    expect(negotiateLocale('ar-EG')).toBe('ar');
  });

  it('takes any Portuguese as Brazilian and only Simplified Chinese as zh-CN', () => {
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('es-419')).toBe('es');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLocale('zh-SG')).toBe('zh-CN');
    // A Traditional Chinese reader goes on to their next language (English when there is none).
    expect(matchLocale('zh-TW')).toBe(null);
    expect(matchLocale('zh-Hant')).toBe(null);
    expect(negotiateLocale('zh-TW,zh;q=0.9')).toBe('zh-CN');
    expect(negotiateLocale('zh-TW,en;q=0.8')).toBe('en');
  });

  it('prefers the cookie, which names only a supported language; the pseudo-locale only where allowed', () => {
    expect(requestLocale({ cookie: 'token=abc; lang=ko', acceptLanguage: 'ja' })).toBe('ko');
    expect(requestLocale({ cookie: 'lang=xx', acceptLanguage: 'ja' })).toBe('ja');
    expect(requestLocale({ cookie: 'lang=pt-BR' })).toBe('pt-BR');
    expect(cookieLocale('lang=en-XA')).toBe(null);
    expect(cookieLocale('lang=en-XA', true)).toBe('en-XA');
    expect(cookieLocale('xlang=ja')).toBe(null);
  });
});
