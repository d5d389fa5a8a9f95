// The session token lives in a cookie (spec 01 section 9): 7 days, path /, SameSite=Lax, Secure on https.
import { SESSION_DAYS, TOKEN_COOKIE } from '../shared/limits';

export function getToken(): string | null {
  for (const pair of document.cookie.split('; ')) {
    const [name, ...value] = pair.split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

function writeTokenCookie(value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function setToken(token: string) {
  writeTokenCookie(token, SESSION_DAYS * 24 * 60 * 60);
}

export function removeToken() {
  writeTokenCookie('', 0);
}
