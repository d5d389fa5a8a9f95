// The Edit Media dialog's state and requests (spec 02 sections 4, 7 and 8): the thread of pictures and videos, the
// selection, and Modify (refine), Animate (a video job polled every 3 s for at most 5 minutes), Generate, Regenerate,
// Upload and 'Use This Image / Video'; and the panel's alt text (its description for screen readers and the PDF).
import { settleWith } from '../../../lib/picture-job';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aiErrorInfo } from '../../../lib/ai-errors';
import { describeError } from '../../../lib/errors';
import {
  MEDIA_MESSAGES,
  VIDEO_POLL_MS,
  imageFailure,
  imageSizeFor,
  initialThread,
  mediaRequestProblem,
  panelChangesFor,
  videoPollStep,
  type MediaItem,
  type MediaTab,
  type ThreadEntry,
  type VideoPoll,
} from '../../../lib/media-thread';
import { playSound } from '../../../lib/sound';
import type { PanelData, SceneData } from '../../../lib/story-types';
import { toast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { UPLOAD_MESSAGES, uploadImage } from '../../../lib/upload';
import { useRefreshStory } from './use-story-refresh';

/** A thread entry with a key of its own (the same picture may appear twice). */
export type KeyedEntry = ThreadEntry & { key: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface MediaEditorInput {
  storyId: string;
  aspectRatio: string;
  scene: Pick<SceneData, '_id'>;
  panel: Pick<PanelData, 'panelNumber' | 'imageUrl' | 'imagePrompt' | 'videoUrl' | 'videoPrompt'> & { altText?: string };
}

export function useMediaEditor({ storyId, aspectRatio, scene, panel }: MediaEditorInput) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshStory(storyId);
  const nextKey = useRef(0);
  const keyed = (entry: ThreadEntry): KeyedEntry => ({ ...entry, key: nextKey.current++ });
  const [thread, setThread] = useState<KeyedEntry[]>(() => initialThread(panel).map((item) => keyed({ kind: 'media', ...item })));
  const [selectedKey, setSelectedKey] = useState<number | null>(() => thread.findLast((entry) => entry.kind === 'media')?.key ?? null);
  const [tab, setTab] = useState<MediaTab>('edit');
  const [working, setWorking] = useState<MediaTab | null>(null);
  const alive = useRef(true);
  const imageRequest = useMutation(trpc.ai.generateImage.mutationOptions());
  const videoRequest = useMutation(trpc.ai.generateVideo.mutationOptions());
  const savePanel = useMutation(trpc.scenes.updatePanel.mutationOptions());
  const saveAlt = useMutation(trpc.scenes.updatePanel.mutationOptions());
  const [altText, setAltText] = useState(panel.altText ?? '');
  const [savedAltText, setSavedAltText] = useState(panel.altText ?? '');

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const found = thread.find((entry) => entry.key === selectedKey);
  const selected: MediaItem | null = found?.kind === 'media' ? found : null;

  function add(item: MediaItem) {
    const entry = keyed({ kind: 'media', ...item });
    setThread((current) => [...current, entry]);
    setSelectedKey(entry.key);
  }
  function note(text: string) {
    const entry = keyed({ kind: 'note', text, timestamp: Date.now() });
    setThread((current) => [...current, entry]);
  }

  /** Runs one request with the overlay up; the dialog cannot close meanwhile. */
  const run = useCallback(async (kind: MediaTab, work: () => Promise<boolean>): Promise<boolean> => {
    setWorking(kind);
    try {
      return await work();
    } finally {
      if (alive.current) setWorking(null);
    }
  }, []);

  /** True when a new picture joined the thread. */
  async function image(prompt: string, refine: MediaItem | null, success?: string): Promise<boolean> {
    const size = imageSizeFor(aspectRatio);
    try {
      const answer = await imageRequest.mutateAsync({
        prompt,
        ...size,
        storyId,
        isRefineMode: Boolean(refine),
        ...(refine ? { initialImageUrl: refine.url } : {}),
      });
      // A slow provider answers 'pending': the overlay stays up until image-status has the picture.
      const imageUrl = await settleWith(client)(answer);
      if (!alive.current) return false;
      if (!imageUrl) {
        toast.error(MEDIA_MESSAGES.noImageUrl);
        return false;
      }
      add({ url: imageUrl, type: 'image', prompt, originalImageUrl: refine?.url, timestamp: Date.now(), origin: refine ? 'refine' : 'generate' });
      if (success) toast.success(success, 'saved');
      else playSound('saved');
      return true;
    } catch (error) {
      const failure = imageFailure(aiErrorInfo(error));
      toast.error(failure.toast);
      if (failure.threadNote && alive.current) note(failure.threadNote);
      return false;
    }
  }

  /** True when the video joined the thread. */
  async function video(prompt: string, source: MediaItem): Promise<boolean> {
    let jobId: string;
    try {
      jobId = (await videoRequest.mutateAsync({ imageUrl: source.url, prompt, storyId })).data.jobId;
    } catch (error) {
      const info = aiErrorInfo(error);
      toast.error(info.httpStatus === 429 ? MEDIA_MESSAGES.rateLimited : MEDIA_MESSAGES.videoStartFailed);
      return false;
    }
    const started = Date.now();
    for (;;) {
      if (!alive.current) return false;
      let poll: VideoPoll;
      try {
        poll = (await client.ai.videoStatus.query({ id: jobId })) as VideoPoll;
      } catch {
        toast.error(MEDIA_MESSAGES.videoFailed);
        return false;
      }
      const step = videoPollStep(poll, Date.now() - started);
      if (step.next === 'done') {
        if (alive.current) add({ url: step.videoUrl, type: 'video', prompt, originalImageUrl: step.originalImageUrl || source.url, timestamp: Date.now(), origin: 'animate' });
        playSound('saved');
        return true;
      }
      if (step.next === 'fail') {
        toast.error(step.message);
        return false;
      }
      await sleep(VIDEO_POLL_MS);
    }
  }

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
    if (tab === 'edit') return run('edit', () => image(text, source));
    if (tab === 'animate' && source) return run('animate', () => video(text, source));
    return run('regenerate', () => image(text, null));
  }

  /** A new picture from the panel's original picture prompt. */
  async function regenerate() {
    if (working) return;
    setTab('regenerate');
    const original = panel.imagePrompt?.trim();
    if (!original) {
      toast.error(MEDIA_MESSAGES.noOriginalPrompt);
      return;
    }
    await run('regenerate', () => image(original, null, MEDIA_MESSAGES.regenerated));
  }

  async function upload(file: File | null | undefined) {
    if (working) return;
    if (!file) {
      toast.error(UPLOAD_MESSAGES.noFile);
      return;
    }
    await run('upload', async () => {
      const outcome = await uploadImage(file);
      if (!outcome.ok) {
        toast.error(outcome.message);
        return false;
      }
      if (alive.current) add({ url: outcome.imageUrl, type: 'image', prompt: '', timestamp: Date.now(), origin: 'upload' });
      toast.success(UPLOAD_MESSAGES.done, 'saved');
      return true;
    });
  }

  /** Saves the selected picture or video on the panel; true when saved. */
  async function applySelected(): Promise<boolean> {
    if (!selected || working) return false;
    try {
      await savePanel.mutateAsync({ sceneId: scene._id, panelNumber: panel.panelNumber, ...panelChangesFor(selected) });
      await refresh();
      toast.success(selected.type === 'video' ? 'Video saved to the panel!' : 'Image saved to the panel!', 'saved');
      return true;
    } catch (error) {
      toast.error(`Failed to update panel: ${describeError(error, 'Unknown error').message}`);
      return false;
    }
  }

  /** Saves the panel's alt text on its own, so a description can be fixed without touching the picture. */
  async function saveAltText(): Promise<boolean> {
    const text = altText.trim();
    if (saveAlt.isPending || text === savedAltText) return false;
    try {
      await saveAlt.mutateAsync({ sceneId: scene._id, panelNumber: panel.panelNumber, altText: text });
      setSavedAltText(text);
      setAltText(text);
      await refresh();
      toast.success('Description saved', 'saved');
      return true;
    } catch (error) {
      toast.error(`Failed to update panel: ${describeError(error, 'Unknown error').message}`);
      return false;
    }
  }

  /** The selection is what the panel already shows: nothing to save. */
  const unchanged = !selected || (selected.type === 'video' ? selected.url === panel.videoUrl : selected.url === panel.imageUrl && !panel.videoUrl);

  return {
    thread,
    selected,
    selectedKey: found?.kind === 'media' ? found.key : null,
    select: (key: number) => {
      if (!working) setSelectedKey(key);
    },
    tab,
    setTab: (next: MediaTab) => {
      if (!working) setTab(next);
    },
    working,
    saving: savePanel.isPending,
    unchanged,
    submit,
    regenerate,
    upload,
    applySelected,
    altText,
    setAltText,
    altTextChanged: altText.trim() !== savedAltText,
    savingAltText: saveAlt.isPending,
    saveAltText,
  };
}
