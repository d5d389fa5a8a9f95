// Sign-in throttling: failures counted per email and per IP in a fixed window, stored in the database so every host instance shares them.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { LOGIN_THROTTLE } from '../../src/shared/limits';

export interface ThrottleKeys {
  email: string;
  ip: string | null;
}

const keysOf = ({ email, ip }: ThrottleKeys) => [`email:${email}`, ...(ip ? [`ip:${ip}`] : [])];

/** Seconds until the caller may try again, or 0 when not throttled. */
export async function loginRetryAfter(db: Database, keys: ThrottleKeys, now: Date): Promise<number> {
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, keysOf(keys)));
  let waitMs = 0;
  for (const row of rows) {
    const limit = row.key.startsWith('ip:') ? LOGIN_THROTTLE.maxPerIp : LOGIN_THROTTLE.maxPerEmail;
    const windowEnd = row.windowStart.getTime() + LOGIN_THROTTLE.windowMs;
    if (row.failures >= limit && windowEnd > now.getTime()) waitMs = Math.max(waitMs, windowEnd - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

/** One statement per key, so concurrent failures never lose a count; an expired window restarts at 1. */
export async function recordLoginFailure(db: Database, keys: ThrottleKeys, now: Date): Promise<void> {
  const windowFloor = now.getTime() - LOGIN_THROTTLE.windowMs;
  for (const key of keysOf(keys)) {
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} <= ${windowFloor} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} <= ${windowFloor} then ${now.getTime()} else ${loginAttempts.windowStart} end`,
        },
      });
  }
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, `email:${email}`));
}
