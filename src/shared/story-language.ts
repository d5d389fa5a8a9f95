// The main language of a story, guessed from the script most of its letters are written in (issue 24): the PDF's
// document language, ComicInfo.xml's LanguageISO and anything else that must name it. Latin text is English unless it
// has Vietnamese letters; a script shared by several languages gets its most common one (Cyrillic → ru, Arabic → ar).
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
