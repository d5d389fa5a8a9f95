// Author profile (spec 01 section 2): header, four stat tiles and the author's stories.
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { Avatar } from '../../components/avatar';
import { StoryCover } from '../../components/story-cover';
import { useAuth } from '../../lib/auth';
import { formatDate, formatMonthYear } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { canEditStory, type ProfileData } from '../../lib/story-types';
import { useTRPC } from '../../lib/trpc';
import { displayName } from '../../lib/user-display';

export const Route = createFileRoute('/_shell/user/$username')({
  component: ProfilePage,
});

function ProfilePage() {
  const { username } = Route.useParams();
  const trpc = useTRPC();
  const query = useQuery(trpc.users.profile.queryOptions({ username }, { enabled: Boolean(username) }));
  const profile = query.data?.data;
  usePageTitle(profile ? displayName(profile.user) : 'Author');

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError || !profile) return <UserNotFound username={username} />;
  return <Profile profile={profile} />;
}

function Profile({ profile }: { profile: ProfileData }) {
  const { user: viewer } = useAuth();
  const { user, stories, stats } = profile;
  const name = displayName(user);
  const tiles = [
    ['Stories', stats.totalStories, 'bg-sun'],
    ['Published', stats.publishedStories, 'bg-[#c8f5e4]'],
    ['Scenes', stats.totalScenes, 'bg-sky-soft'],
    ['Panels', stats.totalPanels, 'bg-[#ffd6dc]'],
  ] as const;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="relative flex flex-col items-center gap-4 overflow-hidden rounded-2xl border-[3px] border-ink bg-white p-6 text-center shadow-comic-lg sm:flex-row sm:text-left">
        <div aria-hidden="true" className="halftone absolute -top-12 -right-12 size-56 rounded-full text-sun-deep/50" />
        <Avatar user={user} size="lg" />
        <div className="relative">
          <h1 className="text-5xl leading-none text-ink">{name}</h1>
          <p className="mt-1 text-lg font-bold text-ink-soft">@{user.username}</p>
          <p className="mt-1 text-ink-soft">Member since {formatMonthYear(user.createdAt)}</p>
        </div>
      </header>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
        {tiles.map(([label, value, tone]) => (
          <div key={label} data-testid={`stat-${label}`} className={`rounded-2xl border-[3px] border-ink ${tone} px-4 py-3 text-center shadow-comic`}>
            <dt className="text-sm font-bold tracking-wide uppercase">{label}</dt>
            <dd className="font-display text-5xl leading-tight tracking-wide">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-10 mb-5 text-4xl text-ink sm:text-5xl">Stories by {name}</h2>
      {stories.length === 0 ? (
        <div className="rounded-2xl border-[3px] border-dashed border-ink/40 bg-white/70 px-6 py-12 text-center">
          <h3 className="text-3xl text-ink">No stories yet</h3>
          <p className="mt-2 text-lg text-ink-soft">{name} hasn't created any stories yet.</p>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story._id}>
              <Link
                to={canEditStory(story, viewer) ? '/story/$storyId' : '/story/$storyId/read'}
                params={{ storyId: story._id }}
                data-testid="profile-story"
                className="group flex h-full flex-col overflow-hidden rounded-2xl border-[3px] border-ink bg-white shadow-comic transition hover:-translate-x-0.5 hover:-translate-y-0.5 hover:shadow-comic-lg"
              >
                <div className="relative h-36 overflow-hidden border-b-[3px] border-ink">
                  {story.previewImage ? (
                    <img src={story.previewImage} alt="" loading="lazy" className="size-full object-cover" />
                  ) : (
                    <StoryCover seed={story._id} className="size-full" />
                  )}
                  <StatusBadge status={story.status} />
                </div>
                <div className="flex flex-1 flex-col p-4">
                  <h3 className="text-2xl leading-tight text-ink">{story.title}</h3>
                  <p className="mt-1 line-clamp-3 text-ink-soft">{story.description || 'No description yet.'}</p>
                  <p className="mt-auto flex justify-between pt-3 text-sm font-bold text-ink-soft">
                    <span>
                      {story.metadata.totalScenes} {story.metadata.totalScenes === 1 ? 'scene' : 'scenes'}
                    </span>
                    <time dateTime={story.createdAt}>{formatDate(story.createdAt)}</time>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  const tone = status === 'published' ? 'bg-mint text-white' : status === 'draft' ? 'bg-sun' : 'bg-white';
  return (
    <span className={`absolute top-2.5 left-2.5 rounded-full border-2 border-ink px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase shadow-comic-sm ${tone}`}>
      {status}
    </span>
  );
}

function UserNotFound({ username }: { username: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className="rounded-2xl border-[3px] border-ink bg-white px-6 py-12 text-center shadow-comic-lg">
        <h1 className="text-5xl text-ink">User Not Found</h1>
        <p className="mt-3 text-lg text-ink-soft">The user "{username}" could not be found.</p>
        <Link to="/" className="btn btn-primary mt-7 text-lg">
          Back to Home
        </Link>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="mx-auto max-w-6xl animate-pulse px-4 py-8 sm:px-6 sm:py-12">
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
