// The brand: a speech-bubble mark and the Bangers wordmark; links home.
import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../shared/limits';
import { useT } from '../lib/i18n-react';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect x="4" y="6" width="56" height="42" rx="8" fill="#ffd23f" stroke="#1b1530" strokeWidth="5" />
      <path d="M18 47 L13 59 L31 47" fill="#ffd23f" stroke="#1b1530" strokeWidth="5" strokeLinejoin="round" />
      <path d="M16 20 H48 M16 32 H38" stroke="#1b1530" strokeWidth="5" strokeLinecap="round" />
      <circle cx="48" cy="32" r="3.5" fill="#ff4f5e" />
    </svg>
  );
}

/**
 * `fit`: in the page header, the link takes the row's room left over (down to its mark) and the wordmark, when it no
 * longer fits beside the mark, wraps onto a second line the link cuts off: whole or gone, never cut partway (the cut
 * lies 4 px outside the link, so the last letter's shadow shows; the second line starts further down). An empty item
 * after the wordmark adds half a pixel to the line, which is what the link gives up first: while the header action
 * shrinks (a thousand times the link's share, a tenth of a pixel), the empty item wraps and the wordmark stays.
 */
export function Logo({ size = 'md', fit = false }: { size?: 'md' | 'lg'; fit?: boolean }) {
  // The page header's wordmark shrinks on the narrowest phones so the account control beside it stays whole.
  const t = useT();
  const text = size === 'lg' ? 'text-4xl' : 'text-[1.45rem] min-[360px]:text-[1.6rem] min-[400px]:text-[1.9rem]';
  return (
    <Link
      to="/"
      aria-label={t('shell.logoHome', { product: PRODUCT_NAME })}
      // The product's name is the same in every language (the i18n walk skips it).
      data-brand=""
      translate="no"
      className={`group inline-flex items-center gap-1.5 rounded-lg min-[400px]:gap-2 focus-visible:outline-offset-4 ${fit ? 'me-auto h-9 min-w-8 flex-wrap gap-y-3 overflow-clip [overflow-clip-margin:4px] min-[400px]:min-w-9' : 'min-w-0'}`}
    >
      <LogoMark
        className={`${size === 'lg' ? 'size-11' : 'size-8 min-[400px]:size-9'} shrink-0 transition-transform group-hover:-rotate-6`}
      />
      <span className={`font-display leading-none tracking-wider ${text}`}>
        <span className="text-ink">Panel</span>
        <span className="text-pop [text-shadow:2px_2px_0_var(--color-ink)]">craft</span>
      </span>
      {fit && <span aria-hidden="true" className="-ms-[calc(0.375rem-0.5px)] min-[400px]:-ms-[calc(0.5rem-0.5px)]" />}
    </Link>
  );
}
