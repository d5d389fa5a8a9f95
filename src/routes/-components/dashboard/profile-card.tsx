// 'Your Profile' (/dashboard): the signed-in user's own record.
import { Avatar } from '../../../components/avatar';
import type { AuthUser } from '../../../lib/auth';
import { formatDay, formatDayTime } from '../../../lib/format';
import { displayName } from '../../../shared/user-display';
import { useT } from '../../../lib/i18n-react';

export function ProfileCard({ user }: { user: AuthUser }) {
  // First Name, Last Name and Last login only appear when present.
  const t = useT();
  const rows: [string, string][] = [
    [t('account.profile.username'), user.username],
    [t('account.profile.email'), user.email],
    ...(user.firstName ? [[t('account.profile.firstName'), user.firstName] as [string, string]] : []),
    ...(user.lastName ? [[t('account.profile.lastName'), user.lastName] as [string, string]] : []),
    [t('account.profile.memberSince'), formatDay(user.createdAt)],
    ...(user.lastLogin ? [[t('account.profile.lastLogin'), formatDayTime(user.lastLogin)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="profile-heading" className="card overflow-hidden lg:sticky lg:top-24">
      <div className="relative isolate flex items-center gap-4 border-b-[3px] border-ink bg-sky px-5 py-5 text-white sm:px-6">
        <div aria-hidden="true" className="halftone absolute inset-0 -z-10 text-white/25" />
        <Avatar user={user} size="lg" />
        <div className="min-w-0">
          <h2
            id="profile-heading"
            className="text-3xl leading-none text-white text-stroke [text-shadow:2px_2px_0_var(--color-ink)]"
          >
            {t('account.profile.title')}
          </h2>
          <p dir="auto" className="mt-1.5 truncate text-lg font-bold">
            {displayName(user)}
          </p>
        </div>
      </div>
      <dl className="divide-y-2 divide-dashed divide-ink/15 px-5 sm:px-6">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-bold tracking-wide text-ink-soft uppercase sm:text-[0.8rem] sm:leading-7">
              {label}
            </dt>
            <dd data-user-content="" className="font-bold break-words text-ink">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
