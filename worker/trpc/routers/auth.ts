// Accounts: register, login, me, logout, profile and password.
import { type TRPCRouterRecord } from '@trpc/server';
import type { UserRow } from '../../../db/schema';
import { PRODUCT_NAME } from '../../../src/shared/limits';
import { loginInput, passwordChangeInput, profileInput, registerInput } from '../../../src/shared/validation';
import { hashPassword, timingDummyHash, verifyPassword } from '../../auth/password';
import { runBatch } from '../../../db/client';
import { revokeApiToken } from '../../data/api-tokens';
import {
  deleteExpiredSessionsSql,
  generateSessionToken,
  insertSessionSql,
  invalidateOtherSessions,
  invalidateSession,
  newSession,
} from '../../data/sessions';
import { insertUserSql, recordLoginSql, takenNames, updateUser, userByEmailSql, userFromRow } from '../../data/users';
import { isAdmin } from '../../data/access';
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
import { codedError, DomainError } from '../../errors';
import { protectedProcedure, publicProcedure, type Context } from '../init';
import { ownUserView } from '../views';

function conflict(messageCode: 'username_taken' | 'email_exists', field: 'username' | 'email'): DomainError {
  return codedError('CONFLICT', messageCode, undefined, { field });
}

/** Both uniqueness checks in one statement (one request). */
async function findConflict(ctx: Context, username: string, email: string): Promise<DomainError | null> {
  const taken = await takenNames(ctx.db, username, email);
  if (taken.username) return conflict('username_taken', 'username');
  if (taken.email) return conflict('email_exists', 'email');
  return null;
}

const userView = (ctx: Context, user: UserRow) => ownUserView(user, isAdmin(ctx.config, user));

export const authRouter = {
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    if (ctx.config.inviteCode && input.inviteCode?.trim() !== ctx.config.inviteCode) {
      throw codedError('FORBIDDEN', 'invite_required', undefined, { field: 'inviteCode' });
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
      locale: null,
      createdAt: now,
      updatedAt: now,
      lastLogin: now,
    };
    const token = generateSessionToken();
    // The account and its first session in one atomic batch.
    try {
      await runBatch(ctx.db, [insertUserSql(ctx.db, user), insertSessionSql(newSession(token, user.id, now))], 'write');
    } catch (error) {
      // Two sign-ups raced past the check: the unique indexes decide, and the loser gets the same 409.
      const raced = await findConflict(ctx, input.username, email);
      if (raced) throw raced;
      throw error;
    }
    ctx.sessionCookie.issue(token);
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
    const [reserved, found] = await runBatch(
      ctx.db,
      [reserveAttemptSql(ctx.db, keys, now), userByEmailSql(email)],
      'write',
    );
    const retryAfter = waitSeconds(keys, reserved!.rows, now);
    if (retryAfter > 0) throw tooManyAttempts('sign-in', retryAfter);
    const user = found!.rows[0] ? userFromRow(found!.rows[0]) : undefined;
    // Hash even for an unknown email so both failures take the same time.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash()));
    if (!user || !valid)
      throw codedError('UNAUTHORIZED', 'invalid_login', undefined, { extras: { errorType: 'invalid_credentials' } });
    const release = releaseAttemptSql(ctx.db, keys)!;
    if (!user.isActive) {
      await ctx.db.run(release);
      throw codedError('FORBIDDEN', 'account_deactivated');
    }
    // Request 2: the attempt released, the last login, expired sessions cleared and the new session, atomically.
    const token = generateSessionToken();
    await runBatch(
      ctx.db,
      [
        release,
        recordLoginSql(user.id, now),
        deleteExpiredSessionsSql(user.id, now),
        insertSessionSql(newSession(token, user.id, now)),
      ],
      'write',
    );
    ctx.sessionCookie.issue(token);
    return {
      success: true as const,
      message: 'Login successful',
      user: userView(ctx, { ...user, lastLogin: now }),
      token,
    };
  }),

  me: protectedProcedure.query(async ({ ctx }) => {
    const { user } = await ctx.viewer();
    ctx.sessionCookie.keep();
    return { success: true as const, user: userView(ctx, user) };
  }),

  logout: protectedProcedure.mutation(async ({ ctx }) => {
    // The browser's cookie goes whatever the answer (an expired session is signed out all the same).
    ctx.sessionCookie.end();
    const { session, apiToken } = await ctx.viewer();
    // Signing out with an API token ends that token, as signing out ends a session.
    if (apiToken) await revokeApiToken(ctx.db, apiToken.id, ctx.clock.now());
    else await invalidateSession(ctx.db, session.id);
    // Refused at once here; other instances drop their cached copy within the cache's few seconds.
    ctx.sessions.forget(session.id);
    return { success: true as const, message: 'Logged out successfully' };
  }),

  updateProfile: protectedProcedure.input(profileInput).mutation(async ({ ctx, input }) => {
    const { user } = await ctx.viewer();
    const changes: Partial<UserRow> = { updatedAt: ctx.clock.now() };
    if (input.firstName !== undefined) changes.firstName = input.firstName || null;
    if (input.lastName !== undefined) changes.lastName = input.lastName || null;
    if (input.avatar !== undefined) changes.avatar = input.avatar || null;
    if (input.locale !== undefined) changes.locale = input.locale;
    const updated = await updateUser(ctx.db, user.id, changes);
    ctx.sessions.forgetUser(user.id);
    return { success: true as const, message: 'Profile updated successfully', user: userView(ctx, updated) };
  }),

  changePassword: protectedProcedure.input(passwordChangeInput).mutation(async ({ ctx, input }) => {
    const { user, session } = await ctx.viewer();
    const checks = [passwordCheckKey(user.id)];
    const retryAfter = await reserveAttempt(ctx.db, checks, ctx.clock.now());
    if (retryAfter > 0) throw tooManyAttempts('password', retryAfter);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw codedError('BAD_REQUEST', 'current_password_incorrect', undefined, { field: 'currentPassword' });
    }
    await updateUser(ctx.db, user.id, {
      passwordHash: await hashPassword(input.newPassword),
      updatedAt: ctx.clock.now(),
    });
    await invalidateOtherSessions(ctx.db, user.id, session.id);
    ctx.sessions.forgetUser(user.id);
    await releaseAttempt(ctx.db, checks);
    return { success: true as const, message: 'Password changed successfully' };
  }),
} satisfies TRPCRouterRecord;
