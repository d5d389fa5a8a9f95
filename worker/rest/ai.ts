// REST adapters for the editing calls of spec 02 section 7: /api/ai, /api/scenes, /api/characters, /api/locations and
// /api/upload. Each route calls one procedure; the Replicate webhook is the only route with its own (small) logic.
import { Hono } from 'hono';
import { advanceJob, jobByExternalId } from '../ai/engine/jobs';
import { MAX_UPLOAD_BYTES, tooLargeMessage } from '../../src/shared/upload';
import { acceptedWhenPending, jsonBody, respond, type ContextFor } from './respond';

const body = jsonBody;

export function aiRoutes(contextFor: ContextFor) {
  return new Hono()
    .post('/generate-scene', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.generateScene(input as never));
    })
    .get('/scene-status/:id', (c) => respond(c, contextFor, (api) => api.ai.sceneStatus({ id: c.req.param('id') })))
    .post('/scene-suggestions', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.sceneSuggestions(input as never));
    })
    .post('/generate-image', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.generateImage(input as never), acceptedWhenPending);
    })
    .post('/generate-panel-image', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.generatePanelImage(input as never), acceptedWhenPending);
    })
    .post('/generate-character-image', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.generateCharacterImage(input as never), acceptedWhenPending);
    })
    .post('/generate-location-image', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.generateLocationImage(input as never), acceptedWhenPending);
    })
    .post('/generate-character-from-description', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.characterFromDescription(input as never));
    })
    .post('/generate-location-from-description', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.locationFromDescription(input as never));
    })
    .post('/extract-entities', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.extractEntities(input as never));
    })
    .post('/improve-text', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.improveText(input as never));
    })
    .post('/generate-title', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.generateTitle(input as never));
    })
    .post('/generate-video', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.ai.generateVideo(input as never));
    })
    .get('/image-status/:id', (c) => respond(c, contextFor, (api) => api.ai.imageStatus({ id: c.req.param('id') })))
    .get('/video-status/:id', (c) => respond(c, contextFor, (api) => api.ai.videoStatus({ id: c.req.param('id') })))
    // Replicate posts finished predictions here (when PUBLIC_URL is set); the signature is checked before anything moves.
    .post('/webhooks/replicate', async (c) => {
      const ctx = await contextFor(c);
      const raw = await c.req.text();
      if (!ctx.ai.verifyWebhook || !(await ctx.ai.verifyWebhook({ headers: c.req.raw.headers, body: raw }))) {
        return c.json({ success: false, message: 'Invalid webhook signature' }, 401);
      }
      let id: unknown;
      try {
        id = (JSON.parse(raw) as { id?: unknown }).id;
      } catch {
        return c.json({ success: false, message: 'Invalid webhook body' }, 400);
      }
      const job = typeof id === 'string' ? await jobByExternalId(ctx, id) : undefined;
      if (!job) return c.json({ success: true, message: 'Unknown prediction' });
      await advanceJob(ctx, job);
      return c.json({ success: true });
    });
}

export function sceneRoutes(contextFor: ContextFor) {
  return new Hono()
    .put('/:id', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.scenes.update({ ...input, id: c.req.param('id') } as never));
    })
    .delete('/:id', (c) => respond(c, contextFor, (api) => api.scenes.delete({ id: c.req.param('id') })))
    .put('/:sceneId/panels/:panelNumber', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) =>
        api.scenes.updatePanel({ ...input, sceneId: c.req.param('sceneId'), panelNumber: c.req.param('panelNumber') } as never),
      );
    });
}

export function entityRoutes(contextFor: ContextFor, kind: 'characters' | 'locations') {
  return new Hono()
    .post('/', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api[kind].create(input as never), 201);
    })
    .put('/:id', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api[kind].update({ ...input, id: c.req.param('id') } as never));
    })
    .delete('/:id', (c) => respond(c, contextFor, (api) => api[kind].delete({ id: c.req.param('id') })));
}

export function uploadRoutes(contextFor: ContextFor) {
  return new Hono().post('/image', async (c) => {
    let file: File | null = null;
    try {
      const form = await c.req.formData();
      const value = form.get('image');
      file = value instanceof File ? value : null;
    } catch {
      file = null;
    }
    if (file && file.size > MAX_UPLOAD_BYTES) return c.json({ success: false, message: tooLargeMessage(file.size) }, 413);
    const data = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
    return respond(c, contextFor, (api) => api.media.uploadImage({ name: file?.name || 'image', data }), 201);
  });
}
