// The main language of a story, guessed from the script most of its letters are written in: the PDF's
// document language, ComicInfo.xml's LanguageISO and anything else that must name it. Latin text is English unless it
// has Vietnamese letters; a script shared by several languages gets its most common one (Cyrillic → ru, Arabic → ar).
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from './locales';

const SCRIPTS: [string, string][] = [
  ['kana', '[\\p{Script=Hiragana}\\p{Script=Katakana}]'],
  ['zh', '\\p{Script=Han}'],
  ['ko', '\\p{Script=Hangul}'],
  ['th', '\\p{Script=Thai}'],
  ['hi', '\\p{Script=Devanagari}'],
  ['ar', '\\p{Script=Arabic}'],
  ['he', '\\p{Script=Hebrew}'],
  ['ru', '\\p{Script=Cyrillic}'],
  ['el', '\\p{Script=Greek}'],
  ['latin', '\\p{Script=Latin}'],
];
/**
 * Every letter of a listed script, with the script as the number of its group. A story read names its language on every
 * read: testing each character against each script's pattern in turn cost about 5 ms of CPU for a 20-scene story, one
 * native scan a third of that, and text with no letter outside the Latin script (most stories) needs no count at all.
 */
const LETTER = new RegExp(`(?=\\p{L})(?:${SCRIPTS.map(([, pattern]) => `(${pattern})`).join('|')})`, 'gu');
const NOT_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;
const VIETNAMESE = /[ăâđêôơưĂÂĐÊÔƠƯ\u1ea0-\u1ef9]/u;

export function storyLanguage(...texts: (string | null | undefined)[]): string {
  const counts = new Map<string, number>();
  const text = texts.filter(Boolean).join(' ');
  if (!NOT_LATIN_LETTER.test(text)) return VIETNAMESE.test(text) ? 'vi' : 'en';
  for (const match of text.matchAll(LETTER)) {
    const script = SCRIPTS[match.findIndex((group, i) => i > 0 && group !== undefined) - 1]![0];
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  // Japanese mixes kanji with kana: any real share of kana makes Han text Japanese.
  const kana = counts.get('kana') ?? 0;
  if (kana) {
    counts.set('ja', kana + (counts.get('zh') ?? 0));
    counts.delete('kana');
    counts.delete('zh');
  }
  let best = 'latin';
  let most = 0;
  for (const [script, count] of counts) if (count > most) [best, most] = [script, count];
  if (best === 'latin') return VIETNAMESE.test(text) ? 'vi' : 'en';
  return best;
}

/**
 * The language of what a story makes for others (the share card's byline, the PDF cover, the comic book's metadata, the
 * webtoon's last words): the author's saved interface language, else the story's own language when the interface has
 * it, else English. The same for every viewer: a shared card speaks as its author does.
 */
export function outputLocale(authorLocale: string | null | undefined, ...texts: (string | null | undefined)[]): Locale {
  if (isLocale(authorLocale)) return authorLocale;
  return matchLocale(storyLanguage(...texts)) ?? DEFAULT_LOCALE;
}

/**
 * The language tag an export names (PDF /Lang, ComicInfo's LanguageISO): the story's language from its script, made
 * precise by the output language when that is written in the same script (Latin text read as "en" becomes es or pt-BR
 * for a Spanish or Brazilian author; Chinese becomes zh-CN).
 */
export function contentLanguage(locale: Locale, ...texts: (string | null | undefined)[]): string {
  // A story without words (pictures only) is in its author's language as far as anyone can tell.
  if (!texts.some((text) => text && /\p{L}/u.test(text))) return locale;
  const script = storyLanguage(...texts);
  return storyLanguage(SCRIPT_SAMPLE[locale]) === script ? locale : script;
}

/** A word in each interface language's script, to compare scripts with storyLanguage. */
const SCRIPT_SAMPLE: Record<Locale, string> = {
  en: 'a',
  es: 'a',
  'pt-BR': 'a',
  ja: 'かな',
  ko: '한',
  'zh-CN': '中',
  hi: 'क',
  ar: 'ع',
};
