// Checks every request meets before a route sees it: a path that decodes, no dot segments, JSON input of bounded depth.
import { codedError } from '../errors';
import { MESSAGES } from '../../src/shared/messages';
import { withRequestId } from './request-id';
import type { Context as HonoContext, Next } from 'hono';
import { nestedDeeperThan } from '../../src/shared/validation';

/** No call's input nests beyond a few levels (a panel's bubbles are 4); deeper is an attack on recursive code. */
export const MAX_INPUT_DEPTH = 32;

export const MALFORMED_URL = MESSAGES.malformed_url;

/** The percent-decoded path, or null when it holds a malformed escape (`%`, `%E0%A4%A`, overlong UTF-8, `%u002e`). */
export function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Whether a request target as the client sent it walks with dot segments (`/media/../app.db`, `%2e%2e`, `..\`). URL
 * parsing resolves them before the app sees the path, so `/media/../app.db` would otherwise be answered as `/app.db`.
 */
export function hasDotSegment(target: string): boolean {
  // Most targets hold none of what a dot segment needs, so they cost one scan.
  if (!target.includes('/.') && !target.includes('%') && !target.includes('\\')) return false;
  const path = target
    .split(/[?#]/, 1)[0]!
    .replace(/%2e/gi, '.')
    .replace(/\\|%5c/gi, '/');
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Where JSON errors are expected: the API, tRPC and media paths answer `{ success: false, message }`; client paths plain text. */
export function wantsJson(path: string): boolean {
  return /^\/(api|trpc|media)(\/|$)/.test(path);
}

/**
 * Middleware before every route: malformed escapes anywhere in the path are a 400 and traversal in the raw target a 404,
 * so no route, asset server or media store ever decodes them itself.
 */
export function guardRequestPath(requestTarget?: (c: HonoContext) => string | undefined) {
  return async (c: HonoContext, next: Next) => {
    const url = c.req.url;
    const raw = requestTarget?.(c);
    if (url.includes('%')) {
      const pathname = url.slice(url.indexOf('/', url.indexOf('//') + 2)).split(/[?#]/, 1)[0]!;
      if (decodedPath(pathname) === null) return refuse(c, raw ?? pathname, 400, MALFORMED_URL);
    }
    if (raw !== undefined && hasDotSegment(raw)) return refuse(c, raw, 404, MESSAGES.path_not_found);
    return next();
  };
}

function refuse(c: HonoContext, path: string, status: 400 | 404, message: string) {
  const coded =
    status === 400
      ? ({ errorType: 'invalid_body', messageCode: 'malformed_url' } as const)
      : ({ errorType: 'route_not_found', messageCode: 'path_not_found' } as const);
  return wantsJson(path)
    ? c.json(withRequestId(c, { success: false, message, ...coded }), status)
    : c.text(message, status);
}

export const INPUT_TOO_DEEP = MESSAGES.input_too_deep;

/**
 * Every input of a tRPC request (tRPC reads each once and keeps it), refused with a 400 when nested deeper than the bound:
 * the schemas' coercions and the AI context serialise recursively.
 */
export async function assertInputDepth(calls: readonly { getRawInput: () => Promise<unknown> }[]): Promise<void> {
  for (const call of calls) {
    let input: unknown;
    try {
      input = await call.getRawInput();
    } catch {
      // Unparseable input: tRPC answers it with its own parse error when the procedure reads it.
      return;
    }
    if (nestedDeeperThan(input, MAX_INPUT_DEPTH))
      throw codedError('BAD_REQUEST', 'input_too_deep', undefined, { extras: { errorType: 'invalid_body' } });
  }
}
