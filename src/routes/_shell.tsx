// The public layout: the page shell without a sign-in requirement (home, reader, story pages and author profiles).
// Visitors browse and read here; acting sends them to /login (see useRequireSignIn).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../components/page-shell';

export const Route = createFileRoute('/_shell')({
  component: PublicShell,
});

function PublicShell() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
