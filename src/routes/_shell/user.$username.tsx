// Author profile: header, four stat tiles and the author's stories.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Avatar } from '../../components/avatar';
import { NotFoundCard } from '../../components/not-found';
import { useAuth } from '../../lib/auth';
import { formatMonthYear } from '../../lib/format';
import { useHydrated } from '../../lib/hydrated';
import { usePageTitle } from '../../lib/page-title';
import type { ProfileData } from '../../lib/story-types';
import { useTRPC } from '../../lib/trpc';
import { displayName } from '../../shared/user-display';
import { ProfileStories } from '../-components/profile-stories';
import { T, useT } from '../../lib/i18n-react';
import { loadArea } from '../../lib/i18n';

export const Route = createFileRoute('/_shell/user/$username')({
  // The fetch starts with the navigation; an unknown author is left for the page ('User Not Found').
  loader: async ({ context, params }) => {
    await Promise.all([
      context.queryClient
        .ensureQueryData(context.trpc.users.profile.queryOptions({ username: params.username }))
        .catch(() => undefined),
      loadArea('reader'),
    ]);
  },
  pendingComponent: ProfileSkeleton,
  component: ProfilePage,
});

function ProfilePage() {
  const { username } = Route.useParams();
  const trpc = useTRPC();
  // An unknown author is answered as such at once, not asked for again on mount: the server's page said so already, and
  // the browser's first render must say the same.
  const query = useQuery(
    trpc.users.profile.queryOptions({ username }, { enabled: Boolean(username), retryOnMount: false }),
  );
  const profile = query.data?.data;
  const t = useT();
  usePageTitle(profile ? displayName(profile.user) : t('reader.profile.pageTitle'));

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError || !profile) return <UserNotFound username={username} />;
  return <Profile profile={profile} />;
}

function Profile({ profile }: { profile: ProfileData }) {
  const { user: viewer } = useAuth();
  const t = useT();
  const zone = useHydrated() ? 'local' : 'utc';
  const { user, stories, stats } = profile;
  const name = displayName(user);
  const tiles = [
    ['Stories', t('reader.profile.stories'), stats.totalStories, 'bg-sun'],
    ['Published', t('reader.profile.published'), stats.publishedStories, 'bg-[#c8f5e4]'],
    ['Scenes', t('reader.profile.scenes'), stats.totalScenes, 'bg-sky-soft'],
    ['Panels', t('reader.profile.panels'), stats.totalPanels, 'bg-[#ffd6dc]'],
  ] as const;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="relative flex flex-col items-center gap-4 overflow-hidden rounded-2xl border-[3px] border-ink bg-white p-6 text-center shadow-comic-lg sm:flex-row sm:text-start">
        <div aria-hidden="true" className="halftone absolute -top-12 -end-12 size-56 rounded-full text-sun-deep/50" />
        <Avatar user={user} size="lg" />
        <div className="relative">
          <h1 dir="auto" className="text-5xl leading-none text-ink">
            {name}
          </h1>
          <p className="mt-1 text-lg font-bold text-ink-soft">
            <bdi dir="ltr">@{user.username}</bdi>
          </p>
          <p className="mt-1 text-ink-soft">
            {t('reader.profile.memberSince', { date: formatMonthYear(user.createdAt, undefined, zone) })}
          </p>
        </div>
      </header>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
        {tiles.map(([key, label, value, tone]) => (
          <div
            key={key}
            data-testid={`stat-${key}`}
            className={`rounded-2xl border-[3px] border-ink ${tone} px-4 py-3 text-center shadow-comic`}
          >
            <dt className="text-sm font-bold tracking-wide uppercase">{label}</dt>
            <dd className="font-display text-5xl leading-tight tracking-wide">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-10 mb-5 text-4xl text-ink sm:text-5xl">
        <T id="reader.profile.storiesBy" values={{ name }} components={{ 0: <bdi /> }} />
      </h2>
      <ProfileStories stories={stories} name={name} viewer={viewer} />
    </div>
  );
}

function UserNotFound({ username }: { username: string }) {
  const t = useT();
  return (
    <NotFoundCard
      title={t('reader.profile.notFoundTitle')}
      message={t('reader.profile.notFoundText', { username })}
      homeLabel={t('reader.profile.backHome')}
    />
  );
}

function ProfileSkeleton() {
  // Shown while the reader's catalogue loads too: its label is in `common`.
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('profile.loading')}
      className="mx-auto max-w-6xl animate-pulse px-4 py-8 sm:px-6 sm:py-12"
    >
      <div className="flex items-center gap-4 rounded-2xl border-[3px] border-ink/20 bg-white/70 p-6">
        <div className="size-20 rounded-full bg-ink/10" />
        <div className="space-y-3">
          <div className="h-8 w-56 rounded bg-ink/10" />
          <div className="h-4 w-32 rounded bg-ink/10" />
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 rounded-2xl border-[3px] border-ink/20 bg-white/70" />
        ))}
      </div>
    </div>
  );
}
