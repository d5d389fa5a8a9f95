// The origin remembered across sign-in (`?redirect=`): only paths on this site, so the link can't send anyone elsewhere.
// Plain `{ parse }` validators rather than zod: they sit in the route tree, which is in every page's entry chunk.
import { isSignInReason, type SignInReason } from './pending-action';

export function isSameSitePath(value: string): boolean {
  // "//host" and "/\host" are protocol-relative URLs to another site in browsers.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export interface LoginSearch {
  redirect?: string;
  /** Why sign-in was asked for (shown above the form; kept through 'Sign up here'). */
  reason?: SignInReason;
}

/** `?redirect=` kept only when it is a path on this site, `?reason=` only when known; anything else is dropped. */
export const loginSearchSchema = {
  parse(search: Record<string, unknown>): LoginSearch {
    const { redirect, reason } = search;
    // Keys are returned even when undefined: the router keeps a raw search value that the validator leaves out.
    return {
      redirect: typeof redirect === 'string' && isSameSitePath(redirect) ? redirect : undefined,
      reason: isSignInReason(reason) ? reason : undefined,
    };
  },
};

/** The same return path and reason, and `?invite=`, which prefills the sign-up form's hidden invite code. */
export const registerSearchSchema = {
  parse(search: Record<string, unknown>): LoginSearch & { invite?: string } {
    const { invite } = search;
    return {
      ...loginSearchSchema.parse(search),
      invite: typeof invite === 'string' && invite.length <= 200 ? invite : undefined,
    };
  },
};
