// Cross-site request forgery: a write signed in by the session cookie alone must come from the app's own pages. The
// browser says where a request comes from (`Sec-Fetch-Site`, else `Origin`); a browser that says neither must send the
// `X-CSRF-Token` only the app's pages know (the readable `csrf` cookie). Bearer calls carry no ambient credential, so
// they pass; so do calls with no credential at all, except sign-in and sign-up, which would plant a session.
import type { Context as HonoContext, Next } from 'hono';
import { CSRF_HEADER } from '../../src/shared/limits';
import { csrfTokenOf, requestCredential } from './session-cookie';
import type { ErrorType } from '../../src/shared/errors';
import { MESSAGES, type MessageCode } from '../../src/shared/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = MESSAGES.cross_site_request;

/** Calls that start a session: refused cross-site even without a cookie, so no other site can sign a visitor in. */
const SIGN_IN = /^\/(?:api\/auth\/(?:login|register)\/?|trpc\/(?:[^/]*,)?auth\.(?:login|register)(?:,[^/]*)?)$/;

type Verdict = 'same-origin' | 'cross-site' | 'unknown';

/** Where the browser says the request comes from: `Sec-Fetch-Site` first, then `Origin` against the app's origins. */
export function requestSite(c: HonoContext, publicUrl?: string): Verdict {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' ? 'same-origin' : 'cross-site';
  const origin = c.req.header('origin');
  if (!origin) return 'unknown';
  const own = new URL(c.req.url).origin;
  const configured = publicUrl ? new URL(publicUrl).origin : own;
  return origin === own || origin === configured ? 'same-origin' : 'cross-site';
}

export function csrfGuard(publicUrl?: string) {
  return async (c: HonoContext, next: Next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const { token, fromCookie } = requestCredential(c);
    if (!fromCookie && (token || !SIGN_IN.test(c.req.path))) return next();
    const verdict = requestSite(c, publicUrl);
    if (verdict === 'same-origin') return next();
    // No cookie (a sign-in from a script): nothing ambient to abuse.
    if (verdict === 'unknown' && (!token || c.req.header(CSRF_HEADER) === csrfTokenOf(token))) return next();
    return c.json(
      {
        success: false,
        message: CROSS_SITE_MESSAGE,
        errorType: 'cross_site_request' satisfies ErrorType,
        messageCode: 'cross_site_request' satisfies MessageCode,
      },
      403,
    );
  };
}
