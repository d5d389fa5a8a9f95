// The root route: every page plus the one toast host.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppToaster } from '../lib/toast';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}
