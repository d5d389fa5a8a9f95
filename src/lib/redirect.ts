// The origin remembered across sign-in (`?redirect=`): only paths on this site, so the link can't send anyone elsewhere;
// and why sign-in was asked for (`?reason=`). Plain checks rather than zod, which stays out of the entry chunk.
import { isSignInReason, type SignInReason } from './pending-action';

export function isSameSitePath(value: string): boolean {
  // "//host" and "/\host" are protocol-relative URLs to another site in browsers.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export interface LoginSearch {
  redirect?: string;
  reason?: SignInReason;
}

export interface RegisterSearch extends LoginSearch {
  /** Prefills the sign-up form's hidden invite code. */
  invite?: string;
}

const sameSitePath = (value: unknown) => (typeof value === 'string' && isSameSitePath(value) ? value : undefined);

/** /login's search; anything else is dropped. */
export function loginSearch(search: Record<string, unknown>): LoginSearch {
  return { redirect: sameSitePath(search.redirect), reason: isSignInReason(search.reason) ? search.reason : undefined };
}

/** /register's search: the same return path and reason (kept through 'Sign up here'), and `?invite=`. */
export function registerSearch(search: Record<string, unknown>): RegisterSearch {
  const invite = typeof search.invite === 'string' && search.invite.length <= 200 ? search.invite : undefined;
  return { ...loginSearch(search), invite };
}
