// Where this app serves its media and which URLs count as its own: every picture and video a panel, entity or story
// keeps lives under /media/ (provider URLs expire, so they are never stored).

export const MEDIA_PATH = '/media/';
export const MEDIA_URL_MESSAGE = 'Media must be a /media/ URL of this site (upload or generate it here first)';

/** A relative path into the media store (`/media/...`) that cannot walk out of it. */
export function isMediaPath(url: string): boolean {
  return url.startsWith(MEDIA_PATH) && !url.includes('..');
}

/**
 * One of this app's media URLs: relative, or absolute with a /media/ path (the server then checks the origin against
 * its PUBLIC_URL and keeps the relative form).
 */
export function isMediaUrl(url: string): boolean {
  if (url.startsWith(MEDIA_PATH)) return isMediaPath(url);
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) && isMediaPath(parsed.pathname);
  } catch {
    return false;
  }
}
