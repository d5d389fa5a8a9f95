// Typed access for scripts: `createPanelcraftClient({ url, token })` gives every tRPC procedure with its types.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from './trpc/router';

export type { AppRouter };

export interface PanelcraftClientOptions {
  /** The app's origin, e.g. http://127.0.0.1:8787 */
  url: string;
  /** A session token from auth.login or auth.register. */
  token?: string | (() => string | undefined);
  fetch?: typeof fetch;
}

export function createPanelcraftClient({ url, token, fetch: fetchImpl }: PanelcraftClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL('/trpc', url).toString(),
        fetch: fetchImpl,
        headers() {
          const value = typeof token === 'function' ? token() : token;
          return value ? { Authorization: `Bearer ${value}` } : {};
        },
      }),
    ],
  });
}

export function isPanelcraftError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}
