// Text as a reader sees it, for the server's schemas and the client's counters alike: lengths in grapheme clusters
// (👩‍🚀, 🇯🇵, a Devanagari conjunct or a Thai consonant with its marks count as one character), cuts that never split
// one, and the NFC form user text is compared in.

let segmenter: Intl.Segmenter | undefined;

/** One grapheme segmenter for the whole process, built on first use (the rules do not depend on the language). */
function graphemes(text: string): Iterable<Intl.SegmentData> {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return segmenter.segment(text);
}

// The first Intl object a page builds loads the runtime's Unicode data (about 200 ms in Chromium here, once), so text
// whose every unit is a cluster of its own is counted and cut without one: Latin letters with their accents composed,
// and general punctuation ('’', '—', '…'). Left out are everything that joins a neighbour (combining marks, ZWJ,
// variation selectors, surrogate pairs) and CR, which joins the LF after it.
const PLAIN = /^[\t\n\x20-\x7e\xa0-\u02ff\u2010-\u2027\u2030-\u205e\u20a0-\u20c0]*$/;

/** Whether every UTF-16 unit of `text` is a grapheme cluster of its own (no Intl object is needed to count or cut it). */
export const isPlainText = (text: string): boolean => PLAIN.test(text);

/** How many characters a person counts in `text`. */
export function graphemeCount(text: string): number {
  if (PLAIN.test(text)) return text.length;
  let count = 0;
  for (const _ of graphemes(text)) count += 1;
  return count;
}

/** Whether `text` is at most `max` characters; stops counting at `max + 1`, so a huge string costs no more than a short one. */
export function fitsGraphemes(text: string, max: number): boolean {
  // A cluster is at least one UTF-16 unit, so a string this short fits without being segmented.
  if (text.length <= max) return true;
  let count = 0;
  for (const _ of graphemes(text)) if (++count > max) return false;
  return true;
}

/** Whether `text` is at least `min` characters. */
export function hasGraphemes(text: string, min: number): boolean {
  if (text.length < min) return false;
  if (PLAIN.test(text)) return true;
  let count = 0;
  for (const _ of graphemes(text)) if (++count >= min) return true;
  return min <= 0;
}

/** The first `max` characters of `text`, never half of one. */
export function sliceGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  if (PLAIN.test(text)) return text.slice(0, Math.max(0, max));
  let count = 0;
  for (const { index } of graphemes(text)) if (count++ >= max) return text.slice(0, index);
  return text;
}

/** `text` cut to `max` characters with `ellipsis` counted in them, or as it is when it fits. */
export function truncateGraphemes(text: string, max: number, ellipsis = '…'): string {
  if (fitsGraphemes(text, max)) return text;
  return `${sliceGraphemes(text, Math.max(0, max - graphemeCount(ellipsis))).trimEnd()}${ellipsis}`;
}

/** The first `count` characters as a reader sees them (whole flags, emoji sequences, consonants with their marks). */
export function firstGraphemes(text: string, count: number): string[] {
  const found: string[] = [];
  if (count <= 0) return found;
  // Two plain units in a row end the first cluster, and so on: only the head of the text needs to be plain.
  if (PLAIN.test(text.slice(0, count + 1))) return [...text.slice(0, count)];
  for (const { segment } of graphemes(text)) if (found.push(segment) >= count) break;
  return found;
}

/** The first character as a reader sees it. */
export function firstGrapheme(text: string): string {
  return firstGraphemes(text, 1)[0] ?? '';
}

/** User text in the one form it is compared and stored in ('Café' typed composed or decomposed is one word). */
export function nfc(text: string): string {
  return text.normalize('NFC');
}

/** zod-ready checks: `.refine(atMost(200), message)` in place of `.max(200, message)`, which counts UTF-16 units. */
export const atMost = (max: number) => (text: string) => fitsGraphemes(text, max);
export const atLeast = (min: number) => (text: string) => hasGraphemes(text, min);
