// The root route: every page plus the one toast host and the offline banner.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { OfflineBanner } from '../components/offline-banner';
import { AppToaster } from '../lib/toast';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <AppToaster />
    </>
  );
}
