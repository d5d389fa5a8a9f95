// Webhooks: create (the signing secret answered once), list (with each one's latest delivery), a webhook's deliveries,
// delete; each for the caller's own webhooks only. A read API token may list but not create or delete (init.ts).
import { type TRPCRouterRecord } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { runBatch } from '../../../db/client';
import { createWebhookInput, MAX_WEBHOOKS_PER_USER, webhookIdInput } from '../../../src/shared/webhooks';
import { generateWebhookSecret, ownWebhooks, webhookDeliveries } from '../../data/webhooks';
import { DomainError, notFound } from '../../errors';
import { randomId } from '../../platform/ids';
import { isPrivateHost } from '../../platform/webhook-delivery';
import { protectedProcedure } from '../init';

export const webhooksRouter = {
  create: protectedProcedure
    .meta({ keepsReads: true })
    .input(createWebhookInput)
    .mutation(async ({ ctx, input }) => {
      const url = new URL(input.url);
      if (!ctx.config.webhooks?.allowPrivateAddresses && isPrivateHost(url)) {
        throw new DomainError('BAD_REQUEST', 'webhook_url_private', undefined, { field: 'url' });
      }
      const now = ctx.clock.now();
      const { user } = await ctx.viewer();
      const row = {
        id: randomId(),
        url: url.href,
        events: [...new Set(input.events)],
        secret: generateWebhookSecret(),
        createdAt: now,
      };
      // The cap is checked in the insert itself, so two creates at once cannot both pass it.
      const [inserted] = await runBatch(
        ctx.db,
        [
          sql`insert into webhooks (id, user_id, url, events, secret, created_at)
            select ${row.id}, ${user.id}, ${row.url}, ${JSON.stringify(row.events)}, ${row.secret}, ${now.getTime()}
            where (select count(*) from webhooks where user_id = ${user.id}) < ${MAX_WEBHOOKS_PER_USER}`,
        ],
        'write',
      );
      if (!inserted!.rowsAffected) throw new DomainError('CONFLICT', 'webhook_too_many');
      return {
        success: true as const,
        message: 'Webhook created. Copy its signing secret now: it will not be shown again.',
        data: {
          _id: row.id,
          url: row.url,
          events: row.events,
          createdAt: now.toISOString(),
          lastDelivery: null,
          /** The signing secret (whsec_…), shown only in this answer. */
          secret: row.secret,
        },
      };
    }),

  list: protectedProcedure.query(async ({ ctx }) => ({ success: true as const, data: await ownWebhooks(ctx) })),

  deliveries: protectedProcedure.input(webhookIdInput).query(async ({ ctx, input }) => ({
    success: true as const,
    data: await webhookDeliveries(ctx, input.id),
  })),

  // Another user's webhook and an unknown id are both "not found": nothing about others' webhooks leaks.
  delete: protectedProcedure
    .meta({ keepsReads: true })
    .input(webhookIdInput)
    .mutation(async ({ ctx, input }) => {
      const { user } = await ctx.viewer();
      const [deleted] = await runBatch(
        ctx.db,
        [sql`delete from webhooks where id = ${input.id} and user_id = ${user.id}`],
        'write',
      );
      if (!deleted!.rowsAffected) throw notFound('webhook_not_found');
      return { success: true as const, message: 'Webhook deleted' };
    }),
} satisfies TRPCRouterRecord;
