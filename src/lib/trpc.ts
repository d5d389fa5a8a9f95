// The typed tRPC client, the React Query integration and the QueryClient with the spec's cache defaults.
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../worker/trpc/router';
import { QUERY_DEFAULTS } from '../shared/limits';
import { csrfHeaders } from './cookies';
import { isClientSideFailure } from './errors';
import { loadArea } from './i18n';
import { isLongOperation, timedFetch } from './request-timeout';

export const REQUEST_ANSWERED = 'panelcraft:request-answered';
export const REQUEST_UNANSWERED = 'panelcraft:request-unanswered';

const transport = {
  url: '/trpc',
  // The session rides in its HttpOnly cookie; read per request so a sign-in takes effect on the very next call.
  headers: csrfHeaders,
  // Whether requests get answers feeds the offline banner (lib/online.ts), told by events so this module, which the
  // app's entry chunk needs, imports nothing more.
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    try {
      const response = await timedFetch(input, init);
      window.dispatchEvent(new Event(REQUEST_ANSWERED));
      await refusalWords(response);
      return response;
    } catch (error) {
      if (error instanceof TypeError) window.dispatchEvent(new Event(REQUEST_UNANSWERED));
      throw error;
    }
  },
};

/**
 * An answer that refuses (a batch with a refusal in it is a 207) is handed on once the refusals' words are loaded, so
 * the screen says it in the reader's language whatever area it loaded (a failed download leaves the server's English).
 */
export async function refusalWords(response: Response): Promise<void> {
  if (response.ok && response.status !== 207) return;
  await loadArea('refusals').catch(() => {});
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => isLongOperation(op.path),
      true: httpLink(transport),
      false: httpBatchLink(transport),
    }),
  ],
});
export type TrpcClient = typeof trpcClient;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientSideFailure(error) && failureCount < QUERY_DEFAULTS.retries,
        retryDelay: QUERY_DEFAULTS.retryDelay,
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      // Offline, a change fails at once with the network message instead of waiting paused and then running unseen when
      // the connection returns; the editor retries its own saves on reconnect, in view (see use-save-state).
      mutations: { networkMode: 'always' },
    },
  });
}

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createTrpcProxy(queryClient: QueryClient, client: TrpcClient = trpcClient) {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}

export type TrpcProxy = ReturnType<typeof createTrpcProxy>;
