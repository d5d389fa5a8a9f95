// The API's messages in the reader's language, by their code (src/shared/messages.ts), never by their English: each
// code names its catalogue id; an answer without a code (or whose id's area is not loaded yet) is shown as the server
// wrote it.
import { i18n, type MessageId } from './i18n';
import { issueMessage, type CodedMessage, type MessageCode } from '../shared/messages';

/** Each code's catalogue id; a code with none is shown in the server's words. */
export const MESSAGE_IDS: Partial<Record<MessageCode, MessageId>> = {
  auth_required: 'errors.authRequired',
  token_invalid: 'errors.tokenInvalid',
  session_expired: 'errors.sessionExpired',
  api_token_expired: 'account.msg.tokenExpired',
  internal_error: 'errors.unexpected',
  input_too_deep: 'errors.generic',
  story_not_found: 'reader.msg.storyNotFound',
  scene_not_found: 'reader.msg.sceneNotFound',
  user_not_found: 'reader.msg.userNotFound',
  email_required: 'account.msg.emailRequired',
  email_invalid: 'account.msg.emailInvalid',
  password_required: 'account.msg.passwordRequired',
  username_required: 'account.msg.usernameRequired',
  username_short: 'account.msg.usernameShort',
  username_chars: 'account.msg.usernameChars',
  username_long: 'account.msg.usernameLong',
  password_short: 'account.msg.passwordShort',
  password_long: 'account.msg.passwordLong',
  password_weak: 'account.msg.passwordWeak',
  confirm_required: 'account.msg.confirmRequired',
  confirm_mismatch: 'account.msg.confirmMismatch',
  username_taken: 'account.msg.usernameTaken',
  email_exists: 'account.msg.emailExists',
  invalid_login: 'account.msg.invalidLogin',
  account_deactivated: 'account.msg.accountDeactivated',
  invite_required: 'account.msg.inviteRequired',
  name_long: 'account.msg.nameLong',
  too_many_sign_ins: 'account.msg.tooManySignIns',
  too_many_password_attempts: 'account.msg.tooManyPasswords',
  avatar_long: 'account.msg.avatarLong',
  avatar_url: 'account.msg.avatarUrl',
  unsupported_language: 'account.msg.unsupportedLanguage',
  current_password_required: 'account.msg.currentRequired',
  current_password_incorrect: 'account.msg.currentIncorrect',
  token_name_required: 'account.msg.tokenNameRequired',
  token_name_long: 'account.msg.tokenNameLong',
  token_too_many: 'account.msg.tokenTooMany',
  token_not_found: 'account.msg.tokenNotFound',
  title_required: 'editor.msg.titleRequired',
  title_max: 'editor.msg.titleMax',
  title_less: 'editor.msg.titleLess',
  description_required: 'editor.msg.descriptionRequiredShort',
  description_max: 'editor.msg.descriptionMax',
  description_less: 'editor.msg.descriptionLess',
  description_min_10: 'editor.msg.descriptionMin10',
  description_min_5: 'editor.msg.descriptionMin5',
  tags_too_many: 'editor.tags.tooMany',
  tag_too_long: 'editor.tags.tooLong',
  prompt_required: 'editor.msg.emptyPrompt',
  prompt_too_short: 'editor.msg.promptTooShort',
  prompt_too_long: 'editor.msg.promptTooLong',
  scene_description_required: 'editor.msg.sceneDescriptionRequired',
  character_name_required: 'editor.msg.characterNameRequired',
  location_name_required: 'editor.msg.locationNameRequired',
  entity_name_long: 'editor.msg.nameLess',
  image_prompt_required: 'editor.msg.imagePromptRequired',
  image_prompt_min: 'editor.msg.imagePromptMin',
  image_prompt_less: 'editor.msg.imagePromptLess',
  character_description_required: 'editor.msg.characterDescription',
  location_description_required: 'editor.msg.locationDescription',
  alt_text_long: 'editor.msg.altTextLess',
  bubbles_max: 'editor.msg.bubblesMax',
  story_description_required: 'editor.msg.entitiesNeedDescription',
  story_description_long: 'editor.msg.descriptionTooLong',
  publish_needs_scene: 'editor.publish.needsScene',
  panel_limit: 'editor.panels.full',
  last_panel: 'editor.panels.lastPanel',
  changed_meanwhile: 'editor.reorder.changed',
  edit_needs_image: 'editor.msg.editNeedsImage',
  needs_image_prompt: 'editor.msg.needsImagePrompt',
  upload_no_file: 'editor.msg.noFile',
  upload_bad_type: 'editor.msg.badType',
  upload_too_large: 'editor.msg.tooLargeUnknown',
};

/** A coded message in the active language (its area's catalogue loaded), else its English as sent. */
export function translateMessage({ message, messageCode, params }: CodedMessage): string {
  const id = messageCode ? MESSAGE_IDS[messageCode] : undefined;
  if (!id || !(id in i18n.messages)) return message;
  return i18n._(id, params);
}

/** A shared schema's check, as the form shows it: its code in the active language (other zod messages as they are). */
export const issueText = (message: string): string => translateMessage(issueMessage(message));
