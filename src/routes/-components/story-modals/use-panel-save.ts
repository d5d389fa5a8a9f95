// Saving the Edit Media dialog's choices on the panel: the selected picture or video, and the alt text on its own, so a
// description can be fixed without touching the picture. Both go through the editor's one panel-save path
// (use-panel-update.ts): the panel changes on screen at once, saves to a story land in order, a refusal rolls back with
// a toast, and a save with no answer (offline) waits on this device and is sent again on Retry or reconnect.
import { t } from '../../../lib/i18n';
import { useState } from 'react';
import { panelChangesFor, type MediaItem } from '../../../lib/media-thread';
import { toast } from '../../../lib/toast';
import { useStoryEditor } from '../story-page/story-editor';
import type { PanelChanges, SaveOutcome } from '../story-page/use-panel-update';

interface PanelSaveInput {
  sceneId: string;
  panelNumber: number;
  altText?: string;
}

export function usePanelSave({ sceneId, panelNumber, altText: storedAltText }: PanelSaveInput) {
  const { updatePanel } = useStoryEditor();
  const [altText, setAltText] = useState(storedAltText ?? '');
  const [savedAltText, setSavedAltText] = useState(storedAltText ?? '');
  const [pending, setPending] = useState<'media' | 'alt' | null>(null);

  /** True when the change is kept (saved, or waiting for the connection); a refusal is the editor's toast. */
  async function saving(kind: 'media' | 'alt', changes: PanelChanges, done: string): Promise<boolean> {
    setPending(kind);
    let outcome: SaveOutcome;
    try {
      outcome = await updatePanel({ sceneId, panelNumber }, changes);
    } finally {
      setPending(null);
    }
    if (outcome === 'refused') return false;
    if (changes.altText !== undefined) {
      setSavedAltText(changes.altText);
      setAltText(changes.altText);
    }
    if (outcome === 'saved') toast.success(done, 'saved');
    else toast.info(t('editor.media.savedWhenOnline'));
    return true;
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
      'media',
      { ...panelChangesFor(selected), ...(nextAlt !== savedAltText ? { altText: nextAlt } : {}) },
      done,
    );
  }

  async function saveAltText(): Promise<boolean> {
    const text = altText.trim();
    if (pending === 'alt' || text === savedAltText) return false;
    return saving('alt', { altText: text }, t('editor.media.altSaved'));
  }

  return {
    saveMedia,
    savingMedia: pending === 'media',
    altText,
    setAltText,
    altTextChanged: altText.trim() !== savedAltText,
    savingAltText: pending === 'alt',
    saveAltText,
  };
}
