// The story listing area's pieces: tag filter, loading grid, empty state and the New Story button.
import { useEffect, useRef } from 'react';
import { HeaderAction } from '../../../components/page-shell';
import { useT } from '../../../lib/i18n-react';
import { LineIcon } from '../../../components/icons';
export interface TagCount {
  tag: string;
  count: number;
}

interface TagFilterProps {
  tags: TagCount[];
  selected: string | null;
  onSelect: (tag: string | null) => void;
}

export function TagFilter({ tags, selected, onSelect }: TagFilterProps) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: a tag chosen by a link must not sit out of sight (the page itself stays put).
  useEffect(() => {
    // "All" is the row's first chip, in sight unless the row was scrolled, and then it was just clicked: measuring it
    // would lay the whole page out in the middle of the app's first render.
    if (selected === null) return;
    const chip = row.current?.querySelector('[aria-pressed="true"]');
    if (!row.current || !chip) return;
    const bounds = row.current.getBoundingClientRect();
    const place = chip.getBoundingClientRect();
    if (place.left < bounds.left || place.right > bounds.right) row.current.scrollLeft += place.left - bounds.left - 16;
  }, [selected, tags.length]);
  const chip = (label: string, value: string | null, count?: number) => {
    const active = selected === value;
    return (
      <button
        key={label}
        type="button"
        aria-pressed={active}
        onClick={() => onSelect(value)}
        className={`shrink-0 rounded-full border-[3px] border-ink px-4 py-1.5 font-bold transition ${
          active ? 'bg-ink text-white shadow-[3px_3px_0_0_var(--color-pop)]' : 'bg-white hover:bg-sun/50'
        }`}
      >
        {value === null ? label : <bdi data-user-content="">{label}</bdi>}
        {count !== undefined && <span className="ms-1.5 text-sm opacity-70">{count}</span>}
      </button>
    );
  };
  return (
    <div
      ref={row}
      role="group"
      aria-label={t('home.filterLabel')}
      className="-mx-4 flex gap-2.5 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {chip(t('home.all'), null)}
      {tags.map(({ tag, count }) => chip(tag, tag, count))}
    </div>
  );
}

export function StoriesEmptyState({ onCreate }: { onCreate: () => void }) {
  const t = useT();
  return (
    <div className="relative overflow-hidden rounded-2xl border-[3px] border-dashed border-ink/40 bg-white/70 px-6 py-12 text-center sm:py-16">
      <EmptyPageArt />
      <h3 className="mt-6 text-3xl text-ink sm:text-4xl">{t('home.emptyTitle')}</h3>
      <p className="mt-2 text-lg text-ink-soft">{t('home.emptyText')}</p>
      <button type="button" onClick={onCreate} className="btn btn-sun mt-7 text-lg">
        {t('home.emptyCreate')}
      </button>
    </div>
  );
}

/** Blank panels waiting for a pencil. */
function EmptyPageArt() {
  return (
    <svg viewBox="0 0 200 130" aria-hidden="true" className="mx-auto h-28 w-auto sm:h-32">
      <g fill="#fff" stroke="#1b1530" strokeWidth="4" strokeLinejoin="round">
        <rect x="30" y="10" width="140" height="110" rx="8" fill="#fff8e7" />
        <rect x="42" y="22" width="116" height="38" rx="4" strokeDasharray="8 6" />
        <rect x="42" y="70" width="52" height="38" rx="4" strokeDasharray="8 6" />
        <rect x="106" y="70" width="52" height="38" rx="4" strokeDasharray="8 6" />
      </g>
      <g transform="rotate(35 160 40)" stroke="#1b1530" strokeWidth="4" strokeLinejoin="round">
        <rect x="150" y="8" width="20" height="70" rx="3" fill="#ffd23f" />
        <rect x="150" y="8" width="20" height="12" rx="3" fill="#ff4f5e" />
        <path d="M150 78 L160 98 L170 78 Z" fill="#f3c46b" />
        <path d="M156.5 91 L160 98 L163.5 91 Z" fill="#1b1530" />
      </g>
    </svg>
  );
}

export function StoriesGridSkeleton() {
  const t = useT();
  return (
    <ul aria-label={t('home.loadingStories')} className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="aspect-[3/4] animate-pulse rounded-2xl border-[3px] border-ink/20 bg-white/70" />
      ))}
    </ul>
  );
}

/**
 * New Story: a floating button from sm up; on phones it sits in the page header instead, where it covers no card's
 * byline (a floating one would sit on the two-column grid).
 */
export function NewStoryButton({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  const t = useT();
  const plus = (
    <LineIcon className="size-5" viewBox="0 0 20 20" strokeWidth="3" strokeLinejoin="miter">
      <path d="M10 4v12M4 10h12" />
    </LineIcon>
  );
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        aria-busy={busy}
        className="btn btn-primary fixed end-8 bottom-8 z-30 rounded-full px-5 py-3 text-lg max-sm:hidden"
      >
        {plus}
        {t('home.newStory')}
      </button>
      <HeaderAction>
        <button
          type="button"
          onClick={onClick}
          disabled={busy}
          aria-busy={busy}
          aria-label={t('home.newStory')}
          // In a crowded header it shrinks first, down to its icon: its word then wraps onto a second line, below
          // the button's one-line height and padding, which it hides (its name is the label).
          className="btn btn-primary h-[calc(1lh+0.75rem+6px)] min-w-[calc(1.25rem+1.5rem+6px)] shrink-[1000] flex-wrap gap-x-1 gap-y-3 overflow-hidden px-3 py-1.5 whitespace-nowrap sm:hidden"
        >
          {plus}
          {/* Icon only on the narrowest phones. */}
          <span className="max-[359px]:sr-only">{t('home.new')}</span>
        </button>
      </HeaderAction>
    </>
  );
}
