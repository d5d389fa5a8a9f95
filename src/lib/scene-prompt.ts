// The prompt bar's check before a scene is generated, with the server's own messages.
import { scenePrompt } from '../shared/validation';
import { issueText } from './messages';
import { t } from './i18n';

export const EMPTY_PROMPT = 'Please enter a scene prompt';

/** The toast for a prompt that cannot be sent ('' when it is fine). */
export function promptProblem(prompt: string): string {
  if (!prompt.trim()) return t('editor.msg.emptyPrompt');
  const parsed = scenePrompt.safeParse(prompt);
  return parsed.success ? '' : issueText(parsed.error.issues[0]?.message ?? t('editor.msg.emptyPrompt'));
}
