// Request body limits: the API's (an upload's size plus room), larger for the picture upload, and tRPC's.
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, tooLargeMessage } from '../../src/shared/upload';

const tooLarge = (c: HonoContext) => {
  const length = Number(c.req.header('content-length'));
  const message = Number.isFinite(length) && length > 0 ? tooLargeMessage(length) : UPLOAD_MESSAGES.tooLargeUnknown;
  return c.json({ success: false, message }, 413);
};

/**
 * A GET or HEAD carries no body anyone reads, nor does a request with neither a length nor a transfer encoding, or a
 * zero length (HTTP/1.1), such as a like toggle. Asking for the body makes the Node adapter build a whole fetch Request
 * with a stream, so those skip the limit.
 */
function bodiless(c: HonoContext) {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return true;
  const length = c.req.header('content-length');
  return (length === undefined || length === '0') && c.req.header('transfer-encoding') === undefined;
}

const apiLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: tooLarge });
// The picture upload reads somewhat larger bodies itself, so an 11 MB file is answered with its exact size.
const uploadLimit = bodyLimit({ maxSize: 3 * MAX_UPLOAD_BYTES, onError: tooLarge });
const trpcLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });

export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  bodiless(c) ? next() : c.req.path.startsWith('/api/upload/') ? uploadLimit(c, next) : apiLimit(c, next);

export const trpcBodyLimit: MiddlewareHandler = (c, next) => (bodiless(c) ? next() : trpcLimit(c, next));
