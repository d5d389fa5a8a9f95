// The home hero: 'Interactive Story Builder' with the prompt box and Play (the box shows from md up).
import { useState, type FormEvent } from 'react';
import { PowPanelArt, RobotPanelArt } from '../../../components/comic-art';
import { Spinner } from '../../../components/spinner';
import { charLimit } from '../../../lib/char-limit';
import { useHydrated } from '../../../lib/hydrated';
import { T, useT } from '../../../lib/i18n-react';

interface HomeHeroProps {
  onPlay: (prompt: string) => Promise<boolean>;
  busy: boolean;
}

export function HomeHero({ onPlay, busy }: HomeHeroProps) {
  const t = useT();
  const [prompt, setPrompt] = useState('');
  const trimmed = prompt.trim();
  // Rendered on the server, the box waits read-only for the app: what was typed before would be reset by hydration.
  const hydrated = useHydrated();

  async function play(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || busy) return;
    if (await onPlay(trimmed)) setPrompt('');
  }

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b-[3px] border-ink bg-sun">
      <div
        aria-hidden="true"
        className="halftone absolute inset-0 -z-10 text-sun-deep [mask-image:radial-gradient(80%_100%_at_100%_0%,black,transparent_75%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <div>
          <p className="inline-block -rotate-1 rounded-lg border-[3px] border-ink bg-white px-3 py-1 text-sm font-bold tracking-wide uppercase shadow-comic-sm">
            {t('home.kicker')}
          </p>
          <h1 id="hero-title" className="hero-title mt-4 text-[3.1rem] leading-[0.95] text-ink sm:text-6xl lg:text-7xl">
            <T
              id="home.title"
              components={{ 0: <span className="text-pop [text-shadow:3px_3px_0_var(--color-ink)]" /> }}
            />
          </h1>
          <p className="mt-4 max-w-xl text-lg font-bold text-ink/85 sm:text-xl">{t('home.subtitle')}</p>

          <form onSubmit={(event) => void play(event)} className="mt-7 hidden max-w-xl gap-3 md:flex">
            <label htmlFor="story-prompt" className="sr-only">
              {t('home.promptLabel')}
            </label>
            <input
              id="story-prompt"
              dir="auto"
              value={prompt}
              {...charLimit(500, prompt, setPrompt)}
              placeholder={t('home.promptPlaceholder')}
              readOnly={!hydrated}
              className="field-input flex-1 py-3 text-lg shadow-comic"
            />
            <button type="submit" disabled={!trimmed || busy} className="btn btn-primary px-6 text-lg">
              {busy ? <Spinner /> : <PlayIcon />}
              {t('home.play')}
            </button>
          </form>
        </div>

        <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden="true">
          <div className="rotate-1 overflow-hidden rounded-xl border-[3px] border-ink bg-white p-2 shadow-comic-lg">
            <div className="overflow-hidden rounded-md border-[3px] border-ink">
              <RobotPanelArt className="block h-auto w-full" />
            </div>
          </div>
          <div className="absolute -bottom-5 -start-1 w-24 sm:-start-3 -rotate-6 overflow-hidden rounded-lg border-[3px] border-ink shadow-comic sm:w-28">
            <PowPanelArt word={t('home.art')} className="block h-auto w-full" />
          </div>
        </div>
      </div>
    </section>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-current rtl:-scale-x-100">
      <path d="M5 3.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L6.5 2.64A1 1 0 0 0 5 3.5Z" />
    </svg>
  );
}
