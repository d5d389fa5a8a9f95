// Webhooks' events, limits, headers and messages without the zod schemas (src/shared/webhooks.ts), so the API's
// message codes (src/shared/messages.ts), which every page loads, can name them without bringing in zod.
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
