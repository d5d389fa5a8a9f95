// The browser's catalogue loaders (compiled/index.ts's CATALOGUES) as the server's page renderer gets them: answered
// from the catalogues the server loads with it anyway (compiled/server.ts), so the Worker carries each catalogue once.
// The renderer's build imports this module in place of the browser's index and leaves it to the host
// (package.json's `#server-catalogues`, vite.config.ts), which then shares one copy with worker/web/i18n.ts.
import type { Messages } from '@lingui/core';
import type { CatalogueLoader } from './compiled/index';
import { SERVER_CATALOGUES } from './compiled/server';
import { pseudoMarked } from './translate';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE } from '../locales';

const loaders = (messagesOf: (locale: string) => Messages): Record<string, CatalogueLoader> =>
  Object.fromEntries(
    [...LOCALES, PSEUDO_LOCALE].map((locale) => [locale, () => Promise.resolve({ default: messagesOf(locale) })]),
  );

/** An area the server draws from, in each language; the pseudo-locale marks English, as the browser's copy does. */
const drawn = (area: keyof typeof SERVER_CATALOGUES) => {
  const byLocale = SERVER_CATALOGUES[area] as Record<string, Messages>;
  return loaders((locale) => (locale === PSEUDO_LOCALE ? pseudoMarked(byLocale[DEFAULT_LOCALE]!) : byLocale[locale]!));
};

/** An area no page the server draws shows (tests/client/i18n-compiled.test.ts: every area of the browser's is here) (the editor's, Profile & Settings', the refusals'): no words. */
const notDrawn = loaders(() => ({}));

export const CATALOGUES = {
  common: drawn('common'),
  reader: drawn('reader'),
  account: drawn('account'),
  outputs: drawn('outputs'),
  editor: notDrawn,
  settings: notDrawn,
  refusals: notDrawn,
} satisfies Record<string, Record<string, CatalogueLoader>>;
