// The Edit Media dialog's AI requests: a picture (new or refined from the selected one, settled when a slow provider
// answers 'pending') and a video (a job followed on its status stream, or polled at the server's pace, for at most 5
// minutes); each adds what it made to the thread.
import { useMutation } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { aiErrorInfo } from '../../../lib/ai-errors';
import { pictureSize } from '../../../shared/stories';
import { imageFailure, videoPollStep, type MediaItem, type VideoPoll } from '../../../lib/media-thread';
import { VIDEO_POLL_LIMIT_MS, VIDEO_POLL_MS } from '../../../shared/media-editing';
import { settlePicture } from '../../../lib/picture-job';
import { playSound } from '../../../lib/sound';
import { followJob } from '../../../lib/status-stream';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { t } from '../../../lib/i18n';

interface MediaRequestsInput {
  storyId: string;
  aspectRatio: string;
  alive: RefObject<boolean>;
  add: (item: MediaItem) => void;
  note: (text: string) => void;
}

export function useMediaRequests({ storyId, aspectRatio, alive, add, note }: MediaRequestsInput) {
  const trpc = useTRPC();
  const imageRequest = useMutation(trpc.ai.generateImage.mutationOptions());
  const videoRequest = useMutation(trpc.ai.generateVideo.mutationOptions());

  /** True when a new picture joined the thread. */
  async function image(prompt: string, refine: MediaItem | null, success?: string): Promise<boolean> {
    const size = pictureSize(aspectRatio);
    try {
      const refinement = refine ? { initialImageUrl: refine.url } : {};
      const answer = await imageRequest.mutateAsync({
        prompt,
        ...size,
        storyId,
        isRefineMode: Boolean(refine),
        ...refinement,
      });
      // A slow provider answers 'pending': the overlay stays up until image-status has the picture.
      const imageUrl = await settlePicture(answer);
      if (!alive.current) return false;
      if (!imageUrl) {
        toast.error(t('editor.msg.noImageUrl'));
        return false;
      }
      add({
        url: imageUrl,
        type: 'image',
        prompt,
        originalImageUrl: refine?.url,
        timestamp: Date.now(),
        origin: refine ? 'refine' : 'generate',
      });
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
      toast.error(info.httpStatus === 429 ? t('editor.msg.rateLimited') : t('editor.msg.videoStartFailed'));
      return false;
    }
    const started = Date.now();
    let poll: VideoPoll | null;
    try {
      poll = await followJob<VideoPoll>(`/api/ai/video-status/${encodeURIComponent(jobId)}`, {
        over: (answer) => answer.status !== 'processing',
        pollMs: VIDEO_POLL_MS,
        timeoutMs: VIDEO_POLL_LIMIT_MS,
        alive: () => alive.current,
      });
    } catch {
      toast.error(t('editor.msg.videoFailed'));
      return false;
    }
    // No answer: the dialog closed, or the job outlasted the limit.
    if (!poll && !alive.current) return false;
    const step = videoPollStep(poll ?? { status: 'processing' }, poll ? Date.now() - started : VIDEO_POLL_LIMIT_MS);
    if (step.next === 'done') {
      if (alive.current)
        add({
          url: step.videoUrl,
          type: 'video',
          prompt,
          originalImageUrl: step.originalImageUrl || source.url,
          timestamp: Date.now(),
          origin: 'animate',
        });
      playSound('saved');
      return true;
    }
    toast.error(step.next === 'fail' ? step.message : t('editor.msg.videoTimeout'));
    return false;
  }

  return { image, video };
}
