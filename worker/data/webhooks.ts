// Webhooks and their deliveries as SQL. An event becomes its deliveries inside the batch that makes it happen (the job
// settling, the scene finishing), so it costs no round trip of its own and happens exactly once: the statement runs only
// while the job is still active (or the scene has just been finished by this batch), and a delivery is unique per
// webhook, event and subject.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { sql, type SQL } from 'drizzle-orm';
import type { Row } from '../../db/client';
import type { WebhookEvent } from '../../src/shared/webhooks';
import type { SignedInContext } from '../context';
import { notFound } from '../errors';

/** A signing secret: 32 random bytes, base32, behind a prefix that says what it is. */
export const generateWebhookSecret = () =>
  `whsec_${encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(32)))}`;

export interface WebhookView {
  _id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  /** The latest delivery's state, or null before the first event. */
  lastDelivery: DeliveryView | null;
}

export interface DeliveryView {
  /** Sent as X-Panelcraft-Delivery and as the body's id. */
  _id: string;
  event: WebhookEvent;
  /** 'pending' (waiting for its next attempt), 'delivered' (a 2xx answer) or 'failed' (no attempt left). */
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** The receiver's last HTTP status; null when it did not answer. */
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (value: unknown) => new Date(Number(value)).toISOString();

function deliveryFromRow(row: Row, prefix = ''): DeliveryView {
  return {
    _id: String(row[`${prefix}id`]),
    event: row[`${prefix}event`] as WebhookEvent,
    status: row[`${prefix}status`] as DeliveryView['status'],
    attempts: Number(row[`${prefix}attempts`]),
    lastStatusCode: row[`${prefix}last_status_code`] === null ? null : Number(row[`${prefix}last_status_code`]),
    lastError: (row[`${prefix}last_error`] as string | null) ?? null,
    createdAt: iso(row[`${prefix}created_at`]),
    updatedAt: iso(row[`${prefix}updated_at`]),
  };
}

/** The owner's webhooks with each one's latest delivery, newest first; never the secret. */
function listWebhooksSql(userId: SQL): SQL {
  return sql`select w.id, w.url, w.events, w.created_at,
      d.id as d_id, d.event as d_event, d.status as d_status, d.attempts as d_attempts, d.last_status_code as d_last_status_code,
      d.last_error as d_last_error, d.created_at as d_created_at, d.updated_at as d_updated_at
    from webhooks w
    left join webhook_deliveries d on d.id = (select id from webhook_deliveries where webhook_id = w.id order by created_at desc, id desc limit 1)
    where w.user_id = ${userId} order by w.created_at desc, w.id desc`;
}

function webhookFromRow(row: Row): WebhookView {
  return {
    _id: String(row.id),
    url: String(row.url),
    events: JSON.parse(String(row.events)) as WebhookEvent[],
    createdAt: iso(row.created_at),
    lastDelivery: row.d_id === null || row.d_id === undefined ? null : deliveryFromRow(row, 'd_'),
  };
}

/** A webhook's latest deliveries, newest first, if the webhook is the viewer's (no rows otherwise). */
function webhookDeliveriesSql(id: string, userId: SQL, limit: number): SQL {
  return sql`select d.* from webhook_deliveries d join webhooks w on w.id = d.webhook_id
    where d.webhook_id = ${id} and w.user_id = ${userId} order by d.created_at desc, d.id desc limit ${limit}`;
}

const webhookOwnedSql = (id: string, userId: SQL): SQL =>
  sql`select id from webhooks where id = ${id} and user_id = ${userId}`;

/** Whether a webhook that asked for `event` exists for the user (a JSON array of event names). */
const wants = (event: SQL) => sql`exists (select 1 from json_each(w.events) where value = ${event})`;

const newDeliveryId = sql`lower(hex(randomblob(10)))`;

/**
 * A free image or video job's event, for every webhook of its owner that asked for it. Batched just before the
 * statement that settles the job, and only while the job is still active: of two callers racing, one records it.
 */
export function jobEventSql(
  job: { id: string; userId: string },
  event: WebhookEvent,
  data: Record<string, unknown>,
  now: number,
): SQL {
  return sql`insert or ignore into webhook_deliveries (id, webhook_id, event, subject, payload, status, attempts, next_attempt_at, created_at, updated_at)
    select ${newDeliveryId}, w.id, ${event}, ${job.id}, ${JSON.stringify(data)}, 'pending', 0, ${now}, ${now}, ${now}
    from webhooks w
    where w.user_id = ${job.userId} and ${wants(sql`${event}`)}
      and exists (select 1 from generation_jobs where id = ${job.id} and status in ('starting', 'pending'))`;
}

/**
 * A scene's event once its pictures are all settled, batched right after the statement that finishes it: only when
 * that statement finished it at `now` (its status is final and its time is this batch's). The subject carries that
 * time, so a regenerated scene is announced again.
 */
export function sceneEventSql(sceneId: string, now: number): SQL {
  return sql`insert or ignore into webhook_deliveries (id, webhook_id, event, subject, payload, status, attempts, next_attempt_at, created_at, updated_at)
    select ${newDeliveryId}, w.id, 'scene.' || s.status, s.id || ':' || s.updated_at,
      json_object('sceneId', s.id, 'storyId', s.story_id, 'sceneNumber', s.scene_number, 'status', s.status), 'pending', 0, ${now}, ${now}, ${now}
    from scenes s join stories st on st.id = s.story_id join webhooks w on w.user_id = st.user_id
    where s.id = ${sceneId} and s.status in ('completed', 'failed') and s.updated_at = ${now} and ${wants(sql`'scene.' || s.status`)}`;
}

/** How many of a webhook's deliveries its page lists (the newest). */
const DELIVERIES_SHOWN = 20;

/** The viewer's webhooks with each one's latest delivery, newest first: one database request with the session check. */
export async function ownWebhooks(ctx: SignedInContext): Promise<WebhookView[]> {
  const { results } = await ctx.read([listWebhooksSql(ctx.viewerIdSql())]);
  return results[0]!.map(webhookFromRow);
}

/** A webhook's latest deliveries, if it is the viewer's (another's and an unknown id are both a 404): one database request. */
export async function webhookDeliveries(ctx: SignedInContext, id: string): Promise<DeliveryView[]> {
  const { results } = await ctx.read([
    webhookOwnedSql(id, ctx.viewerIdSql()),
    webhookDeliveriesSql(id, ctx.viewerIdSql(), DELIVERIES_SHOWN),
  ]);
  if (!results[0]!.length) throw notFound('webhook_not_found');
  return results[1]!.map((row) => deliveryFromRow(row));
}
