// The words a download draws (byline, "Scene 2", "The End") in the story's output language, its author's, whatever
// language the person downloading reads the interface in: their own translator, so the interface's is untouched.
import { CATALOGUES } from '../../shared/i18n/compiled/index';
import { translatorOf } from '../../shared/i18n/translate';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';

import type { OutputWords } from '../../shared/export/export-model';

/** Loads the outputs catalogue of `locale` (one small chunk) and answers its words. */
export async function outputWords(locale: Locale): Promise<OutputWords> {
  const load = CATALOGUES.outputs?.[locale] ?? CATALOGUES.outputs![DEFAULT_LOCALE]!;
  return translatorOf(locale, (await load()).default);
}
