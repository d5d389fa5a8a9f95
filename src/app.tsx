// The app: builds the query client, the tRPC proxy and the auth store once, then mounts the providers and the router.
// Loaded by main.tsx once the server-drawn first screen is on screen.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './components/crash-fallback';
import { AuthProvider, AuthStore } from './lib/auth';
import { LocaleProvider } from './lib/i18n-react';
import { TRPCProvider, createQueryClient, createTrpcProxy, trpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import { AccountLocale } from './components/language-picker';
import { config as zodConfig } from 'zod/v4/core';

// zod compiles its object checks with `new Function` when it may; the page's policy allows no eval, and the refused
// attempt would be reported as a violation. Its plain checks are as correct.
zodConfig({ jitless: true });

const queryClient = createQueryClient();
const trpc = createTrpcProxy(queryClient);
// A previous user's cached data must never show to the next one.
const auth = new AuthStore({ client: trpcClient, onSignOut: () => queryClient.clear() });
const router = createAppRouter({ queryClient, trpc, auth });

auth.check();

const rootElement = document.getElementById('root')!;
// The server drew this page's first screen into #root (worker/web/pages.ts). It stays until the route's code and its data
// (the route loaders: the home's first stories, the reader's story, the author's profile) are here, so the page goes
// from that markup straight to the finished one, never through a spinner.
if (rootElement.querySelector('[data-first-paint]')) await firstScreenReady(2500);

const root = createRoot(rootElement);
// As a transition React renders the page in slices of a few milliseconds, yielding to the browser between them: a tap
// during start-up is answered, and a phone's main thread is not held for the whole first render (Lighthouse's blocking
// time on the home page in Japanese 310-420 → 230-370 ms). The server's first screen stays until the commit.
startTransition(() => root.render(
  <StrictMode>
    <LocaleProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <AuthProvider store={auth}>
              <AccountLocale />
            <RouterProvider router={router} />
            </AuthProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </LocaleProvider>
  </StrictMode>,
));

async function firstScreenReady(maxWaitMs: number) {
  // The route loaders fetch the page's data (the reader's story, the author's profile) as part of the load.
  await Promise.race([router.load().catch(() => undefined), new Promise((done) => setTimeout(done, maxWaitMs))]);
}
