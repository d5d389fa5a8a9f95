// The spec's English messages that sign-in, sign-up, Profile & Settings, the reader and a profile can show (the API's
// answers and the shared form checks), mapped to catalogue ids: a toast or field error reads in the reader's language
// while the server stays English. Registered with the localizer by those screens' modules, so home carries no table.
import { AUTH_FALLBACKS } from './auth';
import { GENERIC_ERROR, NETWORK_ERROR, UNEXPECTED_ERROR } from './errors';
import { translateKnown, type MessageId, type MessageValues } from './i18n';
import { plainerMessage, setLocalizer } from './localizer';
import { MAX_TOKENS_PER_USER, TOKEN_MESSAGES, TOKEN_NAME_MAX } from '../shared/api-token-limits';
import { PRODUCT_NAME } from '../shared/limits';
import { MSG } from '../shared/auth-messages';

type Known = readonly [MessageId, MessageValues?];

/** Every message with its id; the unit test lists the API's messages from worker/ and checks each is here. */
export const PAGE_MESSAGES: ReadonlyMap<string, Known> = new Map<string, Known>([
  // Shown anywhere a call fails (src/lib/errors.ts).
  [NETWORK_ERROR, ['errors.network']],
  [UNEXPECTED_ERROR, ['errors.unexpected']],
  [GENERIC_ERROR, ['errors.generic']],
  ['Authentication required', ['errors.authRequired']],
  ['This token is not valid (signed out, revoked or mistyped). Sign in again or use another API token.', ['errors.tokenInvalid']],
  ['Your session has expired. Please sign in again.', ['errors.sessionExpired']],
  ['Story not found', ['reader.msg.storyNotFound']],
  ['Scene not found', ['reader.msg.sceneNotFound']],
  ['User not found', ['reader.msg.userNotFound']],
  ['Story remixed successfully', ['reader.msg.storyRemixed']],
  ['Scene remixed successfully', ['reader.msg.sceneRemixed']],
  // Sign-in and sign-up (src/shared/validation.ts and worker/trpc/routers/auth.ts).
  [MSG.emailRequired, ['account.msg.emailRequired']],
  [MSG.emailInvalid, ['account.msg.emailInvalid']],
  [MSG.passwordRequired, ['account.msg.passwordRequired']],
  [MSG.usernameRequired, ['account.msg.usernameRequired']],
  [MSG.usernameShort, ['account.msg.usernameShort']],
  [MSG.usernameChars, ['account.msg.usernameChars']],
  [MSG.passwordShort, ['account.msg.passwordShort']],
  [MSG.passwordWeak, ['account.msg.passwordWeak']],
  [MSG.confirmRequired, ['account.msg.confirmRequired']],
  [MSG.confirmMismatch, ['account.msg.confirmMismatch']],
  [MSG.usernameTaken, ['account.msg.usernameTaken']],
  [MSG.emailExists, ['account.msg.emailExists']],
  [MSG.invalidLogin, ['account.msg.invalidLogin']],
  [MSG.accountDeactivated, ['account.msg.accountDeactivated']],
  ['Username must be at most 30 characters', ['account.msg.usernameLong']],
  ['Password must be at most 128 characters', ['account.msg.passwordLong']],
  ['Name must be at most 50 characters', ['account.msg.nameLong']],
  ['A valid invite code is required', ['account.msg.inviteRequired']],
  ['Login successful', ['account.msg.loginOk']],
  ['Logged out successfully', ['account.msg.logoutOk']],
  [`Account created successfully! Welcome to ${PRODUCT_NAME}!`, ['account.msg.registerOk', { product: PRODUCT_NAME }]],
  [AUTH_FALLBACKS.check, ['account.msg.checkFailed']],
  [AUTH_FALLBACKS.login, ['account.msg.loginFailed']],
  [AUTH_FALLBACKS.register, ['account.msg.registerFailed']],
  [AUTH_FALLBACKS.profile, ['account.msg.profileFailed']],
  [AUTH_FALLBACKS.password, ['account.msg.passwordFailed']],
  // Profile & Settings.
  ['Avatar URL is too long', ['account.msg.avatarLong']],
  ['Avatar must be an http(s) or /media/ URL', ['account.msg.avatarUrl']],
  ['Unsupported language', ['account.msg.unsupportedLanguage']],
  ['Current password is required', ['account.msg.currentRequired']],
  ['Current password is incorrect', ['account.msg.currentIncorrect']],
  ['Profile updated successfully', ['account.msg.profileOk']],
  ['Password changed successfully', ['account.msg.passwordOk']],
  [TOKEN_MESSAGES.nameRequired, ['account.msg.tokenNameRequired']],
  [TOKEN_MESSAGES.notFound, ['account.msg.tokenNotFound']],
  [TOKEN_MESSAGES.nameTooLong, ['account.msg.tokenNameLong', { max: TOKEN_NAME_MAX }]],
  [TOKEN_MESSAGES.tooMany, ['account.msg.tokenTooMany', { max: MAX_TOKENS_PER_USER }]],
  ['API token created. Copy it now: it will not be shown again.', ['account.msg.tokenCreated']],
  ['API token revoked', ['account.msg.tokenRevoked']],
  ['This API token has expired. Create a new one in Profile & Settings.', ['account.msg.tokenExpired']],
]);

/** The throttle's 429 (worker/auth/throttle.ts): 'Too many sign-in attempts. Please try again in 5 minutes.' */
const TOO_MANY = /^Too many (sign-in|password) attempts\. Please try again in (\d+) minutes?\.$/;

/** The message's id and values, or null when it is not one the client knows. */
export function knownPageMessage(text: string): Known | null {
  const found = PAGE_MESSAGES.get(plainerMessage(text));
  if (found) return found;
  const throttled = TOO_MANY.exec(text);
  if (throttled) return [throttled[1] === 'sign-in' ? 'account.msg.tooManySignIns' : 'account.msg.tooManyPasswords', { n: Number(throttled[2]) }];
  return null;
}

/** `text` in the active language when it is known (and its catalogue is loaded), else as is. */
export function localizePageMessage(text: string): string {
  return translateKnown(text, knownPageMessage(text));
}

setLocalizer(localizePageMessage);
