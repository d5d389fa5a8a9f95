// REST adapters for /api/webhooks: each route calls the matching webhooks procedure.
import { Hono } from 'hono';
import { createWebhookInput, type CreateWebhookInput } from '../../src/shared/webhooks';
import { idempotent } from './idempotency';
import { jsonBody, respond, type ContextFor } from './respond';

export function webhookRoutes(contextFor: ContextFor) {
  return new Hono()
    // The signing secret is shown once, so a retried create is never answered with it again.
    .post('/', idempotent(contextFor, { secret: true }), async (c) => {
      const body = (await jsonBody(c, createWebhookInput)) as CreateWebhookInput;
      return respond(c, contextFor, (api) => api.webhooks.create(body), 201);
    })
    .get('/', (c) => respond(c, contextFor, (api) => api.webhooks.list()))
    .get('/:id/deliveries', (c) => respond(c, contextFor, (api) => api.webhooks.deliveries({ id: c.req.param('id') })))
    .delete('/:id', (c) => respond(c, contextFor, (api) => api.webhooks.delete({ id: c.req.param('id') })));
}
