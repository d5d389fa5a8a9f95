// The Edit Media dialog's thread: the panel's pictures and videos, oldest first, each a button that selects it, with the
// prompt that made it and notes of what failed.
import { useT } from '../../../lib/i18n-react';
import { useEffect, useRef } from 'react';
import { VIDEO_FILE } from '../../../editor/bubble-view';
import { mediaCaptionText, type MediaItem } from '../../../lib/media-thread';
import type { KeyedEntry } from './use-media-thread';

export function MediaThread({
  entries,
  selectedKey,
  onSelect,
  aspectRatio,
}: {
  entries: KeyedEntry[];
  selectedKey: number | null;
  onSelect: (key: number) => void;
  aspectRatio: string;
}) {
  const t = useT();
  const end = useRef<HTMLLIElement>(null);
  const count = entries.length;
  useEffect(() => {
    if (count) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  const ratio = aspectRatio === '3:2' ? 'aspect-[3/2]' : aspectRatio === '3:4' ? 'aspect-[3/4]' : 'aspect-square';
  return (
    <ol
      aria-label={t('editor.media.history')}
      className="flex max-h-[45vh] min-h-48 flex-col gap-3 overflow-y-auto rounded-xl border-[3px] border-ink bg-paper/60 p-3 lg:max-h-[32rem]"
    >
      {entries.length === 0 && <li className="m-auto max-w-xs text-center text-ink-soft">{t('editor.media.empty')}</li>}
      {entries.map((entry) => {
        if (entry.kind === 'note')
          return (
            <li
              key={entry.key}
              role="alert"
              className="max-w-[85%] self-start rounded-xl rounded-bl-sm border-2 border-pop-deep bg-[#ffe6e8] px-3 py-2 text-sm font-bold text-pop-deep"
            >
              {entry.text}
            </li>
          );
        const selected = entry.key === selectedKey;
        const label = mediaCaptionText(entry);
        return (
          <li key={entry.key} className="flex flex-col gap-1.5">
            {entry.origin !== 'panel' && entry.prompt && (
              <p
                dir="auto"
                className="max-w-[85%] self-end rounded-xl rounded-br-sm border-2 border-ink bg-sun px-3 py-1.5 text-sm font-bold"
              >
                {entry.prompt}
              </p>
            )}
            <button
              type="button"
              aria-pressed={selected}
              aria-label={selected ? t('editor.media.selectedLabel', { label }) : label}
              onClick={() => onSelect(entry.key)}
              className={`w-full max-w-44 self-start sm:max-w-60 overflow-hidden rounded-xl border-[3px] bg-white text-start transition ${selected ? 'border-sky shadow-[4px_4px_0_0_var(--color-sky)]' : 'border-ink shadow-comic-sm hover:-translate-y-0.5'}`}
            >
              <span className={`relative block ${ratio} bg-paper-deep`}>
                <MediaView item={entry} />
              </span>
              <span className="flex items-center justify-between gap-2 px-2.5 py-1.5 text-xs font-bold">
                <span>{label}</span>
                {selected && (
                  <span className="rounded-full bg-sky px-2 py-0.5 text-white">{t('editor.media.selected')}</span>
                )}
              </span>
            </button>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" className="h-0" />
    </ol>
  );
}

/** A .mp4/.webm/.mov video plays muted in a loop; other motion (animated PNG) and pictures are images. */
function MediaView({ item }: { item: MediaItem }) {
  const cover = 'absolute inset-0 size-full object-cover';
  if (item.type === 'video' && VIDEO_FILE.test(item.url))
    return <video src={item.url} muted loop autoPlay playsInline className={cover} aria-hidden="true" />;
  return <img src={item.url} alt="" className={cover} />;
}
