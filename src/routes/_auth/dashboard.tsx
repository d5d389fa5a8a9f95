// Dashboard: the welcome line, 'Your Profile', the profile and password forms, API tokens, and the author's
// own stories with their draft or published badge.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Loading } from '../../components/spinner';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { useTRPC } from '../../lib/trpc';
import { greetingName } from '../../shared/user-display';
import { ProfileStories } from '../-components/profile-stories';
import { ApiTokens } from '../-components/dashboard/api-tokens';
import { PasswordForm } from '../-components/dashboard/password-form';
import { ProfileCard } from '../-components/dashboard/profile-card';
import { ProfileForm } from '../-components/dashboard/profile-form';
import { T, useT } from '../../lib/i18n-react';
import { loadArea } from '../../lib/i18n';

export const Route = createFileRoute('/_auth/dashboard')({
  // Profile & Settings' words, and the story cards' (the reader's area), arrive with the page.
  loader: async () => {
    await Promise.all([loadArea('account'), loadArea('settings'), loadArea('reader'), loadArea('refusals')]);
  },
  component: DashboardPage,
});

function DashboardPage() {
  const t = useT();
  usePageTitle(t('account.dashboard.pageTitle'));
  const { user } = useAuth();
  // The guard only renders this page for a signed-in user; the check keeps the types honest.
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-[2.4rem] leading-[1.05] text-ink sm:text-5xl">
        <T
          id="account.dashboard.welcome"
          values={{ name: greetingName(user) }}
          components={{ 0: <bdi className="text-pop [text-shadow:2px_2px_0_var(--color-ink)]" /> }}
        />
      </h1>
      <p className="mt-2 text-lg text-ink-soft">{t('account.dashboard.subtitle')}</p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-8">
        <ProfileCard user={user} />
        <div className="grid gap-6 lg:gap-8">
          <ProfileForm user={user} />
          <PasswordForm />
          <ApiTokens />
        </div>
      </div>
      <YourStories username={user.username} />
    </div>
  );
}

/** The author's own stories, drafts included (only the owner is shown those), with their status badges. */
function YourStories({ username }: { username: string }) {
  const t = useT();
  const trpc = useTRPC();
  const { user } = useAuth();
  const profile = useQuery(trpc.users.profile.queryOptions({ username }));
  return (
    <section aria-labelledby="your-stories" className="mt-12">
      <h2 id="your-stories" className="mb-5 text-4xl text-ink sm:text-5xl">
        {t('account.dashboard.yourStories')}
      </h2>
      {profile.isPending ? (
        <Loading>{t('account.dashboard.loadingStories')}</Loading>
      ) : profile.isError ? (
        <p role="alert" className="font-bold text-pop-deep">
          {t('account.dashboard.storiesFailed')}
        </p>
      ) : (
        <ProfileStories
          stories={profile.data.data.stories}
          name={t('account.dashboard.you')}
          viewer={user}
          emptyText={t('account.dashboard.emptyStories')}
        />
      )}
    </section>
  );
}
