// Sending webhook deliveries: each POST is signed with the webhook's secret (HMAC-SHA256 over "<timestamp>.<body>"),
// never follows a redirect, and goes only to public addresses. A delivery that is not taken (no 2xx) is tried again
// with back-off; the background sweep (Node) and the cron (Workers) send what is due, and the request that made an
// event starts its first attempt after its answer (inBackground).
import { sql } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import type { AppConfig } from '../deps';
import type { Clock } from './ids';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '../../src/shared/webhooks';

/** Waits before the 2nd, 3rd… attempt (seconds): about nine hours in all, then the delivery is marked failed. */
export const DEFAULT_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21600];
/** How long a receiver may take to answer one attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** A claimed attempt is not claimed again for this long (two sweeps never send it twice). */
const CLAIM_MS = 60_000;

export interface WebhookOptions {
  /** Accept and deliver to private, loopback and link-local addresses (tests with a receiver on 127.0.0.1); never in production. */
  allowPrivateAddresses?: boolean;
  /** Waits between attempts in seconds (default DEFAULT_RETRY_DELAYS_SECONDS); its length + 1 is the number of attempts. */
  retryDelaysSeconds?: number[];
  /**
   * The host's name lookup (Node): a name that resolves to a private address is refused too. Workers need none: their
   * fetch never reaches private networks.
   */
  resolveHost?: (hostname: string) => Promise<string[]>;
}

// 1. Addresses ----------------------------------------------------------------------------------

function ipv4Private([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a! >= 224 || // this network, private, loopback, multicast and reserved
    (a === 100 && b! >= 64 && b! < 128) || // shared address space (carrier NAT)
    (a === 169 && b === 254) || // link-local (cloud metadata services live here)
    (a === 172 && b! >= 16 && b! < 32) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) // benchmarking
  );
}

function ipv6Groups(host: string): number[] | null {
  const [head = '', tail] = host.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  if (tail === undefined && left.length !== 8) return null;
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whether a URL's host is one no webhook may reach: a private, loopback, link-local, multicast or unspecified address
 * (IPv4, IPv6, IPv4 inside IPv6), `localhost` and its subdomains, and names that are not public (no dot, `.local`,
 * `.internal`). The URL parser has already turned every IPv4 spelling (`2130706433`, `0x7f.1`) into dotted decimal.
 */
export function isPrivateHost(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) {
    const groups = ipv6Groups(host.slice(1, -1));
    if (!groups) return true;
    const [first = 0] = groups;
    if (groups.slice(0, 7).every((group) => group === 0) && groups[7]! <= 1) return true; // :: and ::1
    if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00) return true; // unique local, link-local, multicast
    // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address in their last two groups.
    const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
    const nat64 = first === 0x64 && groups[1] === 0xff9b;
    if (mapped || nat64) return ipv4Private([groups[6]! >> 8, groups[6]! & 0xff]);
    return false;
  }
  const ipv4 = host.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (ipv4) return ipv4Private(ipv4.slice(1).map(Number));
  return !host.includes('.') || host === 'localhost' || /\.(localhost|local|internal|home\.arpa)$/.test(host);
}

// 2. Signing ------------------------------------------------------------------------------------

const encoder = new TextEncoder();

/** The signature header's value for a body sent at `timestamp` (unix seconds): `t=<timestamp>,v1=<hex HMAC-SHA256>`. */
export async function signatureHeader(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
  return `t=${timestamp},v1=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

// 3. Sending ------------------------------------------------------------------------------------

export interface DeliveryEnv {
  db: Database;
  clock: Clock;
  config: AppConfig;
}

/** The body of a delivery: the same bytes on every attempt (only the signature's time changes). */
function deliveryBody(row: Row): string {
  return `{"id":${JSON.stringify(String(row.id))},"event":${JSON.stringify(String(row.event))},"createdAt":"${new Date(Number(row.created_at)).toISOString()}","data":${String(row.payload)}}`;
}

/** Whether a name resolves to any address no webhook may reach (an unresolvable name is left to fetch to fail). */
async function resolvesPrivate(url: URL, resolveHost: WebhookOptions['resolveHost']): Promise<boolean> {
  if (!resolveHost || url.hostname.startsWith('[') || /^[\d.]+$/.test(url.hostname)) return false;
  const addresses = await resolveHost(url.hostname).catch(() => []);
  return addresses.some((address) =>
    isPrivateHost(new URL(`http://${address.includes(':') ? `[${address}]` : address}/`)),
  );
}

async function attempt(
  row: Row,
  timestamp: number,
  options: WebhookOptions,
): Promise<{ statusCode: number | null; error: string | null }> {
  const url = new URL(String(row.url));
  if (!options.allowPrivateAddresses && (isPrivateHost(url) || (await resolvesPrivate(url, options.resolveHost)))) {
    return { statusCode: null, error: 'Refused: the URL is not a public address' };
  }
  const body = deliveryBody(row);
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Panelcraft-Webhooks/1',
        [WEBHOOK_EVENT_HEADER]: String(row.event),
        [WEBHOOK_DELIVERY_HEADER]: String(row.id),
        [WEBHOOK_SIGNATURE_HEADER]: await signatureHeader(String(row.secret), timestamp, body),
      },
      body,
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `The receiver answered ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      statusCode: null,
      error: timedOut ? `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s` : 'Could not connect to the receiver',
    };
  }
}

/**
 * Sends the deliveries that are due (a few at a time) and records each outcome: delivered on a 2xx, else the next
 * attempt after its back-off, or failed when none is left. Claiming pushes a delivery's due time forward in the same
 * statement that picks it, so concurrent senders (two isolates, the sweep and a request) never send one twice.
 */
export async function deliverWebhooks(
  env: DeliveryEnv,
  options: { limit?: number } = {},
): Promise<{ sent: number; delivered: number }> {
  const now = env.clock.now().getTime();
  const delays = env.config.webhooks?.retryDelaysSeconds ?? DEFAULT_RETRY_DELAYS_SECONDS;
  const [claimed] = await runBatch(
    env.db,
    [
      sql`update webhook_deliveries set attempts = attempts + 1, next_attempt_at = ${now + CLAIM_MS}, updated_at = ${now}
        where id in (select id from webhook_deliveries where status = 'pending' and next_attempt_at <= ${now} order by next_attempt_at limit ${options.limit ?? 20})
        returning id`,
    ],
    'write',
  );
  const ids = claimed!.rows.map((row) => String(row.id));
  if (!ids.length) return { sent: 0, delivered: 0 };
  const [due] = await runBatch(
    env.db,
    [
      sql`select d.id, d.event, d.payload, d.attempts, d.created_at, w.url, w.secret from webhook_deliveries d join webhooks w on w.id = d.webhook_id
      where d.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ],
    'read',
  );
  const timestamp = Math.floor(now / 1000);
  const outcomes = await Promise.all(due!.rows.map((row) => attempt(row, timestamp, env.config.webhooks ?? {})));
  const finished = env.clock.now().getTime();
  const updates = due!.rows.map((row, i) => {
    const { statusCode, error } = outcomes[i]!;
    const attempts = Number(row.attempts);
    const status = !error ? 'delivered' : attempts > delays.length ? 'failed' : 'pending';
    const next = status === 'pending' ? finished + delays[attempts - 1]! * 1000 : finished;
    return sql`update webhook_deliveries set status = ${status}, next_attempt_at = ${next}, last_status_code = ${statusCode}, last_error = ${error},
      updated_at = ${finished} where id = ${String(row.id)}`;
  });
  await runBatch(env.db, updates, 'write');
  return { sent: updates.length, delivered: outcomes.filter((outcome) => !outcome.error).length };
}
