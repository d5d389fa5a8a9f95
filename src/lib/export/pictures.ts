// A panel's picture for the whole-story exports, from its stored URLs: the image, or a video's first frame.
import { VIDEO_FILE } from '../../editor/bubble-view';
import { DOWNLOAD, firstVideoFrame, loadImage } from '../../editor/scene-canvas';

export interface StoredPanel {
  imageUrl: string | null;
  videoUrl?: string | null;
}

/**
 * What an export draws for a panel: a video file's first frame (else its still picture), an animated picture's first
 * frame (an <img> that is not on screen draws its first frame), or the picture. Null when there is nothing to draw.
 */
export async function panelPicture(
  panel: StoredPanel,
  timeoutMs: number = DOWNLOAD.imageTimeoutMs,
): Promise<CanvasImageSource | null> {
  if (panel.videoUrl) {
    try {
      return VIDEO_FILE.test(panel.videoUrl)
        ? await firstVideoFrame(panel.videoUrl, timeoutMs)
        : await loadImage(panel.videoUrl, timeoutMs);
    } catch (error) {
      if (!panel.imageUrl) throw error;
      console.warn('Video frame unavailable, using the still picture', error);
    }
  }
  return panel.imageUrl ? loadImage(panel.imageUrl, timeoutMs) : null;
}
