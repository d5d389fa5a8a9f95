// API tokens' choices, limits and messages without the zod schemas (src/shared/api-tokens.ts), so the
// API's message codes (src/shared/messages.ts) can name them without bringing in zod.
export const TOKEN_SCOPES = ['read', 'read-write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** Expiry choices in days; null is "No expiry". */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90] as const;
export const TOKEN_NAME_MAX = 50;
/** Live (not revoked, not expired) tokens one account may hold. */
export const MAX_TOKENS_PER_USER = 20;
/** `last_used_at` is written at most this often per token, so a busy script's reads stay reads. */
export const TOKEN_LAST_USED_EVERY_MS = 60 * 60 * 1000;

export const TOKEN_MESSAGES = {
  nameRequired: 'Token name is required',
  nameTooLong: `Token name must be at most ${TOKEN_NAME_MAX} characters`,
  expiry: 'Expiry must be 7, 30 or 90 days, or null for no expiry',
  scope: "Scope must be 'read' or 'read-write'",
  tooMany: `You can have at most ${MAX_TOKENS_PER_USER} API tokens; revoke one first`,
  readOnly: 'This API token can only read; use a read-write token or sign in to make changes',
  notFound: 'API token not found',
} as const;
