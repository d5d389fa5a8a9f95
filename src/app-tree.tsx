// The app's providers around the router: the same tree the server draws a page with and the browser then hydrates.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { AccountLocale } from './components/language-picker';
import { AppErrorBoundary } from './components/crash-fallback';
import { AuthProvider, type AuthStore } from './lib/auth';
import { LocaleProvider } from './lib/i18n-react';
import { TRPCProvider, type TrpcClient } from './lib/trpc';
import type { createAppRouter } from './router';

export interface AppParts {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  auth: AuthStore;
  router: ReturnType<typeof createAppRouter>;
}

export function AppTree({ queryClient, trpcClient, auth, router }: AppParts) {
  return (
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
    </StrictMode>
  );
}
