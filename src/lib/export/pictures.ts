// A panel's picture for the whole-story exports, from its stored URLs: the image, or a video's first frame.
import { VIDEO_FILE } from '../../editor/bubble-view';
import { DOWNLOAD, loadImage } from '../../editor/scene-canvas';

export interface StoredPanel {
  imageUrl: string | null;
  videoUrl?: string | null;
}

/** The first frame of a video file, as a canvas (a detached <video> is not drawable once it is gone). */
function firstVideoFrame(url: string, timeoutMs: number): Promise<HTMLCanvasElement> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    const timer = setTimeout(() => done(new Error('Video timed out')), timeoutMs);
    function done(error: Error | null) {
      clearTimeout(timer);
      video.onloadeddata = video.onerror = video.onseeked = null;
      if (error) {
        video.removeAttribute('src');
        reject(error);
        return;
      }
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0);
      video.removeAttribute('src');
      resolve(canvas);
    }
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    video.onseeked = () => done(null);
    // Seeking to 0 after the first data makes the browser present frame 0 rather than whatever it decoded first.
    video.onloadeddata = () => {
      if (video.currentTime === 0 && video.readyState >= 2) done(null);
      else video.currentTime = 0;
    };
    video.onerror = () => done(new Error('Video failed to load'));
    video.src = url;
  });
}

/**
 * What an export draws for a panel: a video file's first frame (else its still picture), an animated picture's first
 * frame (an <img> that is not on screen draws its first frame), or the picture. Null when there is nothing to draw.
 */
export async function panelPicture(panel: StoredPanel, timeoutMs: number = DOWNLOAD.imageTimeoutMs): Promise<CanvasImageSource | null> {
  if (panel.videoUrl) {
    try {
      return VIDEO_FILE.test(panel.videoUrl) ? await firstVideoFrame(panel.videoUrl, timeoutMs) : await loadImage(panel.videoUrl, timeoutMs);
    } catch (error) {
      if (!panel.imageUrl) throw error;
      console.warn('Video frame unavailable, using the still picture', error);
    }
  }
  return panel.imageUrl ? loadImage(panel.imageUrl, timeoutMs) : null;
}
