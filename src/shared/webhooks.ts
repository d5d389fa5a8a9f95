// Webhooks for scripts that cannot hold a progress stream: the events, limits and messages the server checks.
import { z } from 'zod';

/** What a webhook may ask for: a scene's pictures all done (or none drawn), a free image or video finished or failed. */
export const WEBHOOK_EVENTS = [
  'scene.completed',
  'scene.failed',
  'image.completed',
  'image.failed',
  'video.completed',
  'video.failed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Webhooks one account may hold. */
export const MAX_WEBHOOKS_PER_USER = 10;
export const WEBHOOK_URL_MAX = 2000;

/** The header each delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Panelcraft-Signature';
export const WEBHOOK_EVENT_HEADER = 'X-Panelcraft-Event';
export const WEBHOOK_DELIVERY_HEADER = 'X-Panelcraft-Delivery';

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  urlInvalid: 'Webhook URL must be an absolute http or https URL',
  urlTooLong: `Webhook URL must be at most ${WEBHOOK_URL_MAX} characters`,
  urlCredentials: 'Webhook URL must not contain a user name or password',
  urlPrivate: 'Webhook URL must be a public address: private, loopback and link-local addresses are refused',
  events: `Events must be a non-empty list of: ${WEBHOOK_EVENTS.join(', ')}`,
  notFound: 'Webhook not found',
} as const;

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
