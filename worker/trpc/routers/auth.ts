// Accounts: register, login, me, logout, profile and password (spec 01 sections 5 and 7).
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { PRODUCT_NAME } from '../../../src/shared/limits';
import { loginInput, MSG, passwordChangeInput, profileInput, registerInput } from '../../../src/shared/validation';
import { hashPassword, timingDummyHash, verifyPassword } from '../../auth/password';
import { runBatch } from '../../../db/client';
import {
  deleteExpiredSessionsSql,
  generateSessionToken,
  insertSessionSql,
  invalidateOtherSessions,
  invalidateSession,
  newSession,
  userFromRow,
} from '../../auth/session';
import {
  loginKeys,
  passwordCheckKey,
  releaseAttempt,
  releaseAttemptSql,
  reserveAttempt,
  reserveAttemptSql,
  tooManyAttempts,
  waitSeconds,
} from '../../auth/throttle';
import { randomId } from '../../platform/ids';
import { FieldError } from '../errors';
import { isAdmin, protectedProcedure, publicProcedure, type Context } from '../init';
import { ownUserView } from '../views';

function conflict(message: string, field: 'username' | 'email'): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message, cause: new FieldError(field, message) });
}

/** Both uniqueness checks in one statement (one request). */
async function findConflict(ctx: Context, username: string, email: string): Promise<TRPCError | null> {
  const [result] = await runBatch(
    ctx.db,
    [
      sql`select exists(select 1 from users where lower(username) = ${username.toLowerCase()}) as username,
                 exists(select 1 from users where email = ${email}) as email`,
    ],
    'read',
  );
  const row = result!.rows[0]!;
  if (Number(row.username)) return conflict(MSG.usernameTaken, 'username');
  if (Number(row.email)) return conflict(MSG.emailExists, 'email');
  return null;
}

const userView = (ctx: Context, user: UserRow) => ownUserView(user, isAdmin(ctx.config, user));

export const authRouter = {
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    if (ctx.config.inviteCode && input.inviteCode?.trim() !== ctx.config.inviteCode) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'A valid invite code is required',
        cause: new FieldError('inviteCode', 'A valid invite code is required'),
      });
    }
    const email = input.email.toLowerCase();
    const existing = await findConflict(ctx, input.username, email);
    if (existing) throw existing;

    const now = ctx.clock.now();
    const user: UserRow = {
      id: randomId(),
      username: input.username,
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      avatar: null,
      isActive: true,
      createdAt: now,
      updatedAt: now,
      lastLogin: now,
    };
    const token = generateSessionToken();
    // The account and its first session in one atomic batch.
    try {
      await runBatch(ctx.db, [ctx.db.insert(users).values(user).getSQL(), insertSessionSql(newSession(token, user.id, now))], 'write');
    } catch (error) {
      // Two sign-ups raced past the check: the unique indexes decide, and the loser gets the same 409.
      const raced = await findConflict(ctx, input.username, email);
      if (raced) throw raced;
      throw error;
    }
    return {
      success: true as const,
      message: `Account created successfully! Welcome to ${PRODUCT_NAME}!`,
      user: userView(ctx, user),
      token,
    };
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const email = input.email.toLowerCase();
    const now = ctx.clock.now();
    const keys = loginKeys(email, ctx.ip);
    // Request 1: reserve the attempt and read the account together.
    const [reserved, found] = await runBatch(ctx.db, [reserveAttemptSql(ctx.db, keys, now), sql`select * from users where email = ${email}`], 'write');
    const retryAfter = waitSeconds(keys, reserved!.rows, now);
    if (retryAfter > 0) throw tooManyAttempts('sign-in', retryAfter);
    const user = found!.rows[0] ? userFromRow(found!.rows[0]) : undefined;
    // Hash even for an unknown email so both failures take the same time.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash()));
    if (!user || !valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: MSG.invalidLogin });
    const release = releaseAttemptSql(ctx.db, keys)!;
    if (!user.isActive) {
      await ctx.db.run(release);
      throw new TRPCError({ code: 'FORBIDDEN', message: MSG.accountDeactivated });
    }
    // Request 2: the attempt released, the last login, expired sessions cleared and the new session, atomically.
    const token = generateSessionToken();
    await runBatch(
      ctx.db,
      [
        release,
        sql`update users set last_login = ${now.getTime()} where id = ${user.id}`,
        deleteExpiredSessionsSql(user.id, now),
        insertSessionSql(newSession(token, user.id, now)),
      ],
      'write',
    );
    return {
      success: true as const,
      message: 'Login successful',
      user: userView(ctx, { ...user, lastLogin: now }),
      token,
    };
  }),

  me: protectedProcedure.query(({ ctx }) => ({ success: true as const, user: userView(ctx, ctx.user) })),

  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.session.id);
    // Refused at once here; other instances drop their cached copy within the cache's few seconds.
    ctx.sessions.forget(ctx.session.id);
    return { success: true as const, message: 'Logged out successfully' };
  }),

  updateProfile: protectedProcedure.input(profileInput).mutation(async ({ ctx, input }) => {
    const changes: Partial<UserRow> = { updatedAt: ctx.clock.now() };
    if (input.firstName !== undefined) changes.firstName = input.firstName || null;
    if (input.lastName !== undefined) changes.lastName = input.lastName || null;
    if (input.avatar !== undefined) changes.avatar = input.avatar || null;
    const updated = await ctx.db.update(users).set(changes).where(eq(users.id, ctx.user.id)).returning().get();
    ctx.sessions.forgetUser(ctx.user.id);
    return { success: true as const, message: 'Profile updated successfully', user: userView(ctx, updated) };
  }),

  changePassword: protectedProcedure.input(passwordChangeInput).mutation(async ({ ctx, input }) => {
    const checks = [passwordCheckKey(ctx.user.id)];
    const retryAfter = await reserveAttempt(ctx.db, checks, ctx.clock.now());
    if (retryAfter > 0) throw tooManyAttempts('password', retryAfter);
    if (!(await verifyPassword(input.currentPassword, ctx.user.passwordHash))) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'Current password is incorrect',
        cause: new FieldError('currentPassword', 'Current password is incorrect'),
      });
    }
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: ctx.clock.now() })
      .where(eq(users.id, ctx.user.id));
    await invalidateOtherSessions(ctx.db, ctx.user.id, ctx.session.id);
    ctx.sessions.forgetUser(ctx.user.id);
    await releaseAttempt(ctx.db, checks);
    return { success: true as const, message: 'Password changed successfully' };
  }),
} satisfies TRPCRouterRecord;
