// Story tags as the settings dialog edits them: at most 10, each at most 50 characters, trimmed,
// empties dropped, no duplicates (in any case, in NFC): the server's own rules from src/shared/validation.ts.
import { fitsGraphemes } from '../shared/text';
import { cleanTag, MAX_TAGS, MAX_TAG_LENGTH, splitTags, tagKey } from '../shared/validation';
import { t } from './i18n';

/** Adds typed tags (separated by commas of any script: , 、 ، ，) to the list; `error` names the first rule a tag broke. */
export function addTags(tags: readonly string[], input: string): { tags: string[]; error?: string } {
  const next = [...tags];
  let error: string | undefined;
  for (const raw of splitTags(input)) {
    const tag = cleanTag(raw);
    if (!tag) continue;
    if (!fitsGraphemes(tag, MAX_TAG_LENGTH)) {
      error ??= t('editor.tags.tooLong', { max: MAX_TAG_LENGTH });
      continue;
    }
    if (next.some((existing) => tagKey(existing) === tagKey(tag))) {
      error ??= t('editor.tags.duplicate');
      continue;
    }
    if (next.length >= MAX_TAGS) {
      error = t('editor.tags.tooMany', { max: MAX_TAGS });
      break;
    }
    next.push(tag);
  }
  return { tags: next, error };
}
