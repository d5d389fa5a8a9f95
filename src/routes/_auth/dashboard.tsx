// Dashboard (spec 01 section 2): the welcome line, 'Your Profile', and the profile and password forms.
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { greetingName } from '../../lib/user-display';
import { PasswordForm } from '../-components/dashboard/password-form';
import { ProfileCard } from '../-components/dashboard/profile-card';
import { ProfileForm } from '../-components/dashboard/profile-form';

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  // The guard only renders this page for a signed-in user; the check keeps the types honest.
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-[2.4rem] leading-[1.05] text-ink sm:text-5xl">
        Welcome to your Dashboard, <span className="text-pop [text-shadow:2px_2px_0_var(--color-ink)]">{greetingName(user)}</span>!
      </h1>
      <p className="mt-2 text-lg text-ink-soft">Your account at a glance, and the settings you can change.</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <ProfileCard user={user} />
        <div className="grid gap-6 lg:gap-8">
          <ProfileForm user={user} />
          <PasswordForm />
        </div>
      </div>
    </div>
  );
}
