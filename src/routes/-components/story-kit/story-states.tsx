// The reader's loading, error and no-scenes screens.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useT } from '../../../lib/i18n-react';

function Panel({ children, tone = 'bg-white' }: { children: ReactNode; tone?: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div className={`rounded-2xl border-[3px] border-ink ${tone} px-6 py-12 text-center shadow-comic-lg`}>
        {children}
      </div>
    </div>
  );
}

export function StoryLoading() {
  // The route's pending screen: shown before the reader's catalogue has loaded, so its words are in `common`.
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 px-4 py-24">
      <div className="grid size-16 place-items-center rounded-2xl border-[3px] border-ink bg-sun shadow-comic">
        <Spinner className="size-8 text-ink" />
      </div>
      <p className="font-display text-2xl tracking-wider text-ink">{t('story.loading')}</p>
    </div>
  );
}

export function StoryLoadError({ message }: { message: string }) {
  const t = useT();
  return (
    <Panel tone="bg-[#ffe6e8]">
      <h1 className="text-5xl text-ink">{t('reader.errorTitle')}</h1>
      <p className="mt-3 text-lg text-ink-soft">{message}</p>
      <Link to="/" className="btn btn-primary mt-7 text-lg">
        {t('notFound.goHome')}
      </Link>
    </Panel>
  );
}

export function NoScenes({ storyId, isOwner }: { storyId: string; isOwner: boolean }) {
  const t = useT();
  return (
    <Panel>
      <h1 className="text-5xl text-ink">{t('reader.noScenesTitle')}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t('reader.noScenesText')}</p>
      {isOwner ? (
        <Link to="/story/$storyId" params={{ storyId }} className="btn btn-sun mt-7 text-lg">
          {t('reader.editStory')}
        </Link>
      ) : (
        <p className="mt-5 font-bold">{t('reader.checkBack')}</p>
      )}
    </Panel>
  );
}
