// The router: file routes, the context every route sees, and the app-wide fallbacks.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { CrashFallback } from './components/crash-fallback';
import { NotFoundPage } from './components/not-found';
import type { AuthStore } from './lib/auth';
import type { TrpcClient, TrpcProxy } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcProxy;
  /** The tRPC client behind `trpc`: the browser's, or on the server one that asks the app in the same process. */
  trpcClient: TrpcClient;
  auth: AuthStore;
}

/**
 * `history`: the server's memory history at the requested address (the browser's own by default); given one, the
 * router draws a page on the server.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    history,
    // New navigations start at the top; back and forward restore where the reader was. Not on the server: it would
    // write an inline script into the page, which the page's policy refuses (the browser restores scroll itself).
    scrollRestoration: history ? false : keepEarlyScroll(),
    defaultPreload: 'intent',
    // React Query owns freshness, so the router always asks it rather than caching loader results itself.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ({ error }) => <CrashFallback error={error} />,
    defaultNotFoundComponent: NotFoundPage,
  });
  rerunGuardsOnSessionChange(router, context.auth);
  return router;
}

/**
 * The router's first render of a page the server drew is its hydration: a visitor who has scrolled the page by then (or
 * whose reload the browser has already put back in place) keeps their place instead of being sent back to the top, also
 * when the page is drawn again where it is (the session check reruns the guards). Once they go elsewhere, it is the
 * router's again.
 */
function keepEarlyScroll() {
  let first: string | undefined;
  let moved = false;
  return ({ location }: { location: { state: { __TSR_key?: string } } }) => {
    const key = location.state.__TSR_key;
    first ??= key;
    moved ||= key !== first;
    return moved || window.scrollY === 0;
  };
}

/** Route guards read the auth store in beforeLoad; when the session starts, ends or finishes resolving they must run again. */
function rerunGuardsOnSessionChange(router: { invalidate: () => Promise<void> }, auth: AuthStore) {
  let previous = auth.getState();
  auth.subscribe(() => {
    const next = auth.getState();
    if (next.isAuthenticated !== previous.isAuthenticated || next.isLoading !== previous.isLoading)
      void router.invalidate();
    previous = next;
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
