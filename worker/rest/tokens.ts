// REST adapters for /api/tokens: each route calls the matching tokens procedure.
import { Hono } from 'hono';
import { createTokenInput, type CreateTokenInput } from '../../src/shared/api-tokens';
import { idempotent } from './idempotency';
import { jsonBody, respond, type ContextFor } from './respond';

export function tokenRoutes(contextFor: ContextFor) {
  return new Hono()
    // A retried create makes no second token; the secret is shown once, so a retry is a 409, never the secret again.
    .post('/', idempotent(contextFor, { secret: true }), async (c) => {
      const body = (await jsonBody(c, createTokenInput)) as CreateTokenInput;
      return respond(c, contextFor, (api) => api.tokens.create(body), 201);
    })
    .get('/', (c) => respond(c, contextFor, (api) => api.tokens.list()))
    .delete('/:id', (c) => respond(c, contextFor, (api) => api.tokens.revoke({ id: c.req.param('id') })));
}
