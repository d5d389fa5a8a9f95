// The Edit Media dialog for one panel (spec 02 sections 2, 4, 5 and 8): a chat-like thread of the panel's pictures and
// videos, the tabs Modify, Animate, Generate and Upload, a prompt box (Enter sends, Shift+Enter breaks the line),
// Regenerate from the panel's own prompt, and Use This Image / Use This Video. While a request runs a cover hides the
// dialog and it cannot be closed.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ElapsedTimer, RotatingIcon } from '../../../components/generation-loading';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { VIDEO_FILE } from '../../../editor/bubble-view';
import { AUTO_REGENERATE_DELAY_MS, MEDIA_TABS, expectedDuration, mediaCaption, overlayLabel, type MediaItem, type MediaTab } from '../../../lib/media-thread';
import type { PanelData, SceneData, StoryDetail } from '../../../lib/story-types';
import { UPLOAD_ACCEPT } from '../../../lib/upload';
import { ALT_TEXT_MAX } from '../../../shared/validation';
import { useMediaEditor, type KeyedEntry } from './use-media-editor';
import { Icon } from '../../../components/icons';

export interface EditMediaDialogProps {
  story: Pick<StoryDetail, '_id' | 'aspectRatio'>;
  scene: Pick<SceneData, '_id' | 'sceneNumber'>;
  panel: Pick<PanelData, 'panelNumber' | 'imageUrl' | 'imagePrompt' | 'videoUrl' | 'videoPrompt'> & { altText?: string };
  open: boolean;
  onClose: () => void;
  /** Start a regeneration from the panel's prompt 200 ms after opening (the scene card's Regenerate image). */
  autoRegenerate?: boolean;
  /** After 'Use This Image / Video' saved the panel (the dialog then closes). */
  onSaved?: () => void;
}

export function EditMediaDialog({ story, scene, panel, open, onClose, autoRegenerate = false, onSaved }: EditMediaDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title="Edit Media"
      description={`Scene ${scene.sceneNumber}, panel ${panel.panelNumber}`}
      width="max-w-4xl"
      tone="bg-sky-soft"
      sheet
    >
      {open && (
        <MediaEditor
          story={story}
          scene={scene}
          panel={panel}
          autoRegenerate={autoRegenerate}
          onBusyChange={setBusy}
          onClose={onClose}
          onSaved={() => {
            onSaved?.();
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

const PROMPT_LABEL: Record<Exclude<MediaTab, 'upload'>, { label: string; placeholder: string; action: string }> = {
  edit: { label: 'How should the selected image change?', placeholder: 'Make it night time, with the moon behind the tower', action: 'Refine Image' },
  animate: { label: 'Describe the motion', placeholder: 'The camera slowly pushes in while rain falls', action: 'Animate' },
  regenerate: { label: 'Describe a new image', placeholder: 'A robot bartender polishing a glass under neon lights', action: 'Generate Image' },
};

interface MediaEditorProps extends Omit<EditMediaDialogProps, 'open' | 'onSaved'> {
  onBusyChange: (busy: boolean) => void;
  onSaved: () => void;
}

function MediaEditor({ story, scene, panel, autoRegenerate, onBusyChange, onClose, onSaved }: MediaEditorProps) {
  const editor = useMediaEditor({ storyId: story._id, aspectRatio: story.aspectRatio, scene, panel });
  const [prompt, setPrompt] = useState('');
  const ids = useId();
  const busy = editor.working !== null || editor.saving;
  const latest = useRef(editor);
  latest.current = editor;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  useEffect(() => {
    if (!autoRegenerate) return;
    latest.current.setTab('regenerate');
    const timer = setTimeout(() => void latest.current.regenerate(), AUTO_REGENERATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoRegenerate]);

  async function send() {
    if (await editor.submit(prompt)) setPrompt('');
  }

  function onPromptKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const index = MEDIA_TABS.findIndex((tab) => tab.id === editor.tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = MEDIA_TABS[(index + step + MEDIA_TABS.length) % MEDIA_TABS.length]!;
    editor.setTab(next.id);
    document.getElementById(`${ids}-tab-${next.id}`)?.focus();
  }

  const selectedType = editor.selected?.type ?? 'image';
  const promptCopy = editor.tab === 'upload' ? null : PROMPT_LABEL[editor.tab];

  return (
    <div className="relative" aria-busy={busy}>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Thread entries={editor.thread} selectedKey={editor.selectedKey} onSelect={editor.select} aspectRatio={story.aspectRatio} />
        <div className="flex min-w-0 flex-col gap-4">
          <div role="tablist" aria-label="Media tools" onKeyDown={onTabKey} className="grid grid-cols-4 gap-1 rounded-xl border-[3px] border-ink bg-paper-deep p-1">
            {MEDIA_TABS.map((tab) => {
              const active = tab.id === editor.tab;
              return (
                <button
                  key={tab.id}
                  id={`${ids}-tab-${tab.id}`}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  aria-controls={`${ids}-panel`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => editor.setTab(tab.id)}
                  className={`rounded-lg px-1 py-1.5 text-sm font-bold transition ${active ? 'border-2 border-ink bg-white shadow-comic-sm' : 'border-2 border-transparent text-ink-soft hover:bg-white/60'}`}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
          <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${editor.tab}`} className="flex flex-col gap-3">
            <SelectionNote tab={editor.tab} selected={editor.selected} />
            {promptCopy ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void send();
                }}
                className="flex flex-col gap-2"
              >
                <label htmlFor={`${ids}-prompt`} className="text-[0.95rem] font-bold">
                  {promptCopy.label}
                </label>
                <textarea
                  id={`${ids}-prompt`}
                  value={prompt}
                  onChange={(event) => setPrompt(event.target.value)}
                  onKeyDown={onPromptKey}
                  rows={3}
                  maxLength={1000}
                  placeholder={promptCopy.placeholder}
                  aria-describedby={`${ids}-prompt-hint`}
                  className="field-input resize-y"
                  data-autofocus=""
                />
                <p id={`${ids}-prompt-hint`} className="text-xs text-ink-soft">
                  Enter sends, Shift+Enter starts a new line.
                </p>
                <button type="submit" disabled={busy} className="btn btn-sun px-4 py-2">
                  {promptCopy.action}
                </button>
              </form>
            ) : (
              <UploadPicker onFile={(file) => void editor.upload(file)} disabled={busy} />
            )}
          </div>
          <AltTextField editor={editor} disabled={busy} />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        <button type="button" onClick={() => void editor.regenerate()} disabled={busy} className="btn btn-plain px-4 py-2">
          <Icon name="refresh" /> Regenerate
        </button>
        <div className="ml-auto flex flex-wrap gap-3">
          <button type="button" onClick={onClose} disabled={busy} className="btn btn-plain px-4 py-2">
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void editor.applySelected().then((saved) => saved && onSaved())}
            disabled={busy || editor.unchanged}
            aria-busy={editor.saving}
            className="btn btn-primary px-5 py-2"
          >
            {editor.saving && <Spinner className="size-4" />}
            {selectedType === 'video' ? 'Use This Video' : 'Use This Image'}
          </button>
        </div>
      </div>
      {editor.working && <WorkingCover tab={editor.working} />}
    </div>
  );
}

/** The panel's description for people who cannot see it (the reader's image description, the PDF's text). */
function AltTextField({ editor, disabled }: { editor: ReturnType<typeof useMediaEditor>; disabled: boolean }) {
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
        Alt text
      </label>
      <textarea
        id={`${id}-alt`}
        value={editor.altText}
        onChange={(event) => editor.setAltText(event.target.value)}
        rows={2}
        maxLength={ALT_TEXT_MAX}
        placeholder="What the panel shows, for readers who cannot see it"
        aria-describedby={`${id}-alt-hint`}
        className="field-input resize-y"
      />
      <p id={`${id}-alt-hint`} className="text-xs text-ink-soft">
        Read aloud by screen readers and kept as the PDF's text. {editor.altText.length}/{ALT_TEXT_MAX}
      </p>
      <button type="submit" disabled={disabled || editor.savingAltText || !editor.altTextChanged} aria-busy={editor.savingAltText} className="btn btn-plain px-4 py-1.5 text-sm">
        {editor.savingAltText && <Spinner className="size-4" />}
        Save alt text
      </button>
    </form>
  );
}

function SelectionNote({ tab, selected }: { tab: MediaTab; selected: MediaItem | null }) {
  if (tab === 'edit' || tab === 'animate') {
    const ok = selected?.type === 'image';
    return (
      <p className={`rounded-lg border-2 px-3 py-1.5 text-sm font-bold ${ok ? 'border-ink/20 bg-white text-ink-soft' : 'border-pop-deep/50 bg-pop/10 text-pop-deep'}`}>
        {ok ? (tab === 'edit' ? 'Changes apply to the selected image.' : 'The selected image comes to life.') : tab === 'edit' ? 'Select an image in the thread to edit it. Videos cannot be edited.' : 'Select an image in the thread to animate it.'}
      </p>
    );
  }
  if (tab === 'regenerate') return <p className="text-sm text-ink-soft">A brand-new image in the story's art style and shape.</p>;
  return null;
}

function UploadPicker({ onFile, disabled }: { onFile: (file: File | null) => void; disabled: boolean }) {
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
      <label htmlFor={inputId} className={`btn btn-sun cursor-pointer px-4 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky ${disabled ? 'pointer-events-none opacity-60' : ''}`}>
        Choose an image
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
      <p className="text-sm text-ink-soft">or drop it here. JPEG, PNG, GIF or WebP, up to 10MB.</p>
    </div>
  );
}

function Thread({ entries, selectedKey, onSelect, aspectRatio }: { entries: KeyedEntry[]; selectedKey: number | null; onSelect: (key: number) => void; aspectRatio: string }) {
  const end = useRef<HTMLLIElement>(null);
  const count = entries.length;
  useEffect(() => {
    if (count) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  const ratio = aspectRatio === '3:2' ? 'aspect-[3/2]' : aspectRatio === '3:4' ? 'aspect-[3/4]' : 'aspect-square';
  return (
    <ol aria-label="Media history" className="flex max-h-[45vh] min-h-48 flex-col gap-3 overflow-y-auto rounded-xl border-[3px] border-ink bg-paper/60 p-3 lg:max-h-[32rem]">
      {entries.length === 0 && <li className="m-auto max-w-xs text-center text-ink-soft">This panel has no picture yet. Generate one, or upload your own.</li>}
      {entries.map((entry) => {
        if (entry.kind === 'note')
          return (
            <li key={entry.key} role="alert" className="max-w-[85%] self-start rounded-xl rounded-bl-sm border-2 border-pop-deep bg-[#ffe6e8] px-3 py-2 text-sm font-bold text-pop-deep">
              {entry.text}
            </li>
          );
        const selected = entry.key === selectedKey;
        const label = mediaCaption(entry);
        return (
          <li key={entry.key} className="flex flex-col gap-1.5">
            {entry.origin !== 'panel' && entry.prompt && <p className="max-w-[85%] self-end rounded-xl rounded-br-sm border-2 border-ink bg-sun px-3 py-1.5 text-sm font-bold">{entry.prompt}</p>}
            <button
              type="button"
              aria-pressed={selected}
              aria-label={`${label}${selected ? ' (selected)' : ''}`}
              onClick={() => onSelect(entry.key)}
              className={`w-full max-w-44 self-start sm:max-w-60 overflow-hidden rounded-xl border-[3px] bg-white text-left transition ${selected ? 'border-sky shadow-[4px_4px_0_0_var(--color-sky)]' : 'border-ink shadow-comic-sm hover:-translate-y-0.5'}`}
            >
              <span className={`relative block ${ratio} bg-paper-deep`}>
                <MediaView item={entry} />
              </span>
              <span className="flex items-center justify-between gap-2 px-2.5 py-1.5 text-xs font-bold">
                <span>{label}</span>
                {selected && <span className="rounded-full bg-sky px-2 py-0.5 text-white">Selected</span>}
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
  if (item.type === 'video' && VIDEO_FILE.test(item.url)) return <video src={item.url} muted loop autoPlay playsInline className={cover} aria-hidden="true" />;
  return <img src={item.url} alt="" className={cover} />;
}

function WorkingCover({ tab }: { tab: MediaTab }) {
  return (
    <div className="absolute -inset-5 z-20 grid animate-fade-in place-items-center rounded-b-[13px] bg-white/90 backdrop-blur-[2px]" data-media-overlay="">
      <div className="flex flex-col items-center gap-2 text-center">
        <RotatingIcon className="size-16" />
        <p role="status" aria-live="assertive" className="font-display text-3xl tracking-wide">
          {overlayLabel(tab)}
        </p>
        <p className="flex items-center gap-3 text-sm text-ink-soft">
          <ElapsedTimer running />
          {tab !== 'upload' && <span>{expectedDuration(tab === 'animate' ? 'video' : 'image')}</span>}
        </p>
      </div>
    </div>
  );
}
