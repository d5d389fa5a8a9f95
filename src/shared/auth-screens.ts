// The words of the sign-in and sign-up screens, as message ids: the screens draw them (auth-screen.tsx, login.tsx,
// register.tsx), and the server names the page's <title> with them (worker/web/pages.ts).
import type { AccountId } from './i18n/ids';

export const AUTH_PROMO = { title: 'auth.promo.title', text: 'auth.promo.text' } as const satisfies Record<
  string,
  AccountId
>;

export const AUTH_SCREENS = {
  login: { pageTitle: 'auth.login.pageTitle', title: 'auth.login.title', subtitle: 'auth.login.subtitle' },
  register: { pageTitle: 'auth.register.pageTitle', title: 'auth.register.title', subtitle: 'auth.register.subtitle' },
} as const satisfies Record<string, Record<string, AccountId>>;
