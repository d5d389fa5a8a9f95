// Webhooks for scripts that cannot hold a progress stream: the events, limits and messages the server checks.
import { z } from 'zod';

import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from './webhook-limits';

export * from './webhook-limits';

export const createWebhookInput = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), WEBHOOK_MESSAGES.urlInvalid)
    .refine(
      (value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password),
      WEBHOOK_MESSAGES.urlCredentials,
    )
    .describe('Where deliveries are POSTed (http or https; private, loopback and link-local addresses are refused)'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), { error: WEBHOOK_MESSAGES.events })
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENTS.length, WEBHOOK_MESSAGES.events)
    .describe('The events to deliver'),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

export const webhookIdInput = z.object({ id: z.string().trim().min(1, 'Webhook id is required').max(64) });
