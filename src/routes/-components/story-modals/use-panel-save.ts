// Saving the Edit Media dialog's choices on the panel: the selected picture or video, and the alt text on its own, so a
// description can be fixed without touching the picture.
import { localize } from '../../../lib/known-messages';
import { t } from '../../../lib/i18n';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../../lib/errors';
import { panelChangesFor, type MediaItem } from '../../../lib/media-thread';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { useRefreshStory } from '../../../lib/story-refresh';

interface PanelSaveInput {
  storyId: string;
  sceneId: string;
  panelNumber: number;
  altText?: string;
}

export function usePanelSave({ storyId, sceneId, panelNumber, altText: storedAltText }: PanelSaveInput) {
  const trpc = useTRPC();
  const refresh = useRefreshStory(storyId);
  const savePanel = useMutation(trpc.scenes.updatePanel.mutationOptions());
  const saveAlt = useMutation(trpc.scenes.updatePanel.mutationOptions());
  const [altText, setAltText] = useState(storedAltText ?? '');
  const [savedAltText, setSavedAltText] = useState(storedAltText ?? '');

  /** True when saved; a refusal is a toast. */
  async function saving(request: () => Promise<unknown>, done: string, after?: () => void): Promise<boolean> {
    try {
      await request();
      after?.();
      await refresh();
      toast.success(done, 'saved');
      return true;
    } catch (error) {
      toast.error(t('editor.media.panelUpdateFailed', { message: localize(describeError(error, t('editor.media.unknownError')).message) }));
      return false;
    }
  }

  /**
   * Saves the picture with the alt text typed for it. A new picture with no new alt text clears the old one,
   * which described the picture it replaces (the reader and the PDF would say the wrong thing); a video animates the
   * picture already there, so its alt text stays unless retyped.
   */
  function saveMedia(selected: MediaItem): Promise<boolean> {
    const done = t(selected.type === 'video' ? 'editor.media.videoSaved' : 'editor.media.imageSaved');
    const typed = altText.trim();
    const nextAlt = typed !== savedAltText ? typed : selected.type === 'video' ? savedAltText : '';
    return saving(
      () => savePanel.mutateAsync({ sceneId, panelNumber, ...panelChangesFor(selected), ...(nextAlt !== savedAltText ? { altText: nextAlt } : {}) }),
      done,
      () => {
        setSavedAltText(nextAlt);
        setAltText(nextAlt);
      },
    );
  }

  async function saveAltText(): Promise<boolean> {
    const text = altText.trim();
    if (saveAlt.isPending || text === savedAltText) return false;
    return saving(() => saveAlt.mutateAsync({ sceneId, panelNumber, altText: text }), t('editor.media.altSaved'), () => {
      setSavedAltText(text);
      setAltText(text);
    });
  }

  return {
    saveMedia,
    savingMedia: savePanel.isPending,
    altText,
    setAltText,
    altTextChanged: altText.trim() !== savedAltText,
    savingAltText: saveAlt.isPending,
    saveAltText,
  };
}
