// Accounts: register, login, me, logout, profile and password (spec 01 sections 5 and 7).
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../../../db/schema';
import { PRODUCT_NAME } from '../../../src/shared/limits';
import { loginInput, passwordChangeInput, profileInput, registerInput } from '../../../src/shared/validation';
import { hashPassword, timingDummyHash, verifyPassword } from '../../auth/password';
import {
  createSession,
  generateSessionToken,
  invalidateOtherSessions,
  invalidateSession,
} from '../../auth/session';
import { loginKeys, passwordCheckKey, releaseAttempt, reserveAttempt, tooManyAttempts } from '../../auth/throttle';
import { randomId } from '../../platform/ids';
import { FieldError } from '../errors';
import { isAdmin, protectedProcedure, publicProcedure, type Context } from '../init';
import { ownUserView } from '../views';

const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_EXISTS = 'Email already exists';
const INVALID_LOGIN = 'Invalid email or password';

function conflict(message: string, field: 'username' | 'email'): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message, cause: new FieldError(field, message) });
}

async function findConflict(ctx: Context, username: string, email: string): Promise<TRPCError | null> {
  const byUsername = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .get();
  if (byUsername) return conflict(USERNAME_TAKEN, 'username');
  const byEmail = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (byEmail) return conflict(EMAIL_EXISTS, 'email');
  return null;
}

async function startSession(ctx: Context, user: UserRow) {
  const token = generateSessionToken();
  await createSession(ctx.db, token, user.id, ctx.clock.now());
  return token;
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
    try {
      await ctx.db.insert(users).values(user);
    } catch (error) {
      // Two sign-ups raced past the check: the unique indexes decide, and the loser gets the same 409.
      const raced = await findConflict(ctx, input.username, email);
      if (raced) throw raced;
      throw error;
    }
    const token = await startSession(ctx, user);
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
    const retryAfter = await reserveAttempt(ctx.db, keys, now);
    if (retryAfter > 0) throw tooManyAttempts('sign-in', retryAfter);
    const user = await ctx.db.select().from(users).where(eq(users.email, email)).get();
    // Hash even for an unknown email so both failures take the same time.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummyHash()));
    if (!user || !valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_LOGIN });
    await releaseAttempt(ctx.db, keys);
    if (!user.isActive) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Account is deactivated' });
    }
    await ctx.db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id));
    const token = await startSession(ctx, user);
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
    return { success: true as const, message: 'Logged out successfully' };
  }),

  updateProfile: protectedProcedure.input(profileInput).mutation(async ({ ctx, input }) => {
    const changes: Partial<UserRow> = { updatedAt: ctx.clock.now() };
    if (input.firstName !== undefined) changes.firstName = input.firstName || null;
    if (input.lastName !== undefined) changes.lastName = input.lastName || null;
    if (input.avatar !== undefined) changes.avatar = input.avatar || null;
    const updated = await ctx.db.update(users).set(changes).where(eq(users.id, ctx.user.id)).returning().get();
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
    await releaseAttempt(ctx.db, checks);
    return { success: true as const, message: 'Password changed successfully' };
  }),
} satisfies TRPCRouterRecord;
