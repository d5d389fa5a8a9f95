// The frame shared by sign-in and sign-up: the 'Tell your story' promo beside the form card.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n-react';
import { usePageTitle } from '../../lib/page-title';
import { SIGN_IN_REASON_IDS } from '../../lib/pending-action';
import type { LoginSearch } from '../../lib/redirect';
import { ComicPage, PowPanelArt } from '../../components/comic-art';
import { Logo } from '../../components/logo';
import { AUTH_PROMO, AUTH_SCREENS } from '../../shared/auth-screens';
import { LanguagePicker } from '../../components/language-picker';

function StoryPromo() {
  const t = useT();
  return (
    <aside
      aria-labelledby="promo-title"
      className="relative isolate overflow-clip border-b-[3px] border-ink bg-sun lg:min-h-dvh lg:border-e-[3px] lg:border-b-0"
    >
      <div
        aria-hidden="true"
        className="halftone absolute inset-0 -z-10 text-sun-deep [mask-image:radial-gradient(120%_90%_at_100%_0%,black,transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="halftone absolute inset-0 -z-10 text-white/50 [mask-image:radial-gradient(90%_70%_at_0%_100%,black,transparent_70%)]"
      />

      {/* The column's colour runs the form's full height; its content stays in view while a long form scrolls. */}
      <div className="mx-auto flex h-full max-w-2xl flex-col px-5 pt-5 pb-7 sm:px-8 lg:sticky lg:top-0 lg:h-dvh lg:px-12 lg:py-9">
        <Logo />
        <div className="mt-5 flex items-center justify-between gap-4 lg:my-auto lg:block lg:pt-6">
          <div>
            <h2
              id="promo-title"
              className="font-display text-[2.9rem] leading-[0.95] tracking-wide text-white text-stroke [text-shadow:3px_3px_0_var(--color-ink)] sm:text-6xl lg:text-7xl lg:[text-shadow:5px_5px_0_var(--color-ink)]"
            >
              {t(AUTH_PROMO.title)}
            </h2>
            <p className="mt-3 max-w-md text-base font-bold text-ink sm:text-lg lg:mt-4 lg:text-xl">
              {t(AUTH_PROMO.text)}
            </p>
          </div>
          <div className="w-24 shrink-0 rotate-6 overflow-hidden rounded-lg border-[3px] border-ink shadow-comic sm:w-28 lg:hidden">
            <PowPanelArt className="block h-auto w-full" />
          </div>

          {/* Sized by the window's height too, so the whole page fits beside the form without scrolling. */}
          <div className="relative mt-9 hidden w-full max-w-[min(28rem,calc(100dvh-24rem))] lg:block">
            <ComicPage className="-rotate-2" />
            <div className="absolute -end-6 -bottom-4 rotate-3 rounded-2xl border-[3px] border-ink bg-white px-4 py-2 font-display text-xl tracking-wide shadow-comic">
              {t('auth.promo.bubble')}
            </div>
          </div>
        </div>
      </div>
    </aside>
  );
}

/** The link under each form to the other one, which keeps where the visitor was going and why. */
const SWITCH = {
  login: { to: '/register', question: 'auth.login.switchQuestion', link: 'auth.login.switchLink' },
  register: { to: '/login', question: 'auth.register.switchQuestion', link: 'auth.register.switchLink' },
} as const;

interface AuthScreenProps {
  screen: keyof typeof AUTH_SCREENS;
  /** `?redirect=` and why sign-in was asked for (`?reason=`, shown above the form). */
  search: LoginSearch;
  children: ReactNode;
}

export function AuthScreen({ screen, search, children }: AuthScreenProps) {
  const { pageTitle, title, subtitle } = AUTH_SCREENS[screen];
  const { redirect, reason } = search;
  const other = SWITCH[screen];
  const t = useT();
  usePageTitle(t(pageTitle));
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <StoryPromo />
      <main className="flex justify-center px-5 py-9 sm:px-8 lg:items-center lg:py-12">
        <div className="w-full max-w-md">
          <h1 className="text-[2.6rem] leading-none text-ink sm:text-5xl">{t(title)}</h1>
          <p className="mt-2 text-lg text-ink-soft">{t(subtitle)}</p>
          {reason && (
            <p
              role="status"
              data-testid="sign-in-reason"
              className="mt-5 flex gap-2.5 rounded-xl border-[3px] border-ink bg-sun px-4 py-3 font-bold text-ink shadow-comic-sm"
            >
              <span aria-hidden="true" className="text-xl leading-6">
                ✋
              </span>
              <span>{t(SIGN_IN_REASON_IDS[reason])}</span>
            </p>
          )}
          <div className="card mt-6 p-5 sm:p-8">{children}</div>
          <p className="mt-6 text-center text-base text-ink-soft">
            {t(other.question)}{' '}
            <Link to={other.to} search={{ redirect, reason }} className="link">
              {t(other.link)}
            </Link>
          </p>
          <div className="mt-4 flex justify-center">
            <LanguagePicker />
          </div>
        </div>
      </main>
    </div>
  );
}
