// API tokens: the choices and limits the server checks and the Settings form offers.
import { z } from 'zod';
import { TOKEN_MESSAGES, TOKEN_NAME_MAX, TOKEN_SCOPES } from './api-token-limits';
import { code } from './messages';
import { atMost } from './text';

export * from './api-token-limits';

export const createTokenInput = z.object({
  name: z
    .string({ error: code('token_name_required') })
    .trim()
    .min(1, code('token_name_required'))
    .refine(atMost(TOKEN_NAME_MAX), code('token_name_long')),
  expiresInDays: z
    .union([z.literal(7), z.literal(30), z.literal(90), z.null()], { error: TOKEN_MESSAGES.expiry })
    .optional(),
  scope: z.enum(TOKEN_SCOPES, { error: TOKEN_MESSAGES.scope }),
});
export type CreateTokenInput = z.infer<typeof createTokenInput>;

export const tokenIdInput = z.object({ id: z.string().trim().min(1, 'Token id is required').max(64) });
