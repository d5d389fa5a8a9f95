// The session cookie (7 days, path /, SameSite=Lax, Secure on https) is HttpOnly: the server sets and
// clears it, and no script here can read it. The page learns who is signed in from `auth.me`, and sends the readable
// `csrf` cookie's value with its requests for browsers that send no Origin (worker/platform/csrf.ts).
import { CSRF_COOKIE, CSRF_HEADER, SIGNED_IN_ATTRIBUTE } from '../shared/limits';

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split('; ')) {
    const [key, ...value] = pair.split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/**
 * Whether the page may be signed in, so the session check is worth a request: a page the server drew says whether its
 * request carried the session cookie; any other (the Vite dev server's) may have one.
 */
export function mayHaveSession(): boolean {
  const root = document.documentElement;
  return root.hasAttribute(SIGNED_IN_ATTRIBUTE) || !root.hasAttribute('data-locale');
}

export function csrfHeaders(): Record<string, string> {
  const value = readCookie(CSRF_COOKIE);
  return value ? { [CSRF_HEADER]: value } : {};
}
