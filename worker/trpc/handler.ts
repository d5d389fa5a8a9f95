// The /trpc endpoint: tRPC's fetch adapter over the same request context as the REST routes.
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context as HonoContext } from 'hono';
import { assertInputDepth } from '../platform/request-guards';
import type { ContextFor } from '../rest/respond';
import { retryAfterOf, toTRPCError } from './errors';
import { appRouter } from './router';

export function trpcHandler(contextFor: ContextFor) {
  return (c: HonoContext) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: async ({ info }) => {
        // Thrown before any procedure runs, so the domain error is mapped here rather than by the procedures' middleware.
        await assertInputDepth(info.calls).catch((error: unknown) => {
          throw toTRPCError(error);
        });
        return contextFor(c);
      },
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(error);
      },
      // A 429 says how long to wait, as REST does.
      responseMeta: ({ errors }) => {
        const wait = errors.map(retryAfterOf).find((seconds) => seconds !== undefined);
        return wait === undefined ? {} : { headers: { 'Retry-After': String(wait) } };
      },
    });
}
