// The Edit Media dialog for one panel: a chat-like thread of the panel's pictures and
// videos, the tabs Modify, Animate, Generate and Upload, a prompt box (Enter sends, Shift+Enter breaks the line),
// Regenerate from the panel's own prompt, and Use This Image / Use This Video. While a request runs a cover hides the
// dialog and it cannot be closed.
import { useT } from '../../../lib/i18n-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { ElapsedTimer, RotatingIcon } from '../../../components/generation-loading';
import { Icon } from '../../../components/icons';
import { FormModal } from '../../../components/modal';
import { DialogActions } from '../../../components/dialog-actions';
import { TabList, tabId, tabPanelId } from '../../../components/tab-list';
import { AUTO_REGENERATE_DELAY_MS, MEDIA_TABS, type MediaTab } from '../../../lib/media-thread';
import type { PanelData, SceneData, StoryDetail } from '../../../lib/story-types';
import { MediaPromptForm } from './media-prompt-form';
import { MediaThread } from './media-thread-view';
import { AltTextField, SelectionNote, UploadPicker } from './media-tools';
import { useMediaEditor } from './use-media-editor';

export interface EditMediaDialogProps {
  story: Pick<StoryDetail, '_id' | 'aspectRatio'>;
  scene: Pick<SceneData, '_id' | 'sceneNumber'>;
  panel: Pick<PanelData, 'panelNumber' | 'imageUrl' | 'imagePrompt' | 'videoUrl' | 'videoPrompt'> & {
    altText?: string;
  };
  open: boolean;
  onClose: () => void;
  /** Start a regeneration from the panel's prompt 200 ms after opening (the scene card's Regenerate image). */
  autoRegenerate?: boolean;
  /** After 'Use This Image / Video' saved the panel (the dialog then closes). */
  onSaved?: () => void;
}

export function EditMediaDialog({
  story,
  scene,
  panel,
  open,
  onClose,
  autoRegenerate = false,
  onSaved,
}: EditMediaDialogProps) {
  const t = useT();
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('editor.media.title')}
      description={t('editor.history.scenePanel', { scene: scene.sceneNumber, panel: panel.panelNumber })}
      width="max-w-4xl"
      tone="bg-sky-soft"
      sheet
      form={(setBusy) => (
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
    />
  );
}

interface MediaEditorProps extends Omit<EditMediaDialogProps, 'open' | 'onSaved'> {
  onBusyChange: (busy: boolean) => void;
  onSaved: () => void;
}

function MediaEditor({ story, scene, panel, autoRegenerate, onBusyChange, onClose, onSaved }: MediaEditorProps) {
  const t = useT();
  const editor = useMediaEditor({ storyId: story._id, aspectRatio: story.aspectRatio, scene, panel });
  const [prompt, setPrompt] = useState('');
  const ids = useId();
  const busy = editor.working !== null || editor.saving;
  const openRegenerateTab = useEffectEvent(() => editor.setTab('regenerate'));
  const regenerate = useEffectEvent(() => void editor.regenerate());

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  useEffect(() => {
    if (!autoRegenerate) return;
    openRegenerateTab();
    const timer = setTimeout(() => regenerate(), AUTO_REGENERATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoRegenerate]);

  async function send() {
    if (await editor.submit(prompt)) setPrompt('');
  }

  return (
    <div className="relative" aria-busy={busy}>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <MediaThread
          entries={editor.thread}
          selectedKey={editor.selectedKey}
          onSelect={editor.select}
          aspectRatio={story.aspectRatio}
        />
        <div className="flex min-w-0 flex-col gap-4">
          <TabList
            idPrefix={ids}
            label={t('editor.media.tools')}
            tabs={MEDIA_TABS.map((tab) => ({ ...tab, label: t(`editor.media.tab.${tab.id}` as const) }))}
            selected={editor.tab}
            onSelect={editor.setTab}
            className="grid-cols-4"
            tabClassName="px-1 text-sm"
          />
          <div
            id={tabPanelId(ids)}
            role="tabpanel"
            aria-labelledby={tabId(ids, editor.tab)}
            className="flex flex-col gap-3"
          >
            <SelectionNote tab={editor.tab} selected={editor.selected} />
            {editor.tab === 'upload' ? (
              <UploadPicker onFile={(file) => void editor.upload(file)} disabled={busy} />
            ) : (
              <MediaPromptForm
                tab={editor.tab}
                prompt={prompt}
                onPromptChange={setPrompt}
                onSend={() => void send()}
                busy={busy}
              />
            )}
          </div>
          <AltTextField editor={editor} disabled={busy} />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3 border-t-2 border-dashed border-ink/20 pt-4">
        <button
          type="button"
          onClick={() => void editor.regenerate()}
          disabled={busy}
          className="btn btn-plain px-4 py-2"
        >
          <Icon name="refresh" /> {t('editor.media.regenerate')}
        </button>
        <div className="ms-auto flex flex-wrap gap-3">
          <DialogActions
            onCancel={onClose}
            busy={busy}
            saving={editor.saving}
            saveLabel={t(editor.selected?.type === 'video' ? 'editor.media.useVideo' : 'editor.media.useImage')}
            saveDisabled={editor.unchanged}
            onSave={() => void editor.applySelected().then((saved) => saved && onSaved())}
          />
        </div>
      </div>
      {editor.working && <WorkingCover tab={editor.working} />}
    </div>
  );
}

function WorkingCover({ tab }: { tab: MediaTab }) {
  const t = useT();
  return (
    <div
      className="absolute -inset-5 z-20 grid animate-fade-in place-items-center rounded-b-[13px] bg-white/90 backdrop-blur-[2px]"
      data-media-overlay=""
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <RotatingIcon className="size-16" />
        <p role="status" aria-live="assertive" className="font-display text-3xl tracking-wide">
          {t(`editor.media.working.${tab}` as const)}
        </p>
        <p className="flex items-center gap-3 text-sm text-ink-soft">
          <ElapsedTimer running />
          {tab !== 'upload' && (
            <span>{t(tab === 'animate' ? 'editor.media.videoDuration' : 'editor.media.imageDuration')}</span>
          )}
        </p>
      </div>
    </div>
  );
}
