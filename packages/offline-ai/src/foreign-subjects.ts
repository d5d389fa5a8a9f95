// The subject of a picture prompt the painter cannot read (Japanese, Arabic, Hindi, Thai, Chinese, Korean): the
// prompt's own word for it, to label its silhouette, and the English noun it means when it is one of the few creatures
// and vehicles listed here (so its silhouette has the right kind and shape); sleeping and flying are read too.
import type { Pose } from './art/figures';
import tables from './data/foreign-subjects.json' with { type: 'json' };

/** English noun → its words in other scripts (common creatures and vehicles the painter has no drawing for). */
const NOUNS: Record<string, string[]> = tables.NOUNS;

const SLEEPS = /眠|寝|睡|자고|잠|ينام|تنام|نائم|सो|นอน|หลับ/u;
const FLIES = /飛|飞|날|يطير|تطير|تحلق|يحلق|उड़|บิน|ホバリング|盘旋/u;

/** Words that open a sentence without being its subject ("एक": a, "في": in, "un", "der"). */
const OPENERS = new Set(
  `एक यह वह في على ذات un una unos unas el la los las le les des der die das ein eine o a os as um uma il lo gli i et y e`.split(/\s+/),
);

/** Whether the text names one of the creatures or vehicles above (drawn as a silhouette labelled in the text's words). */
export function namesListedSubject(text: string): boolean {
  return Object.values(NOUNS).some((words) => words.some((word) => text.includes(word)));
}

/** The prompt's subject in its own words, and the English noun it means when listed. */
export function foreignSubject(text: string, skip: (word: string) => boolean): { label: string; noun: string | null; pose: Pose } | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  const pose: Pose = SLEEPS.test(clean) ? 'sleep' : FLIES.test(clean) ? 'fly' : 'stand';
  // A listed word anywhere, the first one named (longest first at the same place: "الحلزون" over "حلزون").
  let best: { at: number; label: string; noun: string } | null = null;
  for (const [noun, words] of Object.entries(NOUNS)) {
    for (const word of words) {
      const at = clean.indexOf(word);
      if (at >= 0 && (!best || at < best.at || (at === best.at && word.length > best.label.length))) best = { at, label: word, noun };
    }
  }
  if (best && !skip(best.label)) return { label: best.label, noun: best.noun, pose };
  const first = firstNoun(clean);
  return first && !skip(first) ? { label: first, noun: null, pose } : null;
}

/** The first noun phrase, by each script's habits: before が/は in Japanese, the first word elsewhere. */
function firstNoun(text: string): string | null {
  const sentence = text.split(/[。．.!?！？।۔]/u)[0] ?? '';
  const japanese = /^(?:[^、，,]{0,12}[、，,]\s*)?([^、，,がはも]{1,12}?)(?:が|は|も)/u.exec(sentence);
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sentence) && japanese) return japanese[1]!.replace(/^(?:ある日|その時|一匹の|一羽の|一台の|大きな|小さな)/u, '').trim() || null;
  const words = [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(sentence)].filter((part) => part.isWordLike).map((part) => part.segment);
  // Korean marks its subject with a particle on the word itself.
  const word = words.find((candidate) => !OPENERS.has(candidate.toLowerCase()));
  if (!word) return null;
  return /\p{Script=Hangul}/u.test(word) ? word.replace(/(이|가|은|는)$/u, '') || word : word;
}
