// The stored media files under /media/<key>.
import { Hono, type Context } from 'hono';
import { withRequestId } from '../platform/request-id';
import { MEDIA_PATH } from '../../src/shared/media';
import { codedMessage } from '../../src/shared/messages';
import { isValidMediaKey, type MediaStore } from '../platform/media';
import { decodedPath } from '../platform/request-guards';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The stored media under /media/<key>: objects by key, immutable; anything else under /media is a JSON 404. */
export function mediaFiles(media: MediaStore) {
  const notFound = (c: Context) =>
    c.json(withRequestId(c, { success: false, errorType: 'not_found', ...codedMessage('media_not_found') }), 404);
  return new Hono()
    .on(['GET', 'HEAD'], '/*', async (c) => {
      const key = decodedPath(c.req.path.slice(MEDIA_PATH.length));
      const object = key !== null && isValidMediaKey(key) ? await media.get(key).catch(() => null) : null;
      if (!object) return notFound(c);
      return new Response(c.req.method === 'HEAD' ? null : object.body, {
        headers: {
          'Content-Type': object.contentType,
          'Content-Length': String(object.size),
          // A picture copy not made yet answers with the original: cache that briefly, never as the copy.
          'Cache-Control': (object as { fallback?: boolean }).fallback ? 'public, max-age=60' : IMMUTABLE,
          'X-Content-Type-Options': 'nosniff',
          // Media are data, never pages: an SVG opened directly cannot run script.
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        },
      });
    })
    .all('/*', notFound)
    .all('/', notFound);
}
