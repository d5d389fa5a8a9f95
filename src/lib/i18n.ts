// The interface's language on the client (docs/i18n.md): one Lingui instance, the catalogues it has loaded (one per
// area and language, compiled ahead of time into src/shared/i18n/compiled/), the typed `t` for code outside React
// (toasts, src/lib), and choosing the language (cookie, then what the server drew, then navigator.languages).
import { setupI18n } from '@lingui/core';
import { CATALOGUES } from '../shared/i18n/compiled/index';
import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  PSEUDO_LOCALE,
  firstMatch,
  isLocale,
  localeDir,
  type UiLocale,
} from '../shared/locales';

import type { MessageId, MessageValues } from '../shared/i18n/ids';

export type {
  AccountId,
  CommonId,
  EditorId,
  MessageId,
  MessageValues,
  ReaderId,
  RefusalId,
  SettingsId,
} from '../shared/i18n/ids';
export type Area = 'common' | 'editor' | 'reader' | 'account' | 'settings' | 'refusals';

export const i18n = setupI18n();

const loaded = new Map<string, Promise<void>>();
// The areas whose messages the page has needed: a change of language loads each of them in the new language.
const areas = new Set<Area>(['common']);

/** Loads an area's catalogue in a language (once); an area's screens await it before they render (see docs/i18n.md). */
export function loadArea(area: Area, locale: UiLocale = uiLocale()): Promise<void> {
  return loadCatalogue(area, locale);
}

function loadCatalogue(area: Area, locale: UiLocale): Promise<void> {
  areas.add(area);
  const key = `${area} ${locale}`;
  let done = loaded.get(key);
  if (!done) {
    const load = CATALOGUES[area]?.[locale] ?? CATALOGUES[area]![DEFAULT_LOCALE]!;
    done = load().then((module) => i18n.load(locale, module.default));
    done.catch(() => loaded.delete(key)); // a failed download is tried again next time
    loaded.set(key, done);
  }
  return done;
}

/**
 * The areas a page opened at `path` needs besides `common`: fetched with the first catalogue, so the server-drawn first
 * screen is not held up by a second download after the app's code (the routes' loaders ask for them again on navigation).
 */
export function areasForPath(path: string): Area[] {
  if (/^\/(login|register|dashboard)\/?$/.test(path))
    return path.startsWith('/dashboard') ? ['account', 'settings', 'reader', 'refusals'] : ['account', 'refusals'];
  if (/^\/story\/[^/]+\/read\/?$/.test(path) || /^\/user\/[^/]+\/?$/.test(path)) return ['reader'];
  return [];
}

/**
 * Loads every area the page uses in `locale`, then shows the interface in it (and lays the page out in its direction).
 * Catalogues only: src/main.tsx calls it before the app's code, and a change of language calls it again.
 */
export async function activateLocale(locale: UiLocale, extra: Area[] = []): Promise<void> {
  for (const area of extra) areas.add(area);
  await Promise.all([...areas].map((area) => loadCatalogue(area, locale)));
  i18n.activate(locale);
  // The language's number format (a count's digits in a plural message) is built here, in the task that switched the
  // language, not by the first message with a count in the middle of a render: on a phone, building Intl's number
  // format for Japanese took about 40 ms of the home page's first render. (English builds it too; it is cheap there.)
  i18n.number(0);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDir(locale);
  }
}

/** The active interface language (the pseudo-locale included). */
export const uiLocale = (): UiLocale => (i18n.locale || DEFAULT_LOCALE) as UiLocale;

/** The active language for Intl formatting (the pseudo-locale formats as English). */
export const formatLocale = (): string => (uiLocale() === PSEUDO_LOCALE ? 'en' : uiLocale());

/** A message in the active language, outside React (toasts, src/lib); components use `useT()` so they redraw on a change. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** The `lang` cookie's value in this browser, if it names a language. */
export function cookieChoice(): UiLocale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie)?.[1];
  const decoded = value ? decodeURIComponent(value) : null;
  if (decoded === PSEUDO_LOCALE)
    return import.meta.env.DEV || document.documentElement.lang === PSEUDO_LOCALE ? PSEUDO_LOCALE : null;
  return isLocale(decoded) ? decoded : null;
}

/** Remembers a choice for a year, so the server draws the next first paint in it. */
export function saveLocaleCookie(locale: UiLocale) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The language to start in: the cookie's choice, else the one the server drew the page in (it read Accept-Language),
 * else the browser's languages (the development server draws nothing).
 */
export function initialLocale(): UiLocale {
  const chosen = cookieChoice();
  if (chosen) return chosen;
  const drawn = document.documentElement.dataset.locale;
  if (isLocale(drawn)) return drawn;
  return firstMatch(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
