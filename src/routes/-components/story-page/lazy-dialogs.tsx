// The story page's dialogs (art style, media, characters and locations, settings) and the onboarding wizard, loaded on
// first use so a story page that never opens them does not download them. A dialog mounts the first time it opens and
// then stays mounted (its closing animation).
// A piece whose code fails to load (offline, or a tab opened before a deploy removed its file) fails where it is: the
// dialog says so and offers Retry and a reload that keeps what was typed; the rest of the page goes on.
import { useT } from '../../../lib/i18n-react';
import { Component, lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { Loading } from '../../../components/spinner';
import { useOnline } from '../../../lib/online';
import { reloadKeepingDrafts } from '../../../lib/drafts';

const storyModals = () => import('../story-modals');

/**
 * A loader to try again after a failure: React.lazy keeps a rejected promise for good, and Chromium keeps a failed module
 * too, so a retry asks for the failed file again under a query string of its own.
 */
function retryable<T>(load: () => Promise<T>, pick: (module: T) => unknown) {
  let failedUrl: string | undefined;
  let attempts = 0;
  return async () => {
    try {
      const module = failedUrl
        ? ((await import(/* @vite-ignore */ `${failedUrl}?retry=${++attempts}`)) as T)
        : await load();
      return pick(module);
    } catch (error) {
      failedUrl = /https?:\/\/\S+?\.js/.exec(error instanceof Error ? error.message : '')?.[0] ?? failedUrl;
      throw error;
    }
  };
}

const fromModals = (name: keyof Awaited<ReturnType<typeof storyModals>>) =>
  retryable(storyModals, (module) => module[name]);

/** Catches the piece's failed load (or a crash inside it) and shows `fallback` instead, for this piece only. */
class PieceBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('A part of the page failed to load', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.setState({ failed: false });
      this.props.onRetry();
    });
  }
}

/** A fresh lazy component per attempt (a failed lazy component stays failed). */
function useAttempt<P>(load: () => Promise<unknown>) {
  const fresh = () => lazy(async () => ({ default: (await load()) as ComponentType<P> }));
  const [Piece, setPiece] = useState(fresh);
  return { Piece, retry: () => setPiece(() => fresh()) };
}

export const LOAD_FAILED_TITLE = 'editor.lazy.failedTitle';

function LoadFailedMessage({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const online = useOnline();
  return (
    <div role="alert" data-testid="load-failed" className="space-y-4">
      <p className="text-lg">{t(online ? 'editor.lazy.updated' : 'editor.lazy.offline')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary px-4 py-2" onClick={onRetry}>
          {t('editor.common.retry')}
        </button>
        <button type="button" className="btn btn-plain px-4 py-2" onClick={reloadKeepingDrafts}>
          {t('editor.lazy.reload')}
        </button>
      </div>
    </div>
  );
}

/** Renders the dialog from the first time `open` is true; nothing (and no download) before that. */
function onFirstOpen<P extends { open: boolean; onClose: () => void }>(load: () => Promise<unknown>) {
  return function DialogOnFirstOpen(props: P) {
    const t = useT();
    const [opened, setOpened] = useState(props.open);
    const { Piece, retry } = useAttempt<P>(load);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <PieceBoundary
        onRetry={retry}
        fallback={(again) => (
          <Modal open={props.open} onClose={props.onClose} title={t(LOAD_FAILED_TITLE)}>
            <LoadFailedMessage onRetry={again} />
          </Modal>
        )}
      >
        <Suspense
          fallback={
            props.open ? (
              <Modal open onClose={props.onClose} title={t('editor.common.loading')}>
                <Loading className="py-4">{t('editor.common.loading')}</Loading>
              </Modal>
            ) : null
          }
        >
          <Piece {...props} />
        </Suspense>
      </PieceBoundary>
    );
  };
}

type Props<K extends keyof Awaited<ReturnType<typeof storyModals>>> =
  Awaited<ReturnType<typeof storyModals>>[K] extends ComponentType<infer P> ? P : never;

export const ArtStyleDialog = onFirstOpen<Props<'ArtStyleDialog'>>(fromModals('ArtStyleDialog'));
export const EditMediaDialog = onFirstOpen<Props<'EditMediaDialog'>>(fromModals('EditMediaDialog'));
export const EntityDialog = onFirstOpen<Props<'EntityDialog'>>(fromModals('EntityDialog'));
export const EntityListModal = onFirstOpen<Props<'EntityListModal'>>(fromModals('EntityListModal'));
export const StorySettingsModal = onFirstOpen<Props<'StorySettingsModal'>>(fromModals('StorySettingsModal'));

const loadWizard = retryable(
  () => import('../onboarding'),
  (module) => module.OnboardingWizard,
);

/** The wizard, with its own loading line and the same failed-load message in place of the wizard. */
export function OnboardingWizard(props: ComponentProps<typeof import('../onboarding').OnboardingWizard>) {
  const t = useT();
  const { Piece, retry } = useAttempt<typeof props>(loadWizard);
  return (
    <PieceBoundary onRetry={retry} fallback={(again) => <LoadFailedMessage onRetry={again} />}>
      <Suspense fallback={<Loading className="justify-center py-16">{t('editor.page.preparing')}</Loading>}>
        <Piece {...props} />
      </Suspense>
    </PieceBoundary>
  );
}
