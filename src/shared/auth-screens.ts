// The words of the sign-in and sign-up screens, as message ids: the client draws them (auth-screen.tsx, login.tsx,
// register.tsx), and so does the server's first paint before the client's code arrives (worker/web/pages.ts).
import type { AccountId } from './i18n/ids';

export const AUTH_PROMO = { title: 'auth.promo.title', text: 'auth.promo.text' } as const satisfies Record<
  string,
  AccountId
>;

export const AUTH_SCREENS = {
  login: { pageTitle: 'auth.login.pageTitle', title: 'auth.login.title', subtitle: 'auth.login.subtitle' },
  register: { pageTitle: 'auth.register.pageTitle', title: 'auth.register.title', subtitle: 'auth.register.subtitle' },
} as const satisfies Record<string, Record<string, AccountId>>;
