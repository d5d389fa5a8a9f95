// Request body limits: the API's (an upload's size plus room), larger for the picture upload, and tRPC's.
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { codedMessage } from '../../src/shared/messages';
import { MAX_UPLOAD_BYTES, megabytes } from '../../src/shared/upload';
import { withRequestId } from './request-id';

/** The most a JSON body may hold, on the API and tRPC alike (the largest real one, a panel's bubbles, is far smaller). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
const JSON_BODY = /^application\/([\w.+-]+\+)?json$/i;

/** A file is told its size against the upload limit; a JSON body (or a tRPC call) against the JSON limit. */
const tooLarge = (c: HonoContext) => {
  const length = Number(c.req.header('content-length'));
  const known = Number.isFinite(length) && length > 0 ? length : null;
  const type = c.req.header('content-type')?.split(';', 1)[0]!.trim() ?? '';
  const json = c.req.path.startsWith('/trpc/') || JSON_BODY.test(type);
  const size = known ? { size: megabytes(known) } : undefined;
  const coded = json
    ? codedMessage(known ? 'json_too_large' : 'json_too_large_unknown', size)
    : codedMessage(known ? 'file_too_large' : 'upload_too_large', size);
  return c.json(withRequestId(c, { success: false, errorType: 'payload_too_large', ...coded }), 413);
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
const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
// The picture upload reads somewhat larger bodies itself, so an 11 MB file is answered with its exact size.
const uploadLimit = bodyLimit({ maxSize: 3 * MAX_UPLOAD_BYTES, onError: tooLarge });
const trpcLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });

export const apiBodyLimit: MiddlewareHandler = (c, next) => {
  if (bodiless(c)) return next();
  if (c.req.path.startsWith('/api/upload/')) return uploadLimit(c, next);
  // A body without a type is read as JSON by the API (respond.ts's jsonBody), so it gets the JSON limit too.
  const type = c.req.header('content-type')?.split(';', 1)[0]!.trim() ?? '';
  return !type || JSON_BODY.test(type) ? jsonLimit(c, next) : apiLimit(c, next);
};

export const trpcBodyLimit: MiddlewareHandler = (c, next) => (bodiless(c) ? next() : trpcLimit(c, next));
