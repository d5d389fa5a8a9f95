// The main language of a story, guessed from the script most of its letters are written in (issue 24): the PDF's
// document language, ComicInfo.xml's LanguageISO and anything else that must name it. Latin text is English unless it
// has Vietnamese letters; a script shared by several languages gets its most common one (Cyrillic → ru, Arabic → ar).
import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from './locales';

const SCRIPTS: [string, RegExp][] = [
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['zh', /\p{Script=Han}/u],
  ['ko', /\p{Script=Hangul}/u],
  ['th', /\p{Script=Thai}/u],
  ['hi', /\p{Script=Devanagari}/u],
  ['ar', /\p{Script=Arabic}/u],
  ['he', /\p{Script=Hebrew}/u],
  ['ru', /\p{Script=Cyrillic}/u],
  ['el', /\p{Script=Greek}/u],
  ['latin', /\p{Script=Latin}/u],
];
const VIETNAMESE = /[ăâđêôơưĂÂĐÊÔƠƯ\u1ea0-\u1ef9]/u;

export function storyLanguage(...texts: (string | null | undefined)[]): string {
  const counts = new Map<string, number>();
  const text = texts.filter(Boolean).join(' ');
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    const found = SCRIPTS.find(([, pattern]) => pattern.test(char));
    if (found) counts.set(found[0], (counts.get(found[0]) ?? 0) + 1);
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
const SCRIPT_SAMPLE: Record<Locale, string> = { en: 'a', es: 'a', 'pt-BR': 'a', ja: 'かな', ko: '한', 'zh-CN': '中', hi: 'क', ar: 'ع' };
