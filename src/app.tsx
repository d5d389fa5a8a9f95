// The app: builds the query client, the tRPC proxy and the auth store once, then mounts the providers and the router.
// Loaded by main.tsx once the server-drawn first screen is on screen.
import { hydrate } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppTree } from './app-tree';
import { AuthStore } from './lib/auth';
import { createQueryClient, createTrpcProxy, trpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import { PAGE_STATE_ID, RENDERED_ATTRIBUTE } from './shared/page-render';
import { zodWithoutEval } from './lib/zod-settings';
import { HYDRATED_EVENT } from './lib/early-taps';

zodWithoutEval();

const queryClient = createQueryClient();
const trpc = createTrpcProxy(queryClient);
// A previous user's cached data must never show to the next one.
const auth = new AuthStore({ client: trpcClient, onSignOut: () => queryClient.clear() });
const router = createAppRouter({ queryClient, trpc, trpcClient, auth });

auth.check();

const rootElement = document.getElementById('root')!;
const tree = <AppTree queryClient={queryClient} trpcClient={trpcClient} auth={auth} router={router} />;

if (rootElement.hasAttribute(RENDERED_ATTRIBUTE)) {
  // The server rendered this page from these components with the queries its loaders made: they are handed over, so the
  // loaders find their data here and the first client render is the server's markup, hydrated in place.
  const state = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  // The router draws a server-rendered page as the server did (no Suspense of its own around the root's matches), as
  // the router's own hydration would set it.
  router.ssr = { manifest: undefined };
  await router.load().catch(() => undefined);
  startTransition(
    () =>
      void hydrateRoot(
        rootElement,
        <>
          {tree}
          <AnnounceHydrated />
        </>,
      ),
  );
} else {
  // A page the app draws in the browser (the editor, the dashboard): the built page's #root is empty.
  const root = createRoot(rootElement);
  // As a transition React renders the page in slices of a few milliseconds, yielding to the browser between them: a tap
  // during start-up is answered, and a phone's main thread is not held for the whole first render.
  startTransition(() => root.render(tree));
}

/** Says once the page the server drew has been hydrated (its effects run after that commit): held taps are replayed. */
function AnnounceHydrated() {
  useEffect(() => void document.dispatchEvent(new Event(HYDRATED_EVENT)), []);
  return null;
}
