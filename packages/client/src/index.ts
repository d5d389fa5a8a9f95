// @panelcraft/client: the typed tRPC client (every procedure with its input and output types) and a small REST helper,
// for scripts outside the repo. Built into dist/ (JS and one bundled .d.ts) by packages/client/build.mjs. Its types come
// from ./api.generated.ts, which the build writes from the server's procedures (scripts/api-types.ts): plain types of
// its own, so the declarations need no server code, no database types and no skipLibCheck.
import { createTRPCClient, httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { ErrorData, ErrorType, MessageCode, Procedures } from './api.generated';

export type { ErrorData, ErrorType, MessageCode, Procedures };

/** What each procedure takes: `RouterInputs['stories']['create']`. */
export type RouterInputs = {
  [R in keyof Procedures]: { [P in keyof Procedures[R]]: Procedures[R][P] extends { input: infer I } ? I : never };
};
/** What each procedure answers: `RouterOutputs['stories']['list']['data']['stories'][number]`. */
export type RouterOutputs = {
  [R in keyof Procedures]: { [P in keyof Procedures[R]]: Procedures[R][P] extends { output: infer O } ? O : never };
};

export interface ClientOptions {
  /** The app's origin, e.g. http://127.0.0.1:8787 */
  url: string;
  /** A session token (from auth.login or auth.register) or an API token, or a function answering one. */
  token?: string | (() => string | undefined) | undefined;
  /** Another fetch (a proxy, a test double); the global one by default. */
  fetch?: typeof fetch | undefined;
}

const authorization = (token: ClientOptions['token']): Record<string, string> => {
  const value = typeof token === 'function' ? token() : token;
  return value ? { Authorization: `Bearer ${value}` } : {};
};

/** Per-call context of a mutation: `{ context: { idempotencyKey } }` makes a retry with the same key replay the first answer. */
export interface CallContext {
  /** Sent as the `Idempotency-Key` header (1–255 printable ASCII characters; kept 24 hours, per user). */
  idempotencyKey?: string | undefined;
}

export interface QueryOptions {
  signal?: AbortSignal | undefined;
}

export interface MutationOptions {
  signal?: AbortSignal | undefined;
  /** Only the fields of CallContext: a misspelt option is a compile error, never a silently lost key. */
  context?: CallContext | undefined;
}

type Call<P> = P extends { kind: 'query'; input: infer I; output: infer O }
  ? {
      query: undefined extends I
        ? (input?: I, options?: QueryOptions) => Promise<O>
        : (input: I, options?: QueryOptions) => Promise<O>;
    }
  : P extends { kind: 'mutation'; input: infer I; output: infer O }
    ? {
        mutate: undefined extends I
          ? (input?: I, options?: MutationOptions) => Promise<O>
          : (input: I, options?: MutationOptions) => Promise<O>;
      }
    : never;

/** The typed client: `api.stories.list.query({ limit: 5 })`, `api.stories.create.mutate({ title }, { context: { idempotencyKey } })`. */
export type PanelcraftClient = { [R in keyof Procedures]: { [P in keyof Procedures[R]]: Call<Procedures[R][P]> } };

/**
 * The typed tRPC client. A call with `{ context: { idempotencyKey } }` goes alone (not batched), so its key covers
 * exactly that call.
 */
export function createClient(options: ClientOptions): PanelcraftClient {
  const link = { url: new URL('/trpc', options.url).toString(), ...(options.fetch ? { fetch: options.fetch } : {}) };
  const keyOf = (context: Record<string, unknown>) => (context as CallContext).idempotencyKey;
  const client = createTRPCClient<AnyRouter>({
    links: [
      splitLink({
        condition: (op) => keyOf(op.context) !== undefined,
        true: httpLink({
          ...link,
          headers: ({ op }) => ({ ...authorization(options.token), 'Idempotency-Key': keyOf(op.context)! }),
        }),
        false: httpBatchLink({ ...link, headers: () => authorization(options.token) }),
      }),
    ],
  });
  return client as unknown as PanelcraftClient;
}

/**
 * A failed call of the typed client (tRPC's TRPCClientError at run time), with its typed `data`: code, httpStatus,
 * errorType, messageCode, params, requestId, retryAfterSeconds, errors. Declared here rather than as tRPC's class, whose declarations
 * bring its WebSocket adapter's (and so the `ws` package's) types into every script.
 */
export interface PanelcraftError extends Error {
  readonly data: ErrorData | null | undefined;
  readonly shape: { message: string; code: number; data: ErrorData } | null | undefined;
  readonly cause: Error | undefined;
  meta: Record<string, unknown> | undefined;
}

// tRPC's error is a PanelcraftError (the declaration above stays true to the class it describes).
type TypedClientError = TRPCClientError<{
  errorShape: { message: string; code: number; data: ErrorData };
  transformer: false;
}>;
const describesTRPCError: TypedClientError extends PanelcraftError ? true : never = true;
void describesTRPCError;

export function isPanelcraftError(error: unknown): error is PanelcraftError {
  return error instanceof TRPCClientError;
}

export interface RestAnswer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (`{ success, data?, message?, errors?, errorType?, messageCode?, params?, requestId?, retryAfterSeconds? }`). */
  body: T;
}

export interface RestOptions {
  body?: unknown;
  headers?: Record<string, string> | undefined;
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
    let body: unknown;
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
