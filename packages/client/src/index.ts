// @panelcraft/client: the typed tRPC client (every procedure with its input and output types) and a small REST helper,
// for scripts outside the repo. Built into dist/ (JS and one bundled .d.ts) by packages/client/build.mjs.
import { createTRPCClient, httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/router';
import type { ErrorType } from '../../../worker/errors';

export type { AppRouter, ErrorType };
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export interface ClientOptions {
  /** The app's origin, e.g. http://127.0.0.1:8787 */
  url: string;
  /** A session token (from auth.login or auth.register), or a function answering one. */
  token?: string | (() => string | undefined) | undefined;
  /** Another fetch (a proxy, a test double); the global one by default. */
  fetch?: typeof fetch | undefined;
}

const authorization = (token: ClientOptions['token']): Record<string, string> => {
  const value = typeof token === 'function' ? token() : token;
  return value ? { Authorization: `Bearer ${value}` } : {};
};

/** Per-call options of a mutation: `{ context: { idempotencyKey } }` makes a retry with the same key replay the first answer. */
export interface CallContext {
  /** Sent as the `Idempotency-Key` header (1–255 printable ASCII characters; kept 24 hours, per user). */
  idempotencyKey?: string;
}

/**
 * The typed tRPC client: `api.stories.list.query({ page: 1 })`, `api.stories.create.mutate({ title })`, … A call with
 * `{ context: { idempotencyKey } }` goes alone (not batched), so its key covers exactly that call.
 */
export function createClient(options: ClientOptions) {
  const link = { url: new URL('/trpc', options.url).toString(), ...(options.fetch ? { fetch: options.fetch } : {}) };
  const keyOf = (context: Record<string, unknown>) => (context as CallContext).idempotencyKey;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => keyOf(op.context) !== undefined,
        true: httpLink({ ...link, headers: ({ op }) => ({ ...authorization(options.token), 'Idempotency-Key': keyOf(op.context)! }) }),
        false: httpBatchLink({ ...link, headers: () => authorization(options.token) }),
      }),
    ],
  });
}

export type PanelcraftClient = ReturnType<typeof createClient>;

/** A failed call of the typed client, with its typed `data` (code, httpStatus, errorType, retryAfterSeconds, errors). */
export type PanelcraftError = TRPCClientError<AppRouter>;

export function isPanelcraftError(error: unknown): error is PanelcraftError {
  return error instanceof TRPCClientError;
}

export interface RestAnswer<T = any> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (`{ success, data?, message?, errors?, errorType?, retryAfterSeconds? }`). */
  body: T;
}

export interface RestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** A small REST helper: `rest.get('/api/stories?limit=5')`, `rest.post('/api/stories', { body: { title } })`. */
export function createRestClient(options: ClientOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const call = async <T = any>(method: string, path: string, init: RestOptions = {}): Promise<RestAnswer<T>> => {
    const headers: Record<string, string> = { ...authorization(options.token), ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetchImpl(new URL(path, options.url), {
      method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, headers: response.headers, body: body as T };
  };
  return {
    call,
    get: <T = any>(path: string, init?: RestOptions) => call<T>('GET', path, init),
    post: <T = any>(path: string, init?: RestOptions) => call<T>('POST', path, init),
    put: <T = any>(path: string, init?: RestOptions) => call<T>('PUT', path, init),
    patch: <T = any>(path: string, init?: RestOptions) => call<T>('PATCH', path, init),
    delete: <T = any>(path: string, init?: RestOptions) => call<T>('DELETE', path, init),
  };
}
