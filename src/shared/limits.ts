// Spec constants shared by the server and the client.
export const PRODUCT_NAME = 'Panelcraft';

export const TOKEN_COOKIE = 'token';
/** The readable cookie beside the HttpOnly session one: the page echoes it in CSRF_HEADER (worker/platform/csrf.ts). */
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** On `<html>` of a server-drawn page whose request carried a session cookie (the page cannot read the cookie itself). */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
export const SESSION_DAYS = 7;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** A session is pushed forward once less than half its life is left (Lucia's guide). */
export const SESSION_RENEW_MS = SESSION_MS / 2;

export const TOAST_MS = 4000;
export const LOGOUT_GUARD_MS = 1000;
export const AUTH_CHECK_DEBOUNCE_MS = 100;

export const REQUEST_TIMEOUT_MS = 30_000;
export const SCENE_TIMEOUT_MS = 120_000;
export const VIDEO_TIMEOUT_MS = 360_000;

export const STORIES_PAGE_SIZE = 12;
/** The most stories one feed request may ask for (`limit`). */
export const MAX_STORIES_PAGE_SIZE = 50;
export const DESCRIPTION_TRUNCATE = 160;

/** A story's tags: how many, and how long each. */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 50;
/** A panel's description for screen readers and the PDF: a few sentences, like an image's alt attribute. */
export const ALT_TEXT_MAX = 500;

/** PBKDF2-SHA256 at the Workers production cap. */
export const PASSWORD_HASH = { algorithm: 'pbkdf2-sha256', iterations: 100_000, saltBytes: 16, keyBytes: 32 } as const;

/** Attempt throttling: sign-ins per email and per IP, and current-password checks per user, within the window before a 429. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxPerEmail: 5,
  maxPerIp: 20,
  maxPasswordChecks: 5,
} as const;

export const QUERY_DEFAULTS = {
  retries: 2,
  staleTime: 120_000,
  gcTime: 300_000,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000),
} as const;
