// Which prompts the offline writer understands (English), and how it quotes the others: by sentences and grapheme
// clusters from the platform's Intl.Segmenter, so a Japanese, Thai or Hindi prompt is cut where a reader would cut it.
import { storyLanguage } from '../../../src/shared/story-language';
import type { StoryContext } from '../../../worker/ai/types';
import lexicon from './data/language.json' with { type: 'json' };

/** English words common enough that any English prompt of a few words holds one (src/data/language.json). */
const ENGLISH = new Set(lexicon.english);

/** Words English shares with Spanish, Portuguese or French ("a", "no", "he"): they tell nothing about which it is. */
const SHARED = new Set(lexicon.shared);
/** Function words of the Latin-script languages people most often write stories in besides English. */
const ROMANCE = new Set(lexicon.romance);

/**
 * Whether the offline writer can read a text: it knows English words only, so a prompt mostly in another script, or in
 * Latin letters with more Spanish, Portuguese, French or German function words than English ones, is one whose words
 * it must quote rather than rewrite.
 */
export function understands(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.length) return true;
  if (letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length / letters.length < 0.6) return false;
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => /\p{Script=Latin}/u.test(word));
  const english = words.filter((word) => ENGLISH.has(word) && !SHARED.has(word)).length;
  if (words.length >= 4 && words.filter((word) => ROMANCE.has(word)).length > english) return false;
  // A few words ("Dragon attacks castle") may lack a function word; a longer text without any is another language.
  return words.length < 4 || words.some((word) => ENGLISH.has(word));
}

/** A text the writer cannot read with its capitalised function words lowered: "Una", "Ein" open a sentence, name no one. */
export const lowerFunctionWords = (text: string) =>
  text.replace(/\p{Lu}\p{Ll}*/gu, (word) => (ROMANCE.has(word.toLowerCase()) ? word.toLowerCase() : word));

/** Whether a text has a word only English uses ("the", "with"): a prompt in a story in another language must have one to be read. */
export const clearlyEnglish = (text: string) =>
  (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) => ENGLISH.has(word) && !SHARED.has(word));

/**
 * Portuguese and Spanish told apart by their own letters and words (src/data/language.json `iberian`, with French's to
 * rule French out); null for any other Latin-script language.
 */
function iberian(text: string): 'es' | 'pt-BR' | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const count = (list: string) => words.filter((word) => list.split(' ').includes(word)).length;
  const es = count(lexicon.iberian.es) + (text.match(/[ñ¿¡]/gu)?.length ?? 0);
  const pt = count(lexicon.iberian.pt) + (text.match(/[ãõç]/gu)?.length ?? 0);
  if (Math.max(es, pt) < 2 || count(lexicon.iberian.fr) >= Math.max(es, pt)) return null;
  return es > pt ? 'es' : pt > es ? 'pt-BR' : null;
}

/** The interface language a story the writer cannot read is written in, when it is one of them; null for others. */
export function storyTongue(text: string): 'es' | 'pt-BR' | 'ja' | 'ko' | 'zh-CN' | 'hi' | 'ar' | null {
  const language = storyLanguage(text);
  // Portuguese's â and ê also mark Vietnamese: the Latin-script guess is checked against Spanish and Portuguese words.
  if (language === 'en' || language === 'vi') return iberian(text);
  if (language === 'zh') return 'zh-CN';
  return language === 'ja' || language === 'ko' || language === 'hi' || language === 'ar' ? language : null;
}

/** The story's own words (title, premise, earlier scenes), for telling whether the writer can read the story at all. */
export function storyWords(story: Pick<StoryContext, 'title' | 'description' | 'previousScenes'>): string {
  const scenes = story.previousScenes.flatMap((scene) => [scene.title, scene.description]);
  return [story.title, story.description, ...scenes].join(' ');
}

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Opening and closing quotes and brackets: a clause or sentence break inside them is the quoted speaker's, not the story's. */
const OPENERS = '「『（“‘«《〈【';
const CLOSERS = '」』）”’»》〉】';

/**
 * The text's sentences as a reader splits them (。 ！ ？ । ۔ included), trimmed. A quotation stays whole with what
 * follows it: ICU ends a sentence after 「待って！」, so 「待って！」と叫んだ。 would become two ("…」" and "と叫んだ。").
 */
export function sentencesOf(text: string): string[] {
  const segments = [...sentenceSegmenter.segment(text.replace(/\s+/g, ' ').trim())].map(({ segment }) => segment);
  // Glued to the last: it followed a closing quote with no space (Japanese, Chinese), or it goes on in lower case.
  const glued = (last: string, part: string, index: number) =>
    (!/\s$/u.test(segments[index - 1]!) && CLOSERS.includes(last.at(-1)!)) || /^\p{Ll}/u.test(part) || depth(last) > 0;
  const trimmed = segments.map((segment) => segment.trim());
  return joinWhere(trimmed, glued).filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Parts each joined to the one before it when `glue` says so (an open quotation, a short clause). */
function joinWhere(parts: string[], glue: (last: string, part: string, index: number) => boolean): string[] {
  const out: string[] = [];
  for (const [index, part] of parts.entries()) {
    const last = out.at(-1);
    if (last !== undefined && glue(last, part, index)) out[out.length - 1] = joinRuns(last, part);
    else out.push(part);
  }
  return out;
}

/** How many quotes or brackets are open at the end of a text. */
function depth(text: string): number {
  let open = 0;
  for (const char of text)
    if (OPENERS.includes(char)) open++;
    else if (CLOSERS.includes(char) && open > 0) open--;
  return open;
}

/** Scripts written without spaces between words or sentences. */
const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。，．！？：；」』）〉》】]/u;

/**
 * Two runs of the author's text told as one, in its own punctuation: 登って、 + 空の… → 登って、空の…; a Thai clause
 * (its break is a space) or an Arabic one after "،" with a space; never a Latin ". " added between them.
 */
export function joinRuns(first: string, second: string): string {
  const a = first.trim();
  const b = second.trim();
  if (!a || !b) return a || b;
  const spaceless =
    SPACELESS.test(a.at(-1)!) &&
    (SPACELESS.test(b[0]!) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(b));
  return `${a}${spaceless ? '' : ' '}${b}`;
}

/**
 * The clauses a sentence is told in, a short one ("ある日、") kept with the next; the sentence itself when it has one.
 * Clauses end at commas of any script ("、" "，" "," "،") and at the spaces Thai writes between clauses; never inside a
 * quotation (「待って、まだ」 is one).
 */
export function clauseRuns(sentence: string): string[] {
  const pieces = sentence.split(/(?<=[,，、،;；])\s*|(?<=\p{Script=Thai})\s+(?=\p{Script=Thai})/u);
  const clauses = joinWhere(pieces, (last) => depth(last) > 0)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
  const runs = joinWhere(clauses, (last) => letters(last) < 8);
  return runs.length > 1 && letters(runs[runs.length - 1]!) >= 8 ? runs : [sentence];
}

/** Characters without combining marks: Thai's vowel and tone marks make a short phrase (ในวันหนึ่ง, "one day") look long. */
const letters = (text: string) => text.replace(/\p{M}/gu, '').length;

/** Text without its spaces, for telling whether one text holds another's words. */
export const squeeze = (text: string) => text.replace(/\s+/g, '');

/** A noun phrase as a title's words: its article dropped, each word capitalised ("the ghost ship" → "Ghost Ship"). */
export const titled = (text: string) =>
  text.replace(/^(a|an|the|his|her|their)\s+/i, '').replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());

/** The templates whose every slot ("{Name}") `slots` fills, filled in. */
export const filled = (templates: string[], slots: Record<string, string | null | undefined>) =>
  templates
    .filter((template) => [...template.matchAll(/\{(\w+)\}/g)].every(([, key]) => slots[key!]))
    .map((template) => template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key]!));

/** The entries no earlier entry has the key of, in order (a name said twice is one). */
export const uniqueBy = <T>(entries: T[], key: (entry: T) => string) =>
  entries.filter((entry, index) => entries.findIndex((other) => key(other) === key(entry)) === index);

/** A text matched literally inside a regular expression. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with a capital first letter. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** English text cut to `max` characters at a word, with an ellipsis. */
export const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

/** At most `max` grapheme clusters, cut at a space when the text has spaces, with an ellipsis when cut. */
export function quote(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const graphemes = [...graphemeSegmenter.segment(clean)].map((part) => part.segment);
  if (graphemes.length <= max) return clean;
  let cut = graphemes.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  if (space > cut.length / 2) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,，、،;；:：]+$/u, '')}…`;
}

/** A sentence ends in its own script's full stop; the writer adds an English one only when none is there. */
export const endsSentence = (text: string) => /[.!?…。！？।॥۔؟｡"”」』)）]$/u.test(text.trim());
