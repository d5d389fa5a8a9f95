// POST /api/ai/webhooks/replicate: Replicate posts finished predictions here (when PUBLIC_URL is set). A row of the route
// table answered outside tRPC: the signature is checked over the raw body before anything moves.
import type { Context as HonoContext } from 'hono';
import { withRequestId } from '../platform/request-id';
import { codedMessage } from '../../src/shared/messages';
import { advanceJob, jobByExternalId } from '../ai/engine/jobs';
import type { ContextFor } from './respond';

export function replicateWebhookRoute(contextFor: ContextFor) {
  return async (c: HonoContext) => {
    const ctx = await contextFor(c);
    const raw = await c.req.text();
    if (!ctx.ai.verifyWebhook || !(await ctx.ai.verifyWebhook({ headers: c.req.raw.headers, body: raw }))) {
      return c.json(
        withRequestId(c, { success: false, errorType: 'auth_required', ...codedMessage('webhook_signature_invalid') }),
        401,
      );
    }
    let id: unknown;
    try {
      id = (JSON.parse(raw) as { id?: unknown }).id;
    } catch {
      return c.json(
        withRequestId(c, { success: false, errorType: 'invalid_body', ...codedMessage('webhook_body_invalid') }),
        400,
      );
    }
    const job = typeof id === 'string' ? await jobByExternalId(ctx, id) : undefined;
    if (!job) return c.json({ success: true, message: 'Unknown prediction' });
    await advanceJob(ctx, job);
    return c.json({ success: true });
  };
}
