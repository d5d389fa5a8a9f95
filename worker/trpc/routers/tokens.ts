// API tokens: create (the secret answered once), list and revoke, each for the caller's own tokens only.
// Allowed to a session or a read-write token; a read token is refused its writes centrally (init.ts) and the list here.
import { type TRPCRouterRecord } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { runBatch } from '../../../db/client';
import { createTokenInput, MAX_TOKENS_PER_USER, tokenIdInput } from '../../../src/shared/api-tokens';
import {
  apiTokenHash,
  assertTokenManager,
  generateApiToken,
  ownTokens,
  revokeApiToken,
  tokenView,
} from '../../data/api-tokens';
import { codedError } from '../../errors';
import { randomId } from '../../platform/ids';
import { protectedProcedure, type SignedInContext } from '../init';

const DAY_MS = 24 * 60 * 60 * 1000;

const tooMany = () => codedError('CONFLICT', 'token_too_many');

/** The signed-in caller, refused when it is a read token (managing tokens is for a session or a read-write token). */
async function manager(ctx: SignedInContext) {
  const found = await ctx.read([]);
  assertTokenManager(found.viewer);
  return found;
}

export const tokensRouter = {
  create: protectedProcedure
    .meta({ keepsReads: true })
    .input(createTokenInput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      const { user } = await manager(ctx);
      const secret = generateApiToken(input.scope);
      const row = {
        id: randomId(),
        name: input.name,
        scope: input.scope,
        createdAt: now,
        expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
        lastUsedAt: null,
      };
      // The cap is checked in the insert itself, so two creates at once cannot both pass it.
      const [inserted] = await runBatch(
        ctx.db,
        [
          sql`insert into api_tokens (id, user_id, name, token_hash, scope, created_at, expires_at)
            select ${row.id}, ${user.id}, ${row.name}, ${apiTokenHash(secret)}, ${row.scope}, ${now.getTime()}, ${row.expiresAt?.getTime() ?? null}
            where (select count(*) from api_tokens where user_id = ${user.id} and revoked_at is null
              and (expires_at is null or expires_at > ${now.getTime()})) < ${MAX_TOKENS_PER_USER}`,
        ],
        'write',
      );
      if (!inserted!.rowsAffected) throw tooMany();
      return {
        success: true as const,
        message: 'API token created. Copy it now: it will not be shown again.',
        data: { ...tokenView(row), token: secret },
      };
    }),

  list: protectedProcedure.query(async ({ ctx }) => ({ success: true as const, data: await ownTokens(ctx) })),

  // Another user's token, an unknown id and one already revoked are all "not found": nothing about others' tokens leaks.
  revoke: protectedProcedure
    .meta({ keepsReads: true })
    .input(tokenIdInput)
    .mutation(async ({ ctx, input }) => {
      const { user } = await manager(ctx);
      const revoked = await revokeApiToken(ctx.db, input.id, ctx.clock.now(), user.id);
      if (!revoked) throw codedError('NOT_FOUND', 'token_not_found');
      return { success: true as const, message: 'API token revoked' };
    }),
} satisfies TRPCRouterRecord;
