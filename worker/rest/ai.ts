// REST adapters for the editing calls: /api/ai, /api/scenes, /api/characters, /api/locations and
// /api/upload. Each route calls one procedure; the Replicate webhook is the only route with its own (small) logic.
import { Hono, type Context as HonoContext } from 'hono';
import { progressRoute } from './progress';
import { withRequestId } from '../platform/request-id';
import { advanceJob, jobByExternalId } from '../ai/engine/jobs';
import { MAX_UPLOAD_BYTES, tooLargeMessage } from '../../src/shared/upload';
import { panelUpdateInput, sceneLayoutInput, sceneUpdateInput } from '../../src/shared/validation';
import { panelOrderInput } from '../../src/shared/arrangement';
import { idempotent } from './idempotency';
import { acceptedWhenPending, jsonBody, procedureInput, respond, type Caller, type ContextFor } from './respond';

const body = jsonBody;

type AiProcedure = keyof Caller['ai'];

/** The ai calls that create something (a scene, a picture or video job, characters and locations): they honour Idempotency-Key. */
const CREATING = new Set<AiProcedure>(['generateScene', 'generateImage', 'generatePanelImage', 'generateCharacterImage', 'generateLocationImage', 'extractEntities', 'generateVideo']);

/** The POST routes that hand their JSON body to one ai procedure (a picture call answers 202 while its job runs). */
const AI_BODY_ROUTES: [path: string, procedure: AiProcedure, status?: typeof acceptedWhenPending][] = [
  ['/generate-scene', 'generateScene'],
  ['/scene-suggestions', 'sceneSuggestions'],
  ['/generate-image', 'generateImage', acceptedWhenPending],
  ['/generate-panel-image', 'generatePanelImage', acceptedWhenPending],
  ['/generate-character-image', 'generateCharacterImage', acceptedWhenPending],
  ['/generate-location-image', 'generateLocationImage', acceptedWhenPending],
  ['/generate-character-from-description', 'characterFromDescription'],
  ['/generate-location-from-description', 'locationFromDescription'],
  ['/extract-entities', 'extractEntities'],
  ['/improve-text', 'improveText'],
  ['/generate-title', 'generateTitle'],
  ['/generate-video', 'generateVideo'],
];

export function aiRoutes(contextFor: ContextFor) {
  const routes = new Hono();
  for (const [path, procedure, status] of AI_BODY_ROUTES) {
    const handler = async (c: HonoContext) => {
      const input = await body(c, procedureInput(`ai.${procedure}`));
      // The procedure's own zod input checks the body; REST only hands it over.
      return respond(c, contextFor, (api) => (api.ai[procedure] as (input: unknown) => Promise<unknown>)(input), status);
    };
    if (CREATING.has(procedure)) routes.post(path, idempotent(contextFor), handler);
    else routes.post(path, handler);
  }
  return routes
    .get('/scene-status/:id', progressRoute(contextFor, (api, id) => api.ai.sceneStatus({ id })))
    .get('/image-status/:id', progressRoute(contextFor, (api, id) => api.ai.imageStatus({ id })))
    .get('/video-status/:id', progressRoute(contextFor, (api, id) => api.ai.videoStatus({ id })))
    // Replicate posts finished predictions here (when PUBLIC_URL is set); the signature is checked before anything moves.
    .post('/webhooks/replicate', async (c) => {
      const ctx = await contextFor(c);
      const raw = await c.req.text();
      if (!ctx.ai.verifyWebhook || !(await ctx.ai.verifyWebhook({ headers: c.req.raw.headers, body: raw }))) {
        return c.json(withRequestId(c, { success: false, message: 'Invalid webhook signature', errorType: 'auth_required' }), 401);
      }
      let id: unknown;
      try {
        id = (JSON.parse(raw) as { id?: unknown }).id;
      } catch {
        return c.json(withRequestId(c, { success: false, message: 'Invalid webhook body', errorType: 'invalid_body' }), 400);
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
      const input = await body(c, sceneUpdateInput);
      return respond(c, contextFor, (api) => api.scenes.update({ ...input, id: c.req.param('id') } as never));
    })
    .delete('/:id', (c) => respond(c, contextFor, (api) => api.scenes.delete({ id: c.req.param('id') })))
    .put('/:id/layout', async (c) => {
      const input = await body(c, sceneLayoutInput);
      return respond(c, contextFor, (api) => api.scenes.setLayout({ ...input, sceneId: c.req.param('id') } as never));
    })
    .put('/:sceneId/panels/:panelNumber', async (c) => {
      const input = await body(c, panelUpdateInput);
      return respond(c, contextFor, (api) =>
        api.scenes.updatePanel({ ...input, sceneId: c.req.param('sceneId'), panelNumber: pathNumber(c.req.param('panelNumber')) } as never),
      );
    })
    // Arranging a scene's panels: add (empty, split or brought back), remove, reorder.
    .post('/:sceneId/panels', idempotent(contextFor), async (c) => {
      const input = await body(c, procedureInput('scenes.addPanel'));
      return respond(c, contextFor, (api) => api.scenes.addPanel({ ...input, sceneId: c.req.param('sceneId') } as never), 201);
    })
    .delete('/:sceneId/panels/:panelNumber', (c) =>
      respond(c, contextFor, (api) => api.scenes.removePanel({ sceneId: c.req.param('sceneId'), panelNumber: pathNumber(c.req.param('panelNumber')) })),
    )
    .put('/:sceneId/panel-order', async (c) => {
      const input = await body(c, panelOrderInput);
      return respond(c, contextFor, (api) => api.scenes.orderPanels({ ...input, sceneId: c.req.param('sceneId') } as never));
    })
    // Picture history: the scene's earlier panel pictures, and putting some back.
    .get('/:sceneId/versions', (c) => respond(c, contextFor, (api) => api.scenes.panelVersions({ sceneId: c.req.param('sceneId') })))
    .post('/:sceneId/versions/restore', async (c) => {
      const input = await body(c);
      return respond(c, contextFor, (api) => api.scenes.restorePanelVersions({ ...input, sceneId: c.req.param('sceneId') } as never));
    });
}

/** A number in the path ('2'); anything else is NaN, which the procedure refuses with its own message. */
const pathNumber = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

export function entityRoutes(contextFor: ContextFor, kind: 'characters' | 'locations') {
  return new Hono()
    // The cast library: the caller's own in all their stories (`?q=` narrows it).
    .get('/', (c) => {
      const q = c.req.query('q');
      return respond(c, contextFor, (api) => api[kind].library(q === undefined ? undefined : { q: q.slice(0, 1000) }), 200, ['q']);
    })
    .post('/', idempotent(contextFor), async (c) => {
      const input = await body(c, procedureInput(`${kind}.create`));
      return respond(c, contextFor, (api) => api[kind].create(input as never), 201);
    })
    .put('/:id', async (c) => {
      const input = await body(c, procedureInput(`${kind}.update`));
      return respond(c, contextFor, (api) => api[kind].update({ ...input, id: c.req.param('id') } as never));
    })
    .delete('/:id', (c) => respond(c, contextFor, (api) => api[kind].delete({ id: c.req.param('id') })));
}

export function uploadRoutes(contextFor: ContextFor) {
  return new Hono().post('/image', idempotent(contextFor), async (c) => {
    let file: File | null = null;
    try {
      const form = await c.req.formData();
      const value = form.get('image');
      file = value instanceof File ? value : null;
    } catch {
      file = null;
    }
    if (file && file.size > MAX_UPLOAD_BYTES) return c.json(withRequestId(c, { success: false, message: tooLargeMessage(file.size), errorType: 'payload_too_large' }), 413);
    const data = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
    return respond(c, contextFor, (api) => api.media.uploadImage({ name: file?.name || 'image', data }), 201);
  });
}
