// The Edit Media dialog's tools beside the thread: what the selection allows, the picture upload and the alt text.
import { useT } from '../../../lib/i18n-react';
import { useId, useState } from 'react';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import type { MediaItem, MediaTab } from '../../../lib/media-thread';
import { charLimit } from '../../../lib/char-limit';
import { graphemeCount } from '../../../shared/text';
import { UPLOAD_ACCEPT } from '../../../shared/upload';
import { ALT_TEXT_MAX } from '../../../shared/validation';
import type { useMediaEditor } from './use-media-editor';

/** The panel's description for people who cannot see it (the reader's image description, the PDF's text). */
export function AltTextField({ editor, disabled }: { editor: ReturnType<typeof useMediaEditor>; disabled: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void editor.saveAltText();
      }}
      className="flex flex-col gap-2 rounded-xl border-2 border-ink/20 bg-white/70 p-3"
    >
      <label htmlFor={`${id}-alt`} className="text-[0.95rem] font-bold">
        {t('editor.media.altText')}
      </label>
      <textarea
        id={`${id}-alt`}
        dir="auto"
        value={editor.altText}
        {...charLimit(ALT_TEXT_MAX, editor.altText, editor.setAltText)}
        rows={2}
        placeholder={t('editor.media.altPlaceholder')}
        aria-describedby={`${id}-alt-hint`}
        className="field-input resize-y"
      />
      <p id={`${id}-alt-hint`} className="text-xs text-ink-soft">
        {t('editor.media.altHint', { count: graphemeCount(editor.altText), max: ALT_TEXT_MAX })}
      </p>
      <button
        type="submit"
        disabled={disabled || editor.savingAltText || !editor.altTextChanged}
        aria-busy={editor.savingAltText}
        className="btn btn-plain px-4 py-1.5 text-sm"
      >
        {editor.savingAltText && <Spinner className="size-4" />}
        {t('editor.media.saveAlt')}
      </button>
    </form>
  );
}

export function SelectionNote({ tab, selected }: { tab: MediaTab; selected: MediaItem | null }) {
  const t = useT();
  if (tab === 'edit' || tab === 'animate') {
    const ok = selected?.type === 'image';
    return (
      <p
        className={`rounded-lg border-2 px-3 py-1.5 text-sm font-bold ${ok ? 'border-ink/20 bg-white text-ink-soft' : 'border-pop-deep/50 bg-pop/10 text-pop-deep'}`}
      >
        {t(
          ok
            ? tab === 'edit'
              ? 'editor.media.noteEditOk'
              : 'editor.media.noteAnimateOk'
            : tab === 'edit'
              ? 'editor.media.noteEditPick'
              : 'editor.media.noteAnimatePick',
        )}
      </p>
    );
  }
  if (tab === 'regenerate') return <p className="text-sm text-ink-soft">{t('editor.media.noteGenerate')}</p>;
  return null;
}

export function UploadPicker({ onFile, disabled }: { onFile: (file: File | null) => void; disabled: boolean }) {
  const t = useT();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
      }}
      className={`flex flex-col items-center gap-2 rounded-xl border-[3px] border-dashed px-4 py-6 text-center ${dragging ? 'border-sky bg-sky-soft' : 'border-ink/40 bg-paper/70'}`}
    >
      <Icon name="image" className="size-9 text-ink-soft" />
      <label
        htmlFor={inputId}
        className={`btn btn-sun cursor-pointer px-4 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky ${disabled ? 'pointer-events-none opacity-60' : ''}`}
      >
        {t('editor.media.choose')}
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </label>
      <p className="text-sm text-ink-soft">{t('editor.media.dropHint')}</p>
    </div>
  );
}
