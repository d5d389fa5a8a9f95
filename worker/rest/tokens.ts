// REST adapters for /api/tokens (issue 27): each route calls the matching tokens procedure.
import { Hono } from 'hono';
import { createTokenInput, type CreateTokenInput } from '../../src/shared/api-tokens';
import { jsonBody, respond, type ContextFor } from './respond';

export function tokenRoutes(contextFor: ContextFor) {
  return new Hono()
    .post('/', async (c) => {
      const body = (await jsonBody(c, createTokenInput)) as CreateTokenInput;
      return respond(c, contextFor, (api) => api.tokens.create(body), 201);
    })
    .get('/', (c) => respond(c, contextFor, (api) => api.tokens.list()))
    .delete('/:id', (c) => respond(c, contextFor, (api) => api.tokens.revoke({ id: c.req.param('id') })));
}
