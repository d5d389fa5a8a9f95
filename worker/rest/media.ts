// REST adapter for uploads: the raw request body with its Content-Type goes to media.upload.
import { Hono } from 'hono';
import { respond, type ContextFor } from './respond';

export function mediaRoutes(contextFor: ContextFor) {
  return new Hono().post('/', async (c) => {
    const data = new Uint8Array(await c.req.arrayBuffer());
    const contentType = c.req.header('content-type') ?? '';
    return respond(c, contextFor, (api) => api.media.upload({ contentType, data }), 201);
  });
}
