// Browser tools on any origin may read the public API and call it with an API token: every /api and /trpc answer allows
// any origin, and preflights for the token's headers succeed. Credentials are never allowed across origins, so a page of
// another site cannot ride on a visitor's session cookie (the browser neither sends it nor shows the answer).
import { cors } from 'hono/cors';

export const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id', 'If-None-Match', 'Accept'],
  exposeHeaders: ['X-Request-Id', 'Retry-After', 'ETag', 'Idempotent-Replayed', 'Location', 'Allow'],
  maxAge: 86400,
});
