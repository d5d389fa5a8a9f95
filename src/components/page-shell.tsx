// The page shell (spec 01 section 2): header with the logo and either the account menu or a Sign In link.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

export function PageShell({ children }: { children: ReactNode }) {
  const { user, isAuthenticated } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-bold focus:shadow-comic">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b-[3px] border-ink bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Account">
            {isAuthenticated && user ? (
              <UserMenu user={user} />
            ) : (
              <Link to="/login" className="btn btn-sun px-4 py-1.5">
                Sign In
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t-2 border-dashed border-ink/15 py-6 text-center text-sm text-ink-soft">
        Made with ink and imagination · Panelcraft
      </footer>
    </div>
  );
}
