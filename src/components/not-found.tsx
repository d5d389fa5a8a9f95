// Page Not Found, inside the page shell so the way back is obvious.
import { Link } from '@tanstack/react-router';
import { PageShell } from './page-shell';
import { usePageTitle } from '../lib/page-title';
import { useT } from '../lib/i18n-react';

export function NotFoundPage() {
  return (
    <PageShell>
      <NotFoundContent />
    </PageShell>
  );
}

/** Page Not Found inside a page that already has the shell (a reader of a story that is not there, or private). */
export function NotFoundContent() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-16 text-center sm:py-24">
      <div className="relative mb-8" aria-hidden="true">
        <div className="halftone absolute -inset-6 -z-10 rounded-full text-sun-deep/40" />
        <div className="-rotate-3 rounded-2xl border-[3px] border-ink bg-sun px-8 py-3 shadow-comic-lg">
          <span className="font-display text-7xl leading-none tracking-wider text-white text-stroke [text-shadow:4px_4px_0_var(--color-ink)] sm:text-8xl">
            404
          </span>
        </div>
        <div className="absolute -right-10 -top-6 rotate-6 rounded-xl border-[3px] border-ink bg-white px-3 py-1 font-display text-xl tracking-wide shadow-comic-sm">
          {t('notFound.huh')}
        </div>
      </div>
      <h1 className="text-5xl text-ink sm:text-6xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-lg text-lg text-ink-soft">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary mt-8 text-lg">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}

/** A story or user that is not there, in the page: what was missing, why, and the way home. */
export function NotFoundCard({ title, message, homeLabel }: { title: string; message: string; homeLabel: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className="rounded-2xl border-[3px] border-ink bg-white px-6 py-12 text-center shadow-comic-lg">
        <h1 className="text-5xl text-ink">{title}</h1>
        <p className="mt-3 text-lg text-ink-soft">{message}</p>
        <Link to="/" className="btn btn-primary mt-7 text-lg">
          {homeLabel}
        </Link>
      </div>
    </div>
  );
}
