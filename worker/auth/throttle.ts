// Attempt throttling (sign-in per email and per IP, password checks per user): counts in a fixed window, stored in the
// database so every host instance shares them.
import { TRPCError } from '@trpc/server';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

export const passwordCheckKey = (userId: string): ThrottleKey => ({ key: `password:${userId}`, max: LOGIN_THROTTLE.maxPasswordChecks });

/**
 * Counts this attempt against every key before it is tried, and answers the seconds to wait (0 when it may go on).
 * Reserving first, in one upsert that returns the new counts, is what makes a burst safe: reading the counts and
 * recording a failure later would let every concurrent attempt read the same low count. An expired window restarts at 1.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKey[], now: Date): Promise<number> {
  const windowFloor = now.getTime() - LOGIN_THROTTLE.windowMs;
  const rows = await db
    .insert(loginAttempts)
    .values(keys.map(({ key }) => ({ key, failures: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStart} <= ${windowFloor} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${loginAttempts.windowStart} <= ${windowFloor} then ${now.getTime()} else ${loginAttempts.windowStart} end`,
      },
    })
    .returning();
  let waitMs = 0;
  for (const row of rows) {
    const max = keys.find((key) => key.key === row.key)?.max ?? 0;
    if (row.failures > max) waitMs = Math.max(waitMs, row.windowStart.getTime() + LOGIN_THROTTLE.windowMs - now.getTime());
  }
  return Math.ceil(waitMs / 1000);
}

/**
 * After a success: the first key (the account's own) starts over, the others (a shared address) get the reserved
 * attempt back, so people signing in behind one address are not throttled for succeeding.
 */
export async function releaseAttempt(db: Database, [own, ...shared]: ThrottleKey[]): Promise<void> {
  if (!own) return;
  await db
    .update(loginAttempts)
    .set({ failures: sql`case when ${loginAttempts.key} = ${own.key} then 0 else max(${loginAttempts.failures} - 1, 0) end` })
    .where(inArray(loginAttempts.key, [own.key, ...shared.map((key) => key.key)]));
}

/** The 429 for a throttled attempt: `what` names the attempts ('sign-in', 'password'). */
export function tooManyAttempts(what: string, retryAfterSeconds: number): TRPCError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many ${what} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
}
