// The Edit Media dialog: how long a video is polled, and the dialog's messages (the server
// refuses a refinement without a picture in the same words).
import { AI_MESSAGES } from './ai-errors';

export const VIDEO_POLL_MS = 3000;
export const VIDEO_POLL_LIMIT_MS = 5 * 60 * 1000;

export const MEDIA_MESSAGES = {
  promptRequired: 'Please enter a prompt',
  editNeedsImage: 'Please select an image to edit. Videos cannot be edited.',
  animateNeedsImage: 'Please select an image to animate',
  noOriginalPrompt: 'No original image prompt available for regeneration',
  sensitiveToast: AI_MESSAGES.sensitive,
  sensitiveThread: AI_MESSAGES.sensitiveThread,
  rateLimited: AI_MESSAGES.rateLimited,
  noImageUrl: 'No image URL in response',
  videoTimeout: 'Video generation took longer than expected. Please try again.',
  videoFailed: 'Video generation failed',
  videoStartFailed: 'Failed to start video generation',
  regenerated: 'Image regenerated successfully!',
} as const;
