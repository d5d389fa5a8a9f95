// The spec's request timeouts for tRPC calls: 30 s, but 120 s for scene generation and 360 s for video.
import { REQUEST_TIMEOUT_MS, SCENE_TIMEOUT_MS, VIDEO_TIMEOUT_MS } from '../shared/limits';

const LONG_OPERATIONS: Record<string, number> = {
  'ai.generateScene': SCENE_TIMEOUT_MS,
  'ai.generateVideo': VIDEO_TIMEOUT_MS,
};

export const operationTimeout = (path: string): number => LONG_OPERATIONS[path] ?? REQUEST_TIMEOUT_MS;

/** Long operations go in requests of their own, so they never hold a quick call to their timeout. */
export const isLongOperation = (path: string): boolean => path in LONG_OPERATIONS;

/** The timeout of a tRPC request URL (`/trpc/a.b,c.d?batch=1`): the longest of the operations it carries. */
export function requestTimeout(url: string): number {
  const pathname = new URL(url, 'http://localhost').pathname;
  const paths = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1)).split(',');
  return Math.max(...paths.map(operationTimeout));
}

/** The spec's transport message for a request that ran out of time. */
export const timeoutMessage = (ms: number) => `timeout of ${ms}ms exceeded`;

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** `fetch` that gives up after `ms`, failing with the timeout message; the caller's own signal still cancels it. */
export async function fetchWithTimeout(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  ms: number,
  fetcher: Fetch = fetch,
) {
  const timeout = AbortSignal.timeout(ms);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetcher(input, { ...init, signal });
  } catch (error) {
    if (timeout.aborted) throw new Error(timeoutMessage(ms), { cause: error });
    throw error;
  }
}

/** The tRPC links' fetch: each request gets the timeout of its operations. */
export const timedFetch: Fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return fetchWithTimeout(input, init, requestTimeout(url));
};
