// Headers every answer carries, and the Content-Security-Policy of every HTML one (pages, /api/docs): scripts only
// from the app's own origin, nothing from anywhere else, no framing. Both hosts, the server-drawn first paint included.
import type { Context as HonoContext, Next } from 'hono';

/**
 * The page policy. The first paint has no inline script (index.html loads one module file), so `script-src 'self'`
 * needs no hash or nonce; inline styles stay allowed (the first paint's font faces and style attributes, the editor's
 * positioning). Pictures and sounds may be `data:`/`blob:` (the editor's previews, downloads built in the browser).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Powerful features the app never uses, off for it and anything it might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const EVERY_ANSWER: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const HTML_ANSWER: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
};

/** Sets headers on the route's answer, copying it first when its headers are immutable (an asset fetched from the host). */
export function setAnswerHeaders(c: HonoContext, headers: Record<string, string>) {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    c.res = response;
  }
}

export function securityHeaders(isHttps: (c: HonoContext) => boolean) {
  return async (c: HonoContext, next: Next) => {
    await next();
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    setAnswerHeaders(c, {
      ...EVERY_ANSWER,
      ...(html ? HTML_ANSWER : {}),
      ...(isHttps(c) ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
    });
  };
}
