// A user's avatar image, or their initials on a colour picked from the username when there is no usable image.
import { useState } from 'react';
import { initials, type NamedUser } from '../shared/user-display';

// Each pair is at least 4.5:1 (WCAG AA for the initials' size): ink on sun, white on the deep brand colours.
const SWATCHES = [
  'bg-sun text-ink',
  'bg-pop text-white',
  'bg-sky text-white',
  'bg-mint text-white',
  'bg-grape text-white',
];

function swatchFor(key: string) {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SWATCHES[hash % SWATCHES.length];
}

interface AvatarProps {
  user: NamedUser & { avatar?: string | null };
  size?: 'sm' | 'md' | 'lg';
  /** What to show when no initial can be derived (the menu uses 'U'). */
  fallback?: string;
}

const SIZES = { sm: 'size-10 text-base', md: 'size-12 text-lg', lg: 'size-20 text-3xl' } as const;

export function Avatar({ user, size = 'sm', fallback = 'U' }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = user.avatar?.trim();
  const frame = `${SIZES[size]} shrink-0 overflow-hidden rounded-full border-[3px] border-ink`;
  if (src && broken !== src) {
    return <img src={src} alt="" onError={() => setBroken(src)} className={`${frame} bg-white object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      data-user-content=""
      className={`${frame} ${swatchFor(user.username ?? '')} grid place-items-center font-display leading-none tracking-wider`}
    >
      {initials(user, fallback)}
    </span>
  );
}
