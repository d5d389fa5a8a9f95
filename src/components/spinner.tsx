// Loading indicators: an inline spinner, a loading line and the full-page 'Loading...' of the route guard.
import { useT } from '../lib/i18n-react';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A line saying something is on its way, with the spinner, announced politely (`className` adds spacing). */
export function Loading({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 font-bold text-ink-soft ${className}`}>
      <Spinner /> {children}
    </p>
  );
}

export function FullPageLoading() {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="grid min-h-dvh place-items-center bg-paper px-6">
      <div className="flex flex-col items-center gap-4">
        <div className="grid size-16 place-items-center rounded-2xl border-[3px] border-ink bg-sun shadow-comic">
          <Spinner className="size-8 text-ink" />
        </div>
        <p className="font-display text-2xl tracking-wider text-ink">{t('shell.loading')}</p>
      </div>
    </div>
  );
}
