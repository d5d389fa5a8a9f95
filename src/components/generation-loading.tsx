// The loading screen for long AI work: a rotating icon, the status list (done, active,
// pending), an elapsed timer, the expected duration and a floating gallery of recent panels (at most 6 tiles, at most
// 2 copies of one picture; a failed gallery load shows nothing).
import { useT } from '../lib/i18n-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatElapsed } from '../lib/format';
import { pickGalleryTiles } from '../lib/gallery';
import type { StepState } from '../lib/onboarding';
import { useTRPC } from '../lib/trpc';
import { Spinner } from './spinner';
import { Icon } from './icons';
import { useDialogFocus } from './modal';

export interface LoadingStep {
  id: string;
  label: string;
  state: StepState;
}

/** Seconds since `running` turned true (0 while not running). */
export function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    setSeconds(0);
  }
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

export function ElapsedTimer({ running, className = '' }: { running: boolean; className?: string }) {
  const t = useT();
  const seconds = useElapsedSeconds(running);
  return (
    <span
      className={`font-bold tabular-nums ${className}`}
      aria-label={t('editor.loading.elapsed', { time: formatElapsed(seconds) })}
    >
      <Icon name="clock" className="me-1 inline size-4 align-[-3px]" />
      {formatElapsed(seconds)}
    </span>
  );
}

/** The comic starburst that turns while work runs. */
export function RotatingIcon({ className = 'size-20' }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className={`animate-[spin_3.5s_linear_infinite] ${className}`}>
      <path
        d="M50 4 l9 18 l19 -9 l-3 21 l21 3 l-15 15 l15 15 l-21 3 l3 21 l-19 -9 l-9 18 l-9 -18 l-19 9 l3 -21 l-21 -3 l15 -15 l-15 -15 l21 -3 l-3 -21 l19 9 z"
        fill="#ffd23f"
        stroke="#1b1530"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="50" r="15" fill="#ff4f5e" stroke="#1b1530" strokeWidth="4" />
      <path d="M44 44 l14 6 l-14 6 z" fill="#fff" stroke="#1b1530" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}

export function StatusList({ steps }: { steps: readonly LoadingStep[] }) {
  const t = useT();
  return (
    <ol className="space-y-2" aria-label={t('editor.loading.progress')}>
      {steps.map((step) => (
        <li
          key={step.id}
          data-state={step.state}
          aria-current={step.state === 'active' ? 'step' : undefined}
          className={`flex items-center gap-3 rounded-xl border-2 px-3 py-2 font-bold transition ${
            step.state === 'active'
              ? 'border-ink bg-sky-soft shadow-comic-sm'
              : step.state === 'done'
                ? 'border-ink/30 bg-mint/10 text-ink'
                : 'border-ink/15 bg-white/60 text-ink-soft'
          }`}
        >
          <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center">
            {step.state === 'done' ? (
              <span className="grid size-6 place-items-center rounded-full border-2 border-ink bg-mint text-xs text-white">
                ✓
              </span>
            ) : step.state === 'active' ? (
              <Spinner className="size-5 text-sky" />
            ) : (
              <span className="size-3 rounded-full border-2 border-ink/30" />
            )}
          </span>
          <span>{step.label}</span>
          <span className="sr-only">
            {t(
              step.state === 'done'
                ? 'editor.progress.stateDone'
                : step.state === 'active'
                  ? 'editor.progress.stateActive'
                  : 'editor.progress.stateWaiting',
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Where the floating tiles sit, around the edges so they never cover the status card. */
const TILE_SLOTS = [
  'top-[8%] left-[4%] [--tilt:-6deg]',
  'top-[12%] right-[5%] [--tilt:5deg]',
  'top-[44%] left-[2%] [--tilt:4deg]',
  'top-[48%] right-[3%] [--tilt:-5deg]',
  'bottom-[8%] left-[8%] [--tilt:-3deg]',
  'bottom-[10%] right-[9%] [--tilt:7deg]',
] as const;

function FloatingGallery({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  const images = useQuery({ ...trpc.stories.randomImages.queryOptions(), enabled, retry: false, staleTime: 60_000 });
  const tiles = images.isSuccess ? pickGalleryTiles(images.data.data.images) : [];
  if (!tiles.length) return null;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden max-md:opacity-40"
      data-gallery=""
    >
      {tiles.map((url, index) => (
        <img
          key={`${url}-${index}`}
          src={url}
          alt=""
          loading="lazy"
          style={{ animationDelay: `${index * -0.8}s` }}
          className={`absolute w-20 animate-float rounded-lg border-[3px] border-ink object-cover shadow-comic sm:w-28 ${TILE_SLOTS[index]}`}
        />
      ))}
    </div>
  );
}

interface LoadingScreenProps {
  open: boolean;
  title: string;
  steps: readonly LoadingStep[];
  /** The expected duration ('This usually takes 30-60 seconds'). */
  hint?: string;
  /** The work is over: no turning icon, running clock or expected duration ('ready' at 0:00 read as fake). */
  done?: boolean;
}

/** A full-screen cover while a long generation runs; it cannot be dismissed (it closes when the work ends). */
export function LoadingScreen({ open, title, steps, hint, done = false }: LoadingScreenProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const active = steps.find((step) => step.state === 'active') ?? steps.at(-1);

  useDialogFocus(open, ref);

  if (!open) return null;
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy={!done}
      tabIndex={-1}
      // Nothing inside takes focus, so Tab stays on the screen itself.
      onKeyDown={(event) => event.key === 'Tab' && event.preventDefault()}
      className="fixed inset-0 z-[60] grid animate-fade-in place-items-center overflow-y-auto bg-paper/95 p-4 outline-none"
      data-loading-screen=""
    >
      <div aria-hidden="true" className="halftone pointer-events-none absolute inset-0 text-sun/40" />
      <FloatingGallery enabled={open} />
      <div className="relative w-full max-w-md animate-pop-in rounded-2xl border-[3px] border-ink bg-white p-6 text-center shadow-comic-lg">
        {done ? (
          <span
            aria-hidden="true"
            className="mx-auto grid size-20 place-items-center rounded-full border-[3px] border-ink bg-mint text-4xl text-white"
          >
            ✓
          </span>
        ) : (
          <RotatingIcon className="mx-auto size-20" />
        )}
        <h2 id={titleId} className="mt-3 text-3xl leading-tight">
          {title}
        </h2>
        {!done && (
          <div className="mt-1 flex items-center justify-center gap-3 text-sm text-ink-soft">
            <ElapsedTimer running={open} />
            {hint && <span>{hint}</span>}
          </div>
        )}
        <div className="mt-5 text-start">
          <StatusList steps={steps} />
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {active && active.label}
        </p>
      </div>
    </div>,
    document.body,
  );
}
