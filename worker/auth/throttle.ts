// Attempt throttling (sign-in per email and per IP, password checks per user): counts in a fixed window, stored in the
// database so every host instance shares them.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Row } from '../../db/client';
import { codedError, DomainError } from '../errors';
import { loginAttempts } from '../../db/schema';
import { LOGIN_THROTTLE } from '../../src/shared/limits';

export interface ThrottleKey {
  key: string;
  max: number;
}

export function loginKeys(email: string, ip: string | null): ThrottleKey[] {
  return [
    { key: `email:${email}`, max: LOGIN_THROTTLE.maxPerEmail },
    ...(ip ? [{ key: `ip:${ip}`, max: LOGIN_THROTTLE.maxPerIp }] : []),
  ];
}

export const passwordCheckKey = (userId: string): ThrottleKey => ({
  key: `password:${userId}`,
  max: LOGIN_THROTTLE.maxPasswordChecks,
});

/**
 * Counts this attempt against every key before it is tried, and answers the seconds to wait (0 when it may go on).
 * Reserving first, in one upsert that returns the new counts, is what makes a burst safe: reading the counts and
 * recording a failure later would let every concurrent attempt read the same low count. An expired window restarts at 1.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKey[], now: Date): Promise<number> {
  const rows = await reserveAttemptQuery(db, keys, now).returning();
  return waitSeconds(
    keys,
    rows.map((row) => ({ key: row.key, failures: row.failures, window_start: row.windowStart.getTime() })),
    now,
  );
}

/** The reserving upsert as SQL (with RETURNING), to batch with the statements of the same attempt. */
export function reserveAttemptSql(db: Database, keys: ThrottleKey[], now: Date): SQL {
  return reserveAttemptQuery(db, keys, now).returning().getSQL();
}

/** Seconds to wait from the rows the reserving upsert returned (0 when the attempt may go on). */
export function waitSeconds(keys: ThrottleKey[], rows: Row[], now: Date): number {
  let waitMs = 0;
  for (const row of rows) {
    const max = keys.find((key) => key.key === row.key)?.max ?? 0;
    if (Number(row.failures) > max)
      waitMs = Math.max(waitMs, Number(row.window_start) + LOGIN_THROTTLE.windowMs - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

function reserveAttemptQuery(db: Database, keys: ThrottleKey[], now: Date) {
  const windowFloor = now.getTime() - LOGIN_THROTTLE.windowMs;
  return db
    .insert(loginAttempts)
    .values(keys.map(({ key }) => ({ key, failures: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStart} <= ${windowFloor} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${loginAttempts.windowStart} <= ${windowFloor} then ${now.getTime()} else ${loginAttempts.windowStart} end`,
      },
    });
}

/**
 * After a success: the first key (the account's own) starts over, the others (a shared address) get the reserved
 * attempt back, so people signing in behind one address are not throttled for succeeding.
 */
export async function releaseAttempt(db: Database, keys: ThrottleKey[]): Promise<void> {
  const query = releaseAttemptSql(db, keys);
  if (query) await db.run(query);
}

export function releaseAttemptSql(db: Database, [own, ...shared]: ThrottleKey[]): SQL | null {
  if (!own) return null;
  return db
    .update(loginAttempts)
    .set({
      failures: sql`case when ${loginAttempts.key} = ${own.key} then 0 else max(${loginAttempts.failures} - 1, 0) end`,
    })
    .where(inArray(loginAttempts.key, [own.key, ...shared.map((key) => key.key)]))
    .getSQL();
}

/** The 429 for a throttled attempt: `what` names the attempts ('sign-in', 'password'). */
export function tooManyAttempts(what: 'sign-in' | 'password', retryAfterSeconds: number): DomainError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return codedError(
    'TOO_MANY_REQUESTS',
    what === 'sign-in' ? 'too_many_sign_ins' : 'too_many_password_attempts',
    { n: minutes },
    {
      extras: { errorType: 'too_many_attempts', retryAfterSeconds },
    },
  );
}
