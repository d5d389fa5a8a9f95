// The signed-in user's avatar button and its menu: name and email, Profile & Settings, Sign Out.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMenu } from '../lib/use-menu';
import { useAuthStore, type AuthUser } from '../lib/auth';
import { playSound } from '../lib/sound';
import { displayName } from '../shared/user-display';
import { Avatar } from './avatar';
import { useT } from '../lib/i18n-react';
import { LineIcon } from './icons';

export function UserMenu({ user }: { user: AuthUser }) {
  const { open, setOpen, rootRef, onButtonKeyDown, buttonProps, menuProps } = useMenu();
  const [signingOut, setSigningOut] = useState(false);
  const auth = useAuthStore();
  const navigate = useNavigate();
  const t = useT();
  const name = displayName(user) || t('menu.userFallback');

  async function signOut() {
    setSigningOut(true);
    playSound('swoosh');
    // Leave the guarded page first, so the guard does not bounce us to /login with this page remembered.
    await navigate({ to: '/login' });
    await auth.logout();
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        aria-label={t('menu.label', { name })}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => onButtonKeyDown(event)}
        className="flex items-center gap-1.5 rounded-full p-0.5 pe-2 transition hover:bg-paper-deep"
      >
        <Avatar user={user} />
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path
            d="M5 7.5 10 12.5 15 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>

      {open && (
        <div
          {...menuProps}
          aria-label={t('shell.account')}
          className="absolute end-0 z-50 mt-3 w-72 max-w-[calc(100vw-1rem)] origin-top-right animate-pop-in rtl:origin-top-left rounded-2xl border-[3px] border-ink bg-white p-2 shadow-comic-lg"
        >
          <div className="flex items-center gap-3 rounded-xl bg-paper px-3 py-3">
            <Avatar user={user} size="md" />
            <div className="min-w-0">
              <p dir="auto" className="truncate font-bold text-ink" data-user-content="">
                {name}
              </p>
              <p dir="ltr" className="truncate text-start text-sm text-ink-soft" data-user-content="">
                {user.email}
              </p>
            </div>
          </div>
          <div className="my-2 border-t-2 border-dashed border-ink/20" role="separator" />
          <Link
            to="/dashboard"
            role="menuitem"
            onClick={() => setOpen(false)}
            className="flex items-center gap-3 rounded-xl px-3 py-2.5 font-bold outline-none hover:bg-sun/40 focus-visible:bg-sun/40 focus-visible:outline-none"
          >
            <MenuIcon path="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />
            {t('menu.settings')}
          </Link>
          <button
            type="button"
            role="menuitem"
            disabled={signingOut}
            onClick={() => void signOut()}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start font-bold text-pop-deep outline-none hover:bg-pop/10 focus-visible:bg-pop/10 focus-visible:outline-none"
          >
            <MenuIcon path="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
            {t('menu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}

function MenuIcon({ path }: { path: string }) {
  return (
    <LineIcon className="size-5 shrink-0" strokeWidth="2.4">
      <path d={path} />
    </LineIcon>
  );
}
