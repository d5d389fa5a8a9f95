// The Edit Media dialog's rules: the thread of pictures and videos, which one is
// selected, what each tab needs before it runs, picture sizes, the overlay texts and the error texts.
import { t, type EditorId } from './i18n';
import { translateMessage } from './messages';
import { AI_ERROR_TYPES, type AiErrorType } from '../shared/ai-errors';
import { VIDEO_POLL_LIMIT_MS } from '../shared/media-editing';
import { isSensitive, type AiErrorInfo } from './ai-errors';

export type MediaType = 'image' | 'video';

export type MediaOrigin = 'panel' | 'refine' | 'animate' | 'generate' | 'upload';

export interface MediaItem {
  url: string;
  type: MediaType;
  prompt: string;
  /** The picture a refinement or a video was made from. */
  originalImageUrl?: string;
  timestamp: number;
  /** How the item came about (its caption in the thread). */
  origin?: MediaOrigin;
}

const CAPTIONS: Record<MediaOrigin, string> = {
  panel: 'Current',
  refine: 'Refined image',
  animate: 'Video',
  generate: 'New image',
  upload: 'Uploaded image',
};

export function mediaCaption(item: Pick<MediaItem, 'origin' | 'type'>): string {
  if (!item.origin || item.origin === 'panel') return item.type === 'video' ? 'Current video' : 'Current image';
  return CAPTIONS[item.origin];
}

const CAPTION_IDS: Record<MediaOrigin, EditorId> = {
  panel: 'editor.media.caption.currentImage',
  refine: 'editor.media.caption.refine',
  animate: 'editor.media.caption.animate',
  generate: 'editor.media.caption.generate',
  upload: 'editor.media.caption.upload',
};

/** mediaCaption in the reader's language. */
export function mediaCaptionText(item: Pick<MediaItem, 'origin' | 'type'>): string {
  if (!item.origin || item.origin === 'panel')
    return t(item.type === 'video' ? 'editor.media.caption.currentVideo' : 'editor.media.caption.currentImage');
  return t(CAPTION_IDS[item.origin]);
}

/** A note in the thread (a failed request), shown between the pictures. */
export interface ThreadNote {
  kind: 'note';
  text: string;
  timestamp: number;
}

export type ThreadEntry = ({ kind: 'media' } & MediaItem) | ThreadNote;

/** Modify = edit (refine the selected picture), Animate, Generate (regenerate: a new picture), Upload. */
export type MediaTab = 'edit' | 'animate' | 'regenerate' | 'upload';

export const MEDIA_TABS: readonly { id: MediaTab; label: string }[] = [
  { id: 'edit', label: 'Modify' },
  { id: 'animate', label: 'Animate' },
  { id: 'regenerate', label: 'Generate' },
  { id: 'upload', label: 'Upload' },
];

export const AUTO_REGENERATE_DELAY_MS = 200;
/** The thread starts with the panel's current picture, then its video (selected: the latest). */
export function initialThread(
  panel: {
    imageUrl: string | null;
    imagePrompt?: string | null;
    videoUrl?: string | null;
    videoPrompt?: string | null;
  },
  now: number = Date.now(),
): MediaItem[] {
  const items: MediaItem[] = [];
  if (panel.imageUrl)
    items.push({
      url: panel.imageUrl,
      type: 'image',
      prompt: panel.imagePrompt ?? '',
      timestamp: now,
      origin: 'panel',
    });
  if (panel.videoUrl)
    items.push({
      url: panel.videoUrl,
      type: 'video',
      prompt: panel.videoPrompt ?? '',
      originalImageUrl: panel.imageUrl ?? undefined,
      timestamp: now,
      origin: 'panel',
    });
  return items;
}

/** What blocks a tab's request ('' when it may run). Upload needs no prompt; Generate needs no selection. */
export function mediaRequestProblem(tab: MediaTab, prompt: string, selected: MediaItem | null): string {
  if (tab === 'edit' && selected?.type !== 'image') return t('editor.msg.editNeedsImage');
  if (tab === 'animate' && selected?.type !== 'image') return t('editor.msg.animateNeedsImage');
  if (tab !== 'upload' && !prompt.trim()) return t('editor.msg.promptRequired');
  return '';
}

/** The full-cover overlay's text while a tab's request runs. */
export function overlayLabel(tab: MediaTab): string {
  if (tab === 'edit') return 'Refining Image...';
  if (tab === 'animate') return 'Generating Video...';
  if (tab === 'upload') return 'Uploading Image...';
  return 'Generating Image...';
}

/** The loading hints: video 30-80 s, picture 10-30 s. */
export function expectedDuration(kind: MediaType): string {
  return kind === 'video' ? 'Videos usually take 30-80 seconds' : 'Images usually take 10-30 seconds';
}

/** What a failed picture request says: a toast, and (for a flagged prompt) a note in the thread. */
export function imageFailure(info: AiErrorInfo): { toast: string; threadNote?: string } {
  if (isSensitive(info)) return { toast: t('editor.msg.sensitive'), threadNote: t('editor.msg.sensitiveThread') };
  if (info.httpStatus === 429) return { toast: t('editor.msg.rateLimited') };
  return {
    toast: t('editor.media.imageFailed', {
      message: info.message ? translateMessage(info) : t('editor.media.unknownError'),
    }),
  };
}

export type VideoPoll =
  | { status: 'processing' }
  | { status: 'completed'; result: { videoUrl: string; originalImageUrl: string } }
  | { status: 'failed'; error?: string; errorType?: AiErrorType; code?: string };

export type VideoPollStep =
  { next: 'wait' } | { next: 'done'; videoUrl: string; originalImageUrl: string } | { next: 'fail'; message: string };

/** One video status answer, `elapsedMs` after the job started: keep polling, done, or fail with the toast's text. */
export function videoPollStep(poll: VideoPoll, elapsedMs: number): VideoPollStep {
  if (poll.status === 'completed')
    return { next: 'done', videoUrl: poll.result.videoUrl, originalImageUrl: poll.result.originalImageUrl };
  if (poll.status === 'failed') {
    return {
      next: 'fail',
      message: poll.errorType === AI_ERROR_TYPES.timeout ? t('editor.msg.videoTimeout') : t('editor.msg.videoFailed'),
    };
  }
  if (elapsedMs >= VIDEO_POLL_LIMIT_MS) return { next: 'fail', message: t('editor.msg.videoTimeout') };
  return { next: 'wait' };
}

/** The panel change 'Use This Image' / 'Use This Video' saves (only the fields the panel update accepts). */
export function panelChangesFor(
  item: MediaItem,
): { imageUrl: string; imagePrompt?: string; videoUrl: null } | { videoUrl: string; videoPrompt?: string } {
  if (item.type === 'video') return { videoUrl: item.url, ...(item.prompt ? { videoPrompt: item.prompt } : {}) };
  // A new picture replaces the panel's video, which was made from the old picture.
  return { imageUrl: item.url, ...(item.prompt ? { imagePrompt: item.prompt } : {}), videoUrl: null };
}
