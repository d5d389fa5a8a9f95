// 'Download story': a menu of PDF, comic book (CBZ) and webtoon strip, each built in the browser with a progress bar.
// The builders (pdf-lib, fflate) are fetched only when the menu opens.
import { t as translate, type ReaderId } from '../lib/i18n';
import { useT } from '../lib/i18n-react';
import { useEffect, useRef, useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '../lib/export/formats';
import type { StoryDetail } from '../lib/story-types';
import { toast } from '../lib/toast';
import { saveBlob } from '../editor/scene-canvas';
import { Spinner } from './spinner';
import { useInViewport } from '../lib/use-in-viewport';
import { useMenu } from '../lib/use-menu';
import { LineIcon } from './icons';

const loadBuilder = () => import('../lib/export/story-export');

const FORMAT_TEXT: Record<ExportFormat, { label: ReaderId; hint: ReaderId }> = {
  pdf: { label: 'reader.download.pdf', hint: 'reader.download.pdfHint' },
  cbz: { label: 'reader.download.cbz', hint: 'reader.download.cbzHint' },
  webtoon: { label: 'reader.download.webtoon', hint: 'reader.download.webtoonHint' },
};

/** A builder's progress step (English, from src/lib/export) in the interface's language. */
export function exportStep(step: string): string {
  const count = /^(Page|Slice) (\d+) of (\d+)$/.exec(step);
  if (count)
    return translate(count[1] === 'Page' ? 'reader.download.page' : 'reader.download.slice', {
      n: Number(count[2]),
      total: Number(count[3]),
    });
  const fixed: Record<string, ReaderId> = {
    Starting: 'reader.download.starting',
    'Loading pictures': 'reader.download.loadingPictures',
    Cover: 'reader.download.cover',
  };
  return fixed[step] ? translate(fixed[step]) : step;
}

export function DownloadIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M4 19h16" />
    </LineIcon>
  );
}

/** `compact`: on phones the button is an icon and its menu opens leftwards (it ends the story's action bar). */
export function DownloadMenu({
  story,
  className = 'btn btn-plain',
  compact = false,
}: {
  story: StoryDetail;
  className?: string;
  compact?: boolean;
}) {
  const t = useT();
  const { open, setOpen, rootRef, buttonRef, onButtonKeyDown, buttonProps, menuProps } = useMenu();
  const [work, setWork] = useState<{ label: string; step: string; done: number } | null>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  useInViewport(progressRef, Boolean(work));

  useEffect(() => {
    if (open) void loadBuilder().catch(() => undefined);
  }, [open]);

  async function download(format: ExportFormat, label: string) {
    setOpen(false);
    setWork({ label, step: exportStep('Starting'), done: 0 });
    try {
      const { exportStory } = await loadBuilder();
      const { blob, fileName } = await exportStory(story, format, (done, step) =>
        setWork({ label, step: exportStep(step), done }),
      );
      saveBlob(blob, fileName);
      toast.success(t('reader.download.done', { label }));
    } catch (error) {
      console.warn('Story download failed', error);
      toast.error(
        t('reader.downloadFailed', { reason: error instanceof Error ? error.message : t('reader.unknownError') }),
      );
    } finally {
      setWork(null);
      buttonRef.current?.focus();
    }
  }

  const percent = work ? Math.round(work.done * 100) : 0;
  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        className={className}
        disabled={Boolean(work)}
        aria-busy={Boolean(work)}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => onButtonKeyDown(event)}
      >
        {work ? <Spinner className="size-5" /> : <DownloadIcon />}
        <span className={compact ? 'max-sm:sr-only' : undefined}>{t('reader.download.button')}</span>
      </button>
      {open && (
        <div
          {...menuProps}
          aria-label={t('reader.download.menu')}
          className={`absolute top-full start-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border-[3px] border-ink bg-white shadow-comic ${compact ? 'max-sm:end-0 max-sm:start-auto' : ''}`}
        >
          {EXPORT_FORMATS.map(({ format }) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              onClick={() => void download(format, t(FORMAT_TEXT[format].label))}
              className="block w-full border-b-2 border-ink/10 px-4 py-2.5 text-start last:border-b-0 hover:bg-sun/40 focus-visible:bg-sun/40 focus-visible:outline-none"
            >
              <span className="block font-bold">{t(FORMAT_TEXT[format].label)}</span>
              <span className="block text-sm text-ink-soft">{t(FORMAT_TEXT[format].hint)}</span>
            </button>
          ))}
        </div>
      )}
      {work && (
        <div
          ref={progressRef}
          role="status"
          aria-live="polite"
          className={`absolute top-full start-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border-[3px] border-ink bg-white px-4 py-3 shadow-comic ${compact ? 'max-sm:end-0 max-sm:start-auto' : ''}`}
        >
          <p className="text-sm font-bold">
            {t('reader.download.building', { label: work.label })}{' '}
            <span className="font-normal text-ink-soft">{work.step}</span>
          </p>
          <div
            role="progressbar"
            aria-label={t('reader.download.buildingLabel', { label: work.label })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-3 overflow-hidden rounded-full border-2 border-ink bg-paper-deep"
          >
            <div className="h-full bg-mint transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}
