// The Edit Media dialog's AI requests: a picture (new or refined from the selected one, settled when a slow provider
// answers 'pending') and a video (a job polled every 3 s for at most 5 minutes); each adds what it made to the thread.
import { useMutation } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { aiErrorInfo } from '../../../lib/ai-errors';
import { pictureSize } from '../../../shared/stories';
import { imageFailure, videoPollStep, type MediaItem, type VideoPoll } from '../../../lib/media-thread';
import { MEDIA_MESSAGES, VIDEO_POLL_MS } from '../../../shared/media-editing';
import { settleWith } from '../../../lib/picture-job';
import { playSound } from '../../../lib/sound';
import { toast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MediaRequestsInput {
  storyId: string;
  aspectRatio: string;
  alive: RefObject<boolean>;
  add: (item: MediaItem) => void;
  note: (text: string) => void;
}

export function useMediaRequests({ storyId, aspectRatio, alive, add, note }: MediaRequestsInput) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const imageRequest = useMutation(trpc.ai.generateImage.mutationOptions());
  const videoRequest = useMutation(trpc.ai.generateVideo.mutationOptions());

  /** True when a new picture joined the thread. */
  async function image(prompt: string, refine: MediaItem | null, success?: string): Promise<boolean> {
    const size = pictureSize(aspectRatio);
    try {
      const refinement = refine ? { initialImageUrl: refine.url } : {};
      const answer = await imageRequest.mutateAsync({ prompt, ...size, storyId, isRefineMode: Boolean(refine), ...refinement });
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

  return { image, video };
}
