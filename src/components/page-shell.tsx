// The page shell: header with the logo and either the account menu or a Sign In link (neither
// while the session check runs, so a signed-in author never sees 'Sign In' flash), and a slot where a page can put
// its own header action (HeaderAction). Where a language's words are long, the header fits its row by CSS alone, so
// the server's page is already right: the header action gives up its words first, then the wordmark goes (each wraps
// onto a line its box hides; the marks and the links' names stay).
import { Link } from '@tanstack/react-router';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAuth } from '../lib/auth';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import { LanguagePicker } from './language-picker';
import { useT } from '../lib/i18n-react';
import { PRODUCT_NAME } from '../shared/limits';

const HeaderSlot = createContext<HTMLElement | null>(null);

/** Puts its children in the page header, before the account controls (home's New Story on phones). */
export function HeaderAction({ children }: { children: ReactNode }) {
  const slot = useContext(HeaderSlot);
  return slot ? createPortal(children, slot) : null;
}

export function PageShell({ children }: { children: ReactNode }) {
  const { user, isAuthenticated, isLoading } = useAuth();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-bold focus:shadow-comic"
      >
        {t('shell.skip')}
      </a>
      <header className="site-header sticky top-0 z-40 border-b-[3px] transition-transform duration-200 motion-reduce:transition-none border-ink bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        {/* Phones from 320 px: tighter padding and a smaller wordmark keep the account control whole. When the row is
            short, the header action shrinks first (its flex-shrink outweighs the brand's), down to its icon; then the
            brand, down to its mark. */}
        <div className="mx-auto flex h-16 max-w-6xl min-w-0 items-center gap-2 px-3 min-[400px]:px-4 sm:gap-4 sm:px-6">
          <Logo fit />
          <div className="contents">
            <div ref={setSlot} className="contents" />
            <nav aria-label={t('shell.account')} aria-busy={isLoading || undefined} className="shrink-0">
              {isLoading ? (
                // Holds the place of either control until the session is known.
                <span
                  data-testid="account-pending"
                  className="block h-10 w-[4.5rem] animate-pulse rounded-full bg-ink/10"
                />
              ) : isAuthenticated && user ? (
                <UserMenu user={user} />
              ) : (
                <Link to="/login" className="btn btn-sun px-3 py-1.5 whitespace-nowrap min-[400px]:px-4">
                  {t('shell.signIn')}
                </Link>
              )}
            </nav>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <HeaderSlot.Provider value={slot}>{children}</HeaderSlot.Provider>
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3 border-t-2 border-dashed border-ink/15 px-4 py-6 text-center text-sm text-ink-soft">
        <span>{t('shell.footer', { product: PRODUCT_NAME })}</span>
        <LanguagePicker />
      </footer>
    </div>
  );
}
