// The interface languages: their codes, names in themselves, direction, and choosing one from a cookie or
// the browser's Accept-Language / navigator.languages. Shared by the server's first paint and the client.

/** The languages the interface is translated into; English (the spec's own texts) is the default. */
export const LOCALES = ['en', 'es', 'pt-BR', 'ja', 'ko', 'zh-CN', 'hi', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * English with every catalogue string wrapped in ⟦…⟧: a test finds any visible English text that did not come from a
 * catalogue. Never offered in the picker; only the `lang` cookie chooses it.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type UiLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie holding the reader's choice, so the server draws the first paint in it. */
export const LANG_COOKIE = 'lang';

/** Each language named in itself, as the picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  hi: 'हिन्दी',
  ar: 'العربية',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const isUiLocale = (value: unknown): value is UiLocale => value === PSEUDO_LOCALE || isLocale(value);

/** The direction the page is laid out in for a language. */
export const localeDir = (locale: string): 'rtl' | 'ltr' => (/^(ar|he|fa|ur)(-|$)/i.test(locale) ? 'rtl' : 'ltr');

/**
 * The supported language for one browser language tag, or null. Any Portuguese gets Brazilian Portuguese, any Spanish
 * Spanish; Chinese gets Simplified Chinese only when written in Simplified script (zh, zh-CN, zh-SG, zh-Hans): a
 * Traditional reader (zh-TW, zh-HK, zh-Hant) reads Simplified less easily than their next choice, so they fall through
 * to it (English by default).
 */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [language, ...rest] = lower.split(/[-_]/);
  if (language === 'zh') {
    const traditional = rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part));
    return traditional ? null : 'zh-CN';
  }
  if (language === 'pt') return 'pt-BR';
  return LOCALES.find((locale) => locale.split('-')[0] === language) ?? null;
}

/** The first supported language in an Accept-Language header, by its q-values (ties keep their order). */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return firstMatch(ranked.map((entry) => entry.tag));
}

/** The first supported language in a list of tags (navigator.languages), else English. */
export function firstMatch(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** The `lang` cookie's value in a Cookie header, when it names a language (the pseudo-locale only where allowed). */
export function cookieLocale(cookieHeader: string | null | undefined, allowPseudo = false): UiLocale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (!value) return null;
  const decoded = decodeURIComponent(value);
  if (decoded === PSEUDO_LOCALE) return allowPseudo ? PSEUDO_LOCALE : null;
  return isLocale(decoded) ? decoded : null;
}

/** The language for a request: the cookie's choice, else the browser's Accept-Language. */
export function requestLocale(
  headers: { cookie?: string | null; acceptLanguage?: string | null },
  allowPseudo = false,
): UiLocale {
  return cookieLocale(headers.cookie, allowPseudo) ?? negotiateLocale(headers.acceptLanguage);
}
