// `npm run emoji-index`: builds the painter's vocabulary, src/data/emoji-index.json, from the Unicode CLDR emoji
// annotations (cldr-annotations-full, Unicode licence) and the Twemoji drawings (@twemoji/svg, CC-BY 4.0). Each drawing
// is kept with its kind and, per interface language, the words that name it; the drawings themselves stay in
// @twemoji/svg (the host's assets), so the Worker carries only this index.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const CLDR = dirname(require.resolve('cldr-annotations-full/package.json'));
const TWEMOJI = dirname(require.resolve('@twemoji/svg/package.json'));
const DATA = join(import.meta.dirname, '..', 'src', 'data');
const OUT = join(DATA, 'emoji-index.json');
/** Everyday English nouns no drawing is named for, by the drawing nearest them (src/data/nearest.json), the common
 * nouns WordNet finds a drawing near (src/data/wordnet-nearest.json, written by the repository's scripts/wordnet-nearest.ts),
 * each drawing's English keywords most telling first (src/data/wordnet-keywords.json, scripts/wordnet-keywords.ts),
 * and which emoji are no things (faces, flags, signs…), people, places, sky and plants, by code point (src/data/emoji-kinds.json). */
const read = (name: string) => JSON.parse(readFileSync(join(DATA, `${name}.json`), 'utf8'));
const [NEAREST_DATA, WORDNET, KEYWORDS] = ['nearest', 'wordnet-nearest', 'wordnet-keywords'].map(read);
const [KINDS, PLAN_WORDS] = ['emoji-kinds', 'plan-words'].map(read);
/** Particles and adverbs ("away" of "dashing away", "up"): never a drawing's head, only a keyword. */
const NO_THING = new Set<string>(PLAN_WORDS.noThing.split('|'));
// A compound with a drawing near its whole ("sea lion": the seal) is found as that drawing too.
const NEAREST: [string, string[]][] = [
  ...Object.entries(WORDNET.nearest as Record<string, string[]>),
  ...Object.entries(NEAREST_DATA.nearest as Record<string, string[]>),
  ...Object.entries(NEAREST_DATA.compounds as Record<string, string>)
    .filter(([, name]) => name)
    .map(([compound, name]): [string, string[]] => [name, [compound]]),
];
/** CLDR's names for the interface languages (src/shared/locales.ts): pt for pt-BR, zh for zh-CN; and Thai, a script of its own. */
const LOCALES = ['en', 'es', 'pt', 'ja', 'ko', 'zh', 'hi', 'ar', 'th'];
/** The words kept for each drawing in each language: its name first, then the most telling keywords. */
const WORDS_PER_GLYPH = 8;
/** The drawings kept for one word: the one it names first, then those it is a keyword of. */
const GLYPHS_PER_WORD = 3;
/** A word's drawings are numbered rank * RANKED + index (src/vocabulary.ts reads them so). */
const RANKED = 10_000;

/** Whether a code point is in one of the ranges of a kind of src/data/emoji-kinds.json: notThings, places, sky, plants. */
const inRanges = (kind: string, cp: number) =>
  (KINDS[kind] as string[][]).some(([from, to]) => cp >= parseInt(from!, 16) && cp <= parseInt(to ?? from!, 16));
const PEOPLE = new Set<string>(KINDS.people);

/** p person, a animal, s sky and weather, l place, g plant, v vehicle, o any other object (food, tools, instruments…). */
function kindOf(first: number, keywords: string[]): string {
  const code = first.toString(16);
  const named = (words: string[], listed: string[] = []) =>
    keywords.some((word) => words.includes(word)) || listed.includes(code);
  if (PEOPLE.has(code)) return 'p';
  if (named(KINDS.animalWords, KINDS.animals) && !KINDS.notAnimals.includes(code)) return 'a';
  if (inRanges('sky', first)) return 's';
  if (inRanges('places', first)) return 'l';
  if (inRanges('plants', first)) return 'g';
  if (named(KINDS.vehicleWords) && !KINDS.notVehicles.includes(code)) return 'v';
  return 'o';
}

/** Words in the form the painter reads a prompt in (src/vocabulary.ts `normalForm`): full-width ｃ is c. */
const normalForm = (text: string) =>
  text.normalize('NFC').replace(/[\uff01-\uffef]+/gu, (run) => run.normalize('NFKC'));
const clean = (word: string) => normalForm(word).toLowerCase().trim();
type Annotations = Record<string, { default?: string[]; tts?: string[] }>;
const annotations = (locale: string): Annotations =>
  JSON.parse(readFileSync(join(CLDR, 'annotations', locale, 'annotations.json'), 'utf8')).annotations.annotations;
// Twemoji names some sequences with their variation selectors and CLDR never does: matched without them.
const withoutSelectors = (code: string) => code.replace(/-fe0f\b/g, '');
const bare = (emoji: string) => withoutSelectors([...emoji].map((c) => c.codePointAt(0)!.toString(16)).join('-'));
const files = new Map(
  readdirSync(TWEMOJI)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => [withoutSelectors(name.slice(0, -4)), name.slice(0, -4)]),
);

const glyphs: string[] = [];
/** Drawings of our own, of everyday things no emoji draws (a shovel, a pram, a fridge): art/<name>.svg in Twemoji's
 * style, named in the interface languages by src/data/own-art.json, at code points of the private use area. */
const OWN_ART = join(import.meta.dirname, '..', 'art');
const OWN = Object.entries(
  read('own-art').drawings as Record<string, { kind: string; words: Record<string, string[]> }>,
);
const art: Record<string, string> = {};
/** The animals CLDR calls a face (🐻 🦊 🐸: a head, no body) and their variants (🐻‍❄️), none of the sea: the painter draws them on a body (src/art/creatures.ts). */
const faces: string[] = [];
const indexOf = new Map<string, number>();
/** A man's or woman's version of a person with a neutral drawing (👩‍🔧 of 🧑‍🔧, 🏄‍♀️ of 🏄): one drawing per role, so its words name one. */
function gendered(code: string): boolean {
  const parts = code.split('-');
  if ((parts[0] === '1f468' || parts[0] === '1f469') && parts[1] === '200d')
    return files.has(['1f9d1', ...parts.slice(1)].join('-'));
  return parts.length > 1 && ['2640', '2642'].includes(parts.at(-1)!) && files.has(parts.slice(0, -2).join('-'));
}
/** Drawings that are a whole scene on a rounded tile of their own (🛤 🌃 🏞 👔 on blue): no thing to stand in a picture. */
const TILE =
  /^<svg[^>]*>\s*<path[^>]*d="M(?:36 32s0 4-4 4H4s-4 0-4-4V4|32 0H4a4 4 0 0 0-4 4v|36 25V4s0-4-4-4H4|36 32a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4)/;
const tiles: string[] = [];
for (const [emoji, entry] of Object.entries(annotations('en'))) {
  const file = files.get(bare(emoji));
  const first = emoji.codePointAt(0)!;
  if (!file || file.includes('20e3') || inRanges('notThings', first) || gendered(bare(emoji))) continue;
  if (TILE.test(readFileSync(join(TWEMOJI, `${file}.svg`), 'utf8'))) tiles.push(file);
  indexOf.set(emoji, glyphs.length);
  glyphs.push(`${file} ${kindOf(first, entry.default ?? [])}`);
  const face = entry.default?.includes('face') || faces.includes(file.split('-')[0]!);
  if (glyphs.at(-1)!.endsWith(' a') && face && !entry.default?.includes('ocean')) faces.push(file);
}
for (const [code, own] of OWN) {
  indexOf.set(code, glyphs.length);
  glyphs.push(`${code} ${own.kind}`);
  art[code] = readFileSync(join(OWN_ART, `${own.words.en![0]!.replace(/ /g, '-')}.svg`), 'utf8').trim();
}
const words: Record<string, Record<string, number[]>> = {};
for (const locale of LOCALES) {
  const byWord = new Map<string, [number, number][]>();
  const entries = Object.entries(annotations(locale));
  for (const [emoji, entry] of entries) {
    const at = indexOf.get(emoji);
    if (at === undefined) continue;
    const name = clean(entry.tts?.[0] ?? '');
    // An English keyword that says what it is is kept past the cut (src/data/wordnet-keywords.json: "wine" of the wine glass).
    const telling: string[] = (locale === 'en' && KEYWORDS.keywords[name]) || [];
    const names = [name, ...(entry.default ?? [])].map(clean).filter(Boolean);
    // 0: the drawing's own name; 1: its name's last word (before any "with"), the thing it is ("cake" of "birthday cake", not "yellow" of
    // "yellow circle"), or the end of a compound (the "plane" of "airplane", not "pad" of "notepad": four letters or more
    // after three); 2: any other keyword.
    // What follows "with" is a part, not the thing: the "flag" of "closed mailbox with raised flag" is no mailbox.
    const head = name.split(' with ')[0]!;
    const compound = (word: string) =>
      word.length >= 4 && !word.includes(' ') && new RegExp(`(^|\\s)[^\\s]{3,}${word}$`).test(head);
    const rank = (word: string) =>
      word === name ? 0 : (head.endsWith(` ${word}`) || compound(word)) && !NO_THING.has(word) ? 1 : 2;
    [...new Set([...new Set(names)].slice(0, WORDS_PER_GLYPH).concat(telling))]
      // …after the drawings it names within their cut, of its rank ("glass" stays the tumbler, not the wine glass).
      .forEach((word, n) =>
        byWord.set(word, [...(byWord.get(word) ?? []), [rank(word) + (n < WORDS_PER_GLYPH ? 0 : 0.5), at]]),
      );
  }
  // The nearest drawing of a noun no drawing is named for ranks as a name's last word, before any keyword of another.
  const named = new Map(entries.map(([emoji, entry]) => [entry.tts?.[0]?.toLowerCase(), indexOf.get(emoji)]));
  for (const [name, nouns] of locale === 'en' ? NEAREST : [])
    nouns.forEach((noun) => named.get(name) !== undefined && byWord.set(noun, [[1, named.get(name)!]]));
  // Our own drawings' words name them first: they are what the word means, no emoji's keyword or nearest drawing.
  for (const [code, own] of OWN)
    (own.words[locale] ?? []).forEach((word, n) => byWord.set(clean(word), [[n ? 1 : 0, indexOf.get(code)!]]));
  // English keywords that name a group or a lesson, no thing (CLDR's "class" and "gang" of 🚲: plan-words.json `notKeywords`).
  if (locale === 'en') for (const word of PLAN_WORDS.notKeywords) byWord.delete(word);
  // Stored as rank * RANKED + the drawing's number, best first.
  const best = (list: [number, number][]) => list.sort((a, b) => a[0] - b[0]).slice(0, GLYPHS_PER_WORD);
  const stored = ([rank, at]: [number, number]) => Math.floor(rank) * RANKED + at;
  const sorted = [...byWord].sort(([a], [b]) => (a < b ? -1 : 1));
  words[locale] = Object.fromEntries(sorted.map(([word, list]) => [word, best(list).map(stored)]));
}
writeFileSync(OUT, `${JSON.stringify({ glyphs, words, faces, tiles, art })}\n`);
console.log(
  `${glyphs.length} drawings, ${LOCALES.map((locale) => `${locale} ${Object.keys(words[locale]!).length}`).join(', ')} words: ${OUT}`,
);
