// The Edit Media dialog's state and requests: the thread of pictures and videos, the
// selection, and Modify (refine), Animate, Generate, Regenerate, Upload and 'Use This Image / Video'; and the panel's
// alt text (its description for screen readers and the PDF). One request runs at a time, with the overlay up.
import { useCallback, useState } from 'react';
import { mediaRequestProblem, type MediaTab } from '../../../lib/media-thread';

import type { PanelData, SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { uploadImage } from '../../../lib/upload';

import { useAlive } from '../use-alive';
import { useMediaRequests } from './use-media-requests';
import { useMediaThread } from './use-media-thread';
import { usePanelSave } from './use-panel-save';
import { t } from '../../../lib/i18n';

export interface MediaEditorInput {
  storyId: string;
  aspectRatio: string;
  scene: Pick<SceneData, '_id'>;
  panel: Pick<PanelData, 'panelNumber' | 'imageUrl' | 'imagePrompt' | 'videoUrl' | 'videoPrompt'> & {
    altText?: string;
  };
}

export function useMediaEditor({ storyId, aspectRatio, scene, panel }: MediaEditorInput) {
  const alive = useAlive();
  const { thread, selected, selectedKey, setSelectedKey, add, note } = useMediaThread(panel);
  const requests = useMediaRequests({ storyId, aspectRatio, alive, add, note });
  const panelSave = usePanelSave({ sceneId: scene._id, panelNumber: panel.panelNumber, altText: panel.altText });
  const [tab, setTab] = useState<MediaTab>('edit');
  const [working, setWorking] = useState<MediaTab | null>(null);

  /** Runs one request with the overlay up; the dialog cannot close meanwhile. */
  const run = useCallback(
    async (kind: MediaTab, work: () => Promise<boolean>): Promise<boolean> => {
      setWorking(kind);
      try {
        return await work();
      } finally {
        if (alive.current) setWorking(null);
      }
    },
    [alive],
  );

  /** The chosen tab's request with the prompt; true when it produced something (the prompt box is then cleared). */
  async function submit(prompt: string): Promise<boolean> {
    if (working || tab === 'upload') return false;
    const problem = mediaRequestProblem(tab, prompt, selected);
    if (problem) {
      toast.error(problem);
      return false;
    }
    const text = prompt.trim();
    const source = selected;
    if (tab === 'edit') return run('edit', () => requests.image(text, source));
    if (tab === 'animate' && source) return run('animate', () => requests.video(text, source));
    return run('regenerate', () => requests.image(text, null));
  }

  /** A new picture from the panel's original picture prompt. */
  async function regenerate() {
    if (working) return;
    setTab('regenerate');
    const original = panel.imagePrompt?.trim();
    if (!original) {
      toast.error(t('editor.msg.noOriginalPrompt'));
      return;
    }
    await run('regenerate', () => requests.image(original, null, t('editor.msg.imageRegenerated')));
  }

  async function upload(file: File | null | undefined) {
    if (working) return;
    if (!file) {
      toast.error(t('editor.msg.noFile'));
      return;
    }
    await run('upload', async () => {
      const outcome = await uploadImage(file);
      if (!outcome.ok) {
        toast.error(outcome.message);
        return false;
      }
      if (alive.current)
        add({ url: outcome.imageUrl, type: 'image', prompt: '', timestamp: Date.now(), origin: 'upload' });
      toast.success(t('editor.msg.uploaded'), 'saved');
      return true;
    });
  }

  /** Saves the selected picture or video on the panel; true when saved. */
  async function applySelected(): Promise<boolean> {
    if (!selected || working) return false;
    return panelSave.saveMedia(selected);
  }

  /** The selection is what the panel already shows: nothing to save. */
  const unchanged =
    !selected ||
    (selected.type === 'video' ? selected.url === panel.videoUrl : selected.url === panel.imageUrl && !panel.videoUrl);

  return {
    thread,
    selected,
    selectedKey,
    select: (key: number) => {
      if (!working) setSelectedKey(key);
    },
    tab,
    setTab: (next: MediaTab) => {
      if (!working) setTab(next);
    },
    working,
    saving: panelSave.savingMedia,
    unchanged,
    submit,
    regenerate,
    upload,
    applySelected,
    altText: panelSave.altText,
    setAltText: panelSave.setAltText,
    altTextChanged: panelSave.altTextChanged,
    savingAltText: panelSave.savingAltText,
    saveAltText: panelSave.saveAltText,
  };
}
