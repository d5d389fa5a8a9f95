// The browser's session lives in the HttpOnly `token` cookie, which only the server sets and clears: page scripts never
// see it. A request is signed in by `Authorization: Bearer` (scripts, API tokens) or, without one, by that cookie.
import type { Context as HonoContext, Next } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { toBase64Url } from '../../src/shared/base64';
import { CSRF_COOKIE, SESSION_DAYS, TOKEN_COOKIE } from '../../src/shared/limits';

const MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/** The request's credential: the bearer token when it sends one, else the session cookie's. */
export interface Credential {
  token: string | null;
  /** The token came from the cookie (so the answer may renew or clear it, and a write must pass the CSRF check). */
  fromCookie: boolean;
}

export function bearerToken(header: string | null | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
}

/** A cookie's value from a Cookie header (the first one of that name), or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export function requestCredential(c: HonoContext): Credential {
  const bearer = bearerToken(c.req.header('authorization'));
  if (bearer) return { token: bearer, fromCookie: false };
  const token = cookieValue(c.req.header('cookie'), TOKEN_COOKIE);
  return { token, fromCookie: token !== null };
}

/**
 * The value a cookie-signed write sends in `X-CSRF-Token` when its browser sends neither `Sec-Fetch-Site` nor
 * `Origin`: derived from the session token, so only a page that was given it (the readable `csrf` cookie the server sets
 * beside the session) can send it, and it tells nothing about the token.
 */
export function csrfTokenOf(sessionToken: string): string {
  return toBase64Url(sha256(new TextEncoder().encode(`csrf:${sessionToken}`)));
}

/** What an answer does to the session cookie, decided by the procedures (sign-in, sign-out, `me`) through the context. */
export class SessionCookie {
  change: { token: string } | 'clear' | null = null;
  /** `carried`: the token the request's cookie held (null when it sent a bearer token or nothing). */
  constructor(readonly carried: string | null) {}
  /** A new session (sign-in, sign-up). */
  issue(token: string) {
    this.change = { token };
  }
  /** Sign-out. */
  end() {
    this.change = 'clear';
  }
  /** The session was confirmed: its cookie lives 7 more days, as the session itself is pushed forward on use. A cookie
   * placed by someone else (a test, a tool) is replaced by the server's own, HttpOnly one. */
  keep() {
    if (this.carried) this.change = { token: this.carried };
  }
}

function cookieHeaders(change: { token: string } | 'clear', secure: boolean): string[] {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (change === 'clear') {
    return [`${TOKEN_COOKIE}=; Max-Age=0; ${attributes}; HttpOnly`, `${CSRF_COOKIE}=; Max-Age=0; ${attributes}`];
  }
  return [
    `${TOKEN_COOKIE}=${encodeURIComponent(change.token)}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}; HttpOnly`,
    `${CSRF_COOKIE}=${csrfTokenOf(change.token)}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}`,
  ];
}

/** Cookies are Secure when the app is served over https (the request's own URL, or the configured public origin). */
export const isHttps = (c: HonoContext, publicUrl?: string) =>
  c.req.url.startsWith('https:') || Boolean(publicUrl?.startsWith('https:'));

/**
 * After the route: writes the cookie change the request's procedures asked for, and clears a cookie whose token the
 * session check refused (expired, signed out elsewhere), so the browser stops sending it.
 */
export function sessionCookies(options: {
  cookieOf: (c: HonoContext) => Promise<{ sessionCookie: SessionCookie; refusal: unknown }> | undefined;
  publicUrl?: string;
}) {
  return async (c: HonoContext, next: Next) => {
    await next();
    const context = await options.cookieOf(c)?.catch(() => undefined);
    if (!context) return;
    const { sessionCookie } = context;
    const change = sessionCookie.change ?? (sessionCookie.carried && context.refusal ? 'clear' : null);
    if (!change) return;
    const headers = cookieHeaders(change, isHttps(c, options.publicUrl));
    try {
      for (const header of headers) c.res.headers.append('Set-Cookie', header);
    } catch {
      // An answer with immutable headers (a fetched one): copy it.
      const response = new Response(c.res.body, c.res);
      for (const header of headers) response.headers.append('Set-Cookie', header);
      c.res = response;
    }
    // An answer that signs someone in or out is nobody else's.
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
