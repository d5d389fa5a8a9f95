// The one line breaker of bubbles, scene headings, the PDF and the share card, in the browser, Node and
// workerd alike: break opportunities from Intl.Segmenter (spaces, and between the dictionary words of Japanese,
// Chinese and Thai, which write no spaces), kept from splitting a grapheme cluster (👩‍🚀, 🇯🇵, क्ष), and the line-start
// and line-end rules of East Asian text (no line starts with 、。，！？」 nor ends with 「（).

import { isPlainText } from './text';

/** Width of a piece of text in whatever unit the caller draws in. */
export type Measure = (text: string) => number;

/** Scripts written without spaces between words: a line may break between any two of their words or characters. */
const SPACELESS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u3000-\u303f\uff00-\uffef]/u;
/** Scripts whose over-long words are cut with a hyphen, as today; others (CJK, Thai, Indic, Arabic…) are cut bare. */
const HYPHENATED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{S}]+$/u;
/** May not begin a line: closing brackets and quotes, stops, small kana and the long-vowel mark. */
const NO_START =
  /^[)\]}»›'"”’、。，．・：；！？‼⁇⁈⁉〕〉》」』】〙〗〟｠）］｝｣ヽヾーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰ-ㇿ々〻゠〜～,.:;!?%…‥]/u;
/** May not end a line: opening brackets and quotes. */
const NO_END = /[(\[{«‹‘“〔〈《「『【〘〖〝｟（［｛｢]$/u;
const SPACE = /^\s+$/u;

// Built on first use: plain Latin text (isPlainText) breaks at its spaces and needs neither, so an English page builds
// no Intl object (the first one loads the runtime's Unicode data, about 200 ms in Chromium).
let words: Intl.Segmenter | undefined;
let graphemeSegmenter: Intl.Segmenter | undefined;

export const graphemes = (text: string): string[] =>
  isPlainText(text)
    ? Array.from(text)
    : Array.from(
        (graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text),
        (s) => s.segment,
      );

/** The paragraph's words and the spaces between them; in plain text a word is everything between spaces. */
function segments(paragraph: string): Iterable<{ segment: string }> {
  if (isPlainText(paragraph))
    return paragraph
      .split(/(\s+)/u)
      .filter(Boolean)
      .map((segment) => ({ segment }));
  return (words ??= new Intl.Segmenter(undefined, { granularity: 'word' })).segment(paragraph);
}

/**
 * The text cut into unbreakable chunks, each with the spaces after it: a line may end after any chunk. Two words
 * without a space between them stay one chunk unless one of them is in a spaceless script and the line-start/line-end
 * rules allow the break.
 */
export function breakChunks(paragraph: string): { text: string; space: string }[] {
  const chunks: { text: string; space: string }[] = [];
  let text = '';
  let space = '';
  for (const { segment } of segments(paragraph)) {
    if (SPACE.test(segment)) {
      space += segment;
      continue;
    }
    const canBreak =
      space !== '' ||
      (text !== '' &&
        (SPACELESS.test(text.slice(-2)) || SPACELESS.test(segment)) &&
        !NO_START.test(segment) &&
        !NO_END.test(text));
    if (text && canBreak) {
      chunks.push({ text, space });
      text = '';
      space = '';
    } else if (space) {
      text += space;
      space = '';
    }
    text += segment;
  }
  if (text) chunks.push({ text, space });
  return chunks;
}

/**
 * Cuts a chunk wider than the line into pieces that fit, whole grapheme clusters each (at least one a piece). Latin,
 * Cyrillic and Greek words get a hyphen (after one they already have, when it keeps half the piece); other scripts are
 * cut bare, and a piece never starts with closing punctuation.
 */
function cutChunk(chunk: string, maxWidth: number, width: Measure): string[] {
  const hyphen = HYPHENATED.test(chunk);
  const piece = (parts: string[]) => (hyphen && parts.at(-1) !== '-' ? `${parts.join('')}-` : parts.join(''));
  const pieces: string[] = [];
  let rest = graphemes(chunk);
  while (rest.length > 1 && width(rest.join('')) > maxWidth) {
    let take = 1;
    while (take < rest.length - 1 && width(piece(rest.slice(0, take + 1))) <= maxWidth) take += 1;
    if (hyphen) {
      const own = rest.slice(0, take).lastIndexOf('-');
      if (own >= take / 2) take = own + 1;
    } else {
      while (take > 1 && (NO_START.test(rest[take]!) || NO_END.test(rest[take - 1]!))) take -= 1;
      // Nothing left to carry to the next line ("ショー" on a line of one): the marks that may not start a line hang at
      // the end of this one instead, past its width, as Japanese typesetting does.
      while (take < rest.length && NO_START.test(rest[take]!)) take += 1;
      if (take === rest.length) break;
    }
    pieces.push(piece(rest.slice(0, take)));
    rest = rest.slice(take);
  }
  pieces.push(rest.join(''));
  return pieces;
}

/**
 * Greedy line breaking by measured width; newlines are kept and runs of spaces fold to one. A chunk wider than the line
 * but no wider than `chunkLimit` stays whole on a line of its own (widening it); only a chunk wider than that is cut.
 */
export function breakLines(text: string, maxWidth: number, width: Measure, chunkLimit = maxWidth): string[] {
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\r?\n/)) {
    let line = '';
    let gap = '';
    for (const { text: chunk, space } of breakChunks(paragraph.replace(/\s+/gu, ' ').trim())) {
      const next = line ? line + gap + chunk : chunk;
      if (width(next) <= maxWidth) {
        line = next;
      } else {
        if (line) lines.push(line);
        const parts = width(chunk) > Math.max(maxWidth, chunkLimit) ? cutChunk(chunk, maxWidth, width) : [chunk];
        lines.push(...parts.slice(0, -1));
        line = parts.at(-1) ?? '';
      }
      gap = space ? ' ' : '';
    }
    lines.push(line);
  }
  return lines;
}

/** Right-to-left when the first letter with a strong direction is Hebrew, Arabic, Syriac, Thaana or N'Ko. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const strong = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]|[\p{L}]/u.exec(
    text,
  );
  return strong &&
    /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(strong[0])
    ? 'rtl'
    : 'ltr';
}
