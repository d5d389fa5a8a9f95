// The API's messages by code: every refusal the server explains (and every field check of the shared zod schemas) has
// a stable code, its parameters and the spec's English text. Answers carry all three (`message`, `messageCode`,
// `params`); the client shows the code in the reader's language (src/lib/messages.ts) and never reads the English.
// A zod schema names the code as its message (`code('title_required')`); the answer's field error gets the English.
import { MSG } from './auth-messages';
import { MAX_TOKENS_PER_USER, TOKEN_MESSAGES, TOKEN_NAME_MAX } from './api-token-limits';
import { BUBBLES_PER_PANEL_MAX } from './bubbles';
import { ALT_TEXT_MAX, MAX_TAG_LENGTH, MAX_TAGS } from './limits';
import { DESCRIPTION_MAX } from './onboarding';
import { PANELS_PER_SCENE } from './stories';
import { MAX_UPLOAD_MB } from './upload';
import { AI_MESSAGES } from './ai-errors';
import { MEDIA_URL_MESSAGE } from './media';
import { MAX_WEBHOOKS_PER_USER, WEBHOOK_MESSAGES } from './webhook-limits';

/** Each code's English: the spec's text, with `{name}` where a parameter goes. */
export const MESSAGES = {
  // Anywhere.
  auth_required: 'Authentication required',
  token_invalid: 'This token is not valid (signed out, revoked or mistyped). Sign in again or use another API token.',
  session_expired: 'Your session has expired. Please sign in again.',
  api_token_expired: 'This API token has expired. Create a new one in Profile & Settings.',
  internal_error: 'Internal server error',
  input_too_deep: 'Request body is nested too deeply',
  story_not_found: 'Story not found',
  scene_not_found: 'Scene not found',
  user_not_found: 'User not found',
  character_not_found: 'Character not found',
  location_not_found: 'Location not found',
  not_yours: 'You do not have permission to modify this story',
  read_only_token: TOKEN_MESSAGES.readOnly,
  // The API's edge: what scripts meet (a body that is no JSON object, a field no call takes, a path or method no route has).
  body_not_json: 'Request body must be JSON (Content-Type: application/json)',
  body_invalid_json: 'Request body is not valid JSON',
  body_not_object: 'Request body must be a JSON object',
  unknown_field: 'Unknown field: {field}',
  malformed_url: 'Malformed URL',
  path_not_found: 'Not found',
  route_not_found: 'Not found: {method} {path}',
  method_not_allowed: 'Method {method} is not allowed here; use {allowed}',
  cross_site_request:
    'Cross-site request refused: changes signed in by the session cookie must come from the app’s own pages (scripts send Authorization: Bearer)',
  idempotency_key_invalid: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  idempotency_key_reused:
    'This Idempotency-Key was already used for a different request (another method, path or body); use a new key for a new request',
  idempotency_key_in_progress: 'A request with this Idempotency-Key is still running; retry once it has answered',
  idempotency_key_spent:
    'This Idempotency-Key already made its answer, whose secret is shown only once; list what it created, or use a new key',
  too_many_writes: 'Too many changes in a short time. Please try again in {n} seconds.',
  too_many_exports: 'Too many share cards or exports requested in a short time. Please try again in {n} seconds.',
  // Sign-in and sign-up.
  email_required: MSG.emailRequired,
  email_invalid: MSG.emailInvalid,
  password_required: MSG.passwordRequired,
  username_required: MSG.usernameRequired,
  username_short: MSG.usernameShort,
  username_chars: MSG.usernameChars,
  username_long: 'Username must be at most 30 characters',
  password_short: MSG.passwordShort,
  password_long: 'Password must be at most 128 characters',
  password_weak: MSG.passwordWeak,
  confirm_required: MSG.confirmRequired,
  confirm_mismatch: MSG.confirmMismatch,
  username_taken: MSG.usernameTaken,
  email_exists: MSG.emailExists,
  invalid_login: MSG.invalidLogin,
  account_deactivated: MSG.accountDeactivated,
  invite_required: 'A valid invite code is required',
  name_long: 'Name must be at most 50 characters',
  too_many_sign_ins: 'Too many sign-in attempts. Please try again in {n} minutes.',
  too_many_password_attempts: 'Too many password attempts. Please try again in {n} minutes.',
  // Profile & Settings, API tokens.
  avatar_long: 'Avatar URL is too long',
  avatar_url: 'Avatar must be an http(s) or /media/ URL',
  unsupported_language: 'Unsupported language',
  current_password_required: 'Current password is required',
  current_password_incorrect: 'Current password is incorrect',
  token_name_required: TOKEN_MESSAGES.nameRequired,
  token_name_long: 'Token name must be at most {max} characters',
  token_too_many: 'You can have at most {max} API tokens; revoke one first',
  token_not_found: TOKEN_MESSAGES.notFound,
  // Stories, scenes, panels, characters and locations.
  title_required: 'Title is required',
  title_max: 'Title must be at most 200 characters',
  title_less: 'Title must be less than 200 characters',
  description_required: 'Description is required',
  description_max: 'Description must be at most 1000 characters',
  description_less: 'Description must be less than 1000 characters',
  description_min_10: 'Description must be at least 10 characters',
  description_min_5: 'Description must be at least 5 characters',
  tags_too_many: 'Maximum of {max} tags allowed',
  tag_too_long: 'Each tag must be at most {max} characters',
  prompt_required: 'Scene prompt is required',
  prompt_too_short: 'Prompt should be at least 10 characters',
  prompt_too_long: 'Prompt too long (max 1000 characters)',
  scene_description_required: 'Scene description is required for regeneration',
  character_name_required: 'Character name is required',
  location_name_required: 'Location name is required',
  entity_name_long: 'Name must be less than 100 characters',
  image_prompt_required: 'Image prompt is required',
  image_prompt_min: 'Image prompt must be at least 10 characters',
  image_prompt_less: 'Image prompt must be less than 1000 characters',
  character_description_required: 'Please enter a character description',
  location_description_required: 'Please enter a location description',
  alt_text_long: 'Alt text must be less than {max} characters',
  bubbles_max: 'At most {max} text bubbles per panel',
  story_description_required: 'Please provide a story description to generate characters and locations',
  story_description_long: 'Story description must be {max} characters or less',
  publish_needs_scene: 'Add a scene before publishing: a story needs at least one scene',
  panel_limit: 'A scene holds at most {max} panels',
  last_panel: 'A scene keeps at least one panel',
  changed_meanwhile: 'The story changed meanwhile; reload and try again',
  // Pictures and uploads.
  edit_needs_image: 'Please select an image to edit. Videos cannot be edited.',
  needs_image_prompt: 'Please enter an image generation prompt first',
  upload_no_file: 'No file selected',
  upload_bad_type: 'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.',
  upload_too_large: 'File is too large. Maximum size is {max}MB.',
  file_too_large: 'File too large ({size} MB). Maximum size is {max}MB.',
  file_type_unsupported: 'Unsupported file type. Please upload {types}.',
  file_empty: 'The file is empty',
  file_invalid: 'The file is not a valid {type} file',
  media_url: MEDIA_URL_MESSAGE,
  media_not_found: 'Media not found',
  json_too_large: 'Request body is too large ({size} MB): a JSON body may be at most 1 MB',
  json_too_large_unknown: 'Request body is too large: a JSON body may be at most 1 MB',
  // The AI: the provider's failures and the author's scene limits.
  ai_busy: AI_MESSAGES.busy,
  ai_rate_limited: AI_MESSAGES.rateLimited,
  ai_text_quota: 'OpenAI quota exceeded',
  ai_image_quota: 'Image service quota exceeded',
  ai_sensitive: AI_MESSAGES.sensitive,
  ai_timeout: 'The AI service took too long to answer. Please try again.',
  ai_video_timeout: 'Video generation timed out',
  ai_bad_response: AI_MESSAGES.badResponse,
  ai_scene_failed: 'AI scene generation failed',
  ai_failed: 'AI generation failed',
  /** A provider's own words (English) about its failure, kept as they came for scripts. */
  ai_scene_failed_reason: 'AI scene generation failed: {reason}',
  ai_failed_reason: '{reason}',
  duplicate_prompt: AI_MESSAGES.duplicate,
  scenes_per_hour: 'You have reached the limit of {limit} scenes per hour. Try again in {minutes} minutes.',
  scene_wait: 'Please wait {n} seconds before generating another scene',
  existing_scene_required: 'existingSceneId is required for regeneration',
  // Panels, pictures, versions and jobs.
  panel_not_found: 'Panel not found',
  panel_order: 'The order must list every panel of the scene exactly once',
  scene_order: 'The order must list every scene of the story exactly once',
  scene_no_panels: 'No panels found in scene',
  version_not_found: 'Version not found',
  image_in_progress: 'An image is already being generated for this panel',
  image_job_not_found: 'Image job not found',
  video_job_not_found: 'Video job not found',
  image_not_in_story: 'Image not found: choose a picture from this story or upload one first',
  exports_unavailable: 'Exports are not available on this server',
  share_card_unavailable: 'Share card not available',
  // A scene's page layout.
  layout_gutter: 'gutter must be between {min} and {max}',
  layout_border: 'borderWidth must be between {min} and {max}',
  layout_panel_twice: 'Panel {panel} appears more than once in the layout',
  layout_panel_foreign: 'Panel {panel} is not in this scene',
  layout_panel_off_page: 'Panel {panel} is off the page (x, y, width and height are fractions of the page: 0 to 1)',
  layout_panel_small: 'Panel {panel} is too small (width and height must be at least {min})',
  layout_panel_missing: 'Panel {panel} is missing from the layout',
  layout_overlap: 'Panel {panel} overlaps panel {other}',
  // Characters and locations.
  character_limit: 'A story holds at most {max} characters',
  location_limit: 'A story holds at most {max} locations',
  character_exists: 'A character named {name} already exists in this story',
  location_exists: 'A location named {name} already exists in this story',
  entity_shown: '{name} appears in a scene and cannot be deleted',
  entity_in_scene: '{name} appears in scene {scenes} and cannot be deleted',
  entity_in_scenes: '{name} appears in scenes {scenes} and cannot be deleted',
  // Webhooks (the author's and the AI provider's).
  webhook_url_private: WEBHOOK_MESSAGES.urlPrivate,
  webhook_too_many: 'You can have at most {max} webhooks; delete one first',
  webhook_not_found: WEBHOOK_MESSAGES.notFound,
  webhook_signature_invalid: 'Invalid webhook signature',
  webhook_body_invalid: 'Invalid webhook body',
  /** A field check of a library's own (zod's words), kept as it came for scripts; the client names the field. */
  invalid_field: '{detail}',
  /** A request the API's framework refused before any check of ours (its own words, kept for scripts). */
  invalid_request: '{detail}',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** A message as answers carry it: the code, its parameters and the English (for scripts and logs). */
export interface CodedMessage {
  message: string;
  messageCode?: MessageCode;
  params?: MessageParams;
}

/** The parameters a code always has (limits fixed by the app), so a client never needs to know them. */
const FIXED_PARAMS: Partial<Record<MessageCode, MessageParams>> = {
  token_name_long: { max: TOKEN_NAME_MAX },
  token_too_many: { max: MAX_TOKENS_PER_USER },
  tags_too_many: { max: MAX_TAGS },
  tag_too_long: { max: MAX_TAG_LENGTH },
  alt_text_long: { max: ALT_TEXT_MAX },
  bubbles_max: { max: BUBBLES_PER_PANEL_MAX },
  story_description_long: { max: DESCRIPTION_MAX },
  panel_limit: { max: PANELS_PER_SCENE.max },
  upload_too_large: { max: MAX_UPLOAD_MB },
  file_too_large: { max: MAX_UPLOAD_MB },
  webhook_too_many: { max: MAX_WEBHOOKS_PER_USER },
};

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && Object.hasOwn(MESSAGES, value);

/** A zod message naming its code: the check's issue carries the code, `fieldErrors` turns it into the English. */
export const code = (messageCode: MessageCode): MessageCode => messageCode;

/** The English of a code with its parameters (a plural's `{n}` reads "1 minute", not "1 minutes"; seconds alike). */
export function messageText(messageCode: MessageCode, params: MessageParams = {}): string {
  const all = { ...FIXED_PARAMS[messageCode], ...params };
  const text = MESSAGES[messageCode].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in all ? String(all[name]) : whole,
  );
  // A count of one reads "1 minute" (only where a parameter wrote it).
  return Object.values(all).includes(1)
    ? text.replace(/(^|[^\d.])1 (minute|second)s\b/g, (_, before: string, unit: string) => `${before}1 ${unit}`)
    : text;
}

/** A code as an answer carries it: English, code and every parameter. */
export function codedMessage(
  messageCode: MessageCode,
  params: MessageParams = {},
): CodedMessage & { messageCode: MessageCode } {
  const all = { ...FIXED_PARAMS[messageCode], ...params };
  return { message: messageText(messageCode, all), messageCode, ...(Object.keys(all).length ? { params: all } : {}) };
}

/** A zod issue's message: a code (the shared schemas' own checks) becomes its English, code and parameters. */
export function issueMessage(message: string, params?: MessageParams): CodedMessage {
  return isMessageCode(message) ? codedMessage(message, params) : { message };
}
