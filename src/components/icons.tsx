// Small line icons for buttons and placeholders, drawn in SVG so they look the same with or without an emoji font.
import type { SVGProps } from 'react';

type IconName =
  'sparkles' | 'rocket' | 'image' | 'bulb' | 'clock' | 'person' | 'place' | 'refresh' | 'upload' | 'palette';

const PATHS: Record<IconName, string> = {
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8zM5 15l.6 1.4L7 17l-1.4.6L5 19l-.6-1.4L3 17l1.4-.6z',
  rocket:
    'M14 4c3-1.5 5.5-1 6 0 1 .5 1.5 3 0 6l-6 6-6-6zM8 10l-4 1 2 3M14 16l-1 4-3-2M15.5 8.5h.01M6 18c-1 1-1.5 2.5-1.5 2.5S6 20 7 19',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9h.01',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
  place: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  palette:
    'M12 3a9 9 0 0 0 0 18c1 0 1.6-.7 1.6-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.6-.4-1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-7.9-9-7.9zM7.5 12h.01M9.5 7.5h.01M14.5 7.5h.01M17 11h.01',
};

/**
 * The frame every line icon is drawn in: a 24-unit box stroked in the text's colour with round ends, hidden from screen
 * readers (the button or link beside it says what it does).
 */
export function LineIcon({
  className = 'size-5',
  viewBox = '0 0 24 24',
  strokeWidth = 2.5,
  strokeLinecap = 'round',
  strokeLinejoin = 'round',
  children,
}: Pick<
  SVGProps<SVGSVGElement>,
  'className' | 'viewBox' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin' | 'children'
>) {
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={strokeLinecap}
      strokeLinejoin={strokeLinejoin}
    >
      {children}
    </svg>
  );
}

export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return (
    <LineIcon className={`shrink-0 ${className}`} strokeWidth="2.2">
      <path d={PATHS[name]} />
    </LineIcon>
  );
}

// The like and remix buttons' icons live here, not in their buttons' modules: a story card draws them, and importing
// them from the buttons brought the buttons' code (and their dialog) into the home page's download.
export function HeartIcon({ filled, className = 'size-5' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7 4.5c2 0 3.4 1 5 3 1.6-2 3-3 5-3 3.3 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
    </svg>
  );
}

export function RemixIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M4 7h11l-3-3M20 17H9l3 3" />
      <path d="M4 7v3M20 17v-3" />
    </LineIcon>
  );
}
