// The protected-route wrapper: 'Loading...' while auth resolves, then the shell or a trip to /login.
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { FullPageLoading } from '../components/spinner';
import { PageShell } from '../components/page-shell';
import { useAuth } from '../lib/auth';

export const Route = createFileRoute('/_auth')({
  // Runs on every navigation and again whenever the session starts, ends or resolves (see createAppRouter).
  beforeLoad: ({ context, location }) => {
    const { isLoading, isAuthenticated } = context.auth.getState();
    if (!isLoading && !isAuthenticated)
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  component: GuardedShell,
});

function GuardedShell() {
  const { isLoading, isAuthenticated } = useAuth();
  // Signed out here means the guard's redirect to /login is already on its way.
  if (isLoading || !isAuthenticated) return <FullPageLoading />;
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
