// Which prompts the offline writer understands (English), and how it quotes the others: by sentences and grapheme
// clusters from the platform's Intl.Segmenter, so a Japanese, Thai or Hindi prompt is cut where a reader would cut it.

/** English words common enough that any English prompt of a few words holds one. */
const ENGLISH = new Set(
  `a an the and or but of to in on at by for with from into onto over under after before as is are was were be has have had
  he she they it his her their its him them we you i my our your this that these those there then when while who which what
  not no all some one two three up down out off through across around behind beside above below near`.split(/\s+/),
);

/**
 * Whether the offline writer can read a text: it knows English words only, so a prompt mostly in another script, or in
 * Latin letters without a single common English word, is one whose words it must quote rather than rewrite.
 */
export function understands(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.length) return true;
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  if (latin / letters.length < 0.6) return false;
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => /\p{Script=Latin}/u.test(word));
  // A few words ("Dragon attacks castle") may lack a function word; a longer text without any is another language.
  return words.length < 4 || words.some((word) => ENGLISH.has(word));
}

/** The story's own words (title, premise, earlier scenes), for telling whether the writer can read the story at all. */
export const storyWords = (story: { title: string; description: string; previousScenes: { title: string; description: string }[] }) =>
  [story.title, story.description, ...story.previousScenes.flatMap((scene) => [scene.title, scene.description])].join(' ');

const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's sentences as a reader splits them (。 ！ ？ । ۔ included), trimmed. */
export function sentencesOf(text: string): string[] {
  return [...sentenceSegmenter.segment(text.replace(/\s+/g, ' ').trim())].map((part) => part.segment.trim()).filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Clauses within a sentence, at commas of any script ("、" "，" "," "،"). */
export function clausesOf(sentence: string): string[] {
  return sentence.split(/(?<=[,，、،;；])\s*/u).map((part) => part.trim()).filter((part) => /[\p{L}\p{N}]/u.test(part));
}

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
