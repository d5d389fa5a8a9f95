// The crash fallback: used by the router's error component and the top-level error boundary.
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { LogoMark } from './logo';
import { PowPanelArt } from './comic-art';
import { usePageTitle } from '../lib/page-title';
import { useT } from '../lib/i18n-react';

export function CrashFallback({ error }: { error: unknown }) {
  const t = useT();
  usePageTitle(t('crash.title'));
  useEffect(() => {
    console.error('Unexpected error', error);
  }, [error]);
  return (
    <div role="alert" className="grid min-h-[75dvh] place-items-center px-5 py-12">
      <div className="card w-full max-w-lg overflow-hidden text-center">
        <div className="border-b-[3px] border-ink">
          <PowPanelArt word={t('crash.art')} cover className="block h-44 w-full" />
        </div>
        <div className="px-6 py-8 sm:px-10">
          <h1 className="text-4xl text-ink sm:text-5xl">{t('crash.title')}</h1>
          <p className="mt-3 text-lg text-ink-soft">{t('crash.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              {t('crash.tryAgain')}
            </button>
            {/* A full page load: whatever broke may be the router itself. */}
            <a href="/" className="btn btn-plain">
              {t('crash.goHome')}
            </a>
          </div>
          <p className="mt-8 flex items-center justify-center gap-2 text-sm text-ink-soft">
            <LogoMark className="size-5" /> Panelcraft
          </p>
        </div>
      </div>
    </div>
  );
}

/** Catches render crashes outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(_error: unknown, info: ErrorInfo) {
    console.error('Component stack', info.componentStack);
  }

  render() {
    return this.state.failed ? <CrashFallback error={this.state.error} /> : this.props.children;
  }
}
