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
const OUT = join(import.meta.dirname, '..', 'src', 'data', 'emoji-index.json');
/** CLDR's names for the interface languages (src/shared/locales.ts): pt for pt-BR, zh for zh-CN. */
const LOCALES = ['en', 'es', 'pt', 'ja', 'ko', 'zh', 'hi', 'ar'];
/** The words kept for each drawing in each language: its name first, then the most telling keywords. */
const WORDS_PER_GLYPH = 8;
/** The drawings kept for one word: the one it names first, then those it is a keyword of. */
const GLYPHS_PER_WORD = 3;
/** A word's drawings are numbered rank * RANKED + index (src/vocabulary.ts reads them so). */
const RANKED = 10_000;

const within = (from: number, to: number) => (cp: number) => cp >= from && cp <= to;
/** Faces, hearts, flags, clock faces, letters, arrows, card suits and signs: nothing a panel shows as a thing in a scene. */
const NOT_THINGS = [
  within(0x1f1e6, 0x1f1ff), within(0x1f600, 0x1f637), within(0x1f641, 0x1f644), within(0x1f910, 0x1f92f), within(0x1f970, 0x1f97a),
  within(0x1fae0, 0x1faef), within(0x1f493, 0x1f49f), within(0x1f550, 0x1f567), within(0x1f170, 0x1f251), within(0x1f500, 0x1f53d),
  within(0x2190, 0x21ff), within(0x2b00, 0x2bff), within(0x2648, 0x2653), within(0x1f5e8, 0x1f5ef), within(0x1f4ac, 0x1f4ad),
  // Coloured shapes and hearts: "a yellow raincoat" or "a red sweater" is no yellow circle or red heart.
  within(0x1f7e0, 0x1f7eb), within(0x1f534, 0x1f539), within(0x25aa, 0x25fe), within(0x26aa, 0x26ab), within(0x2764, 0x2764),
  within(0x1f9e1, 0x1f9e1), within(0x1f90d, 0x1f90e), within(0x1f5a4, 0x1f5a4), within(0x1fa75, 0x1fa77), within(0x2660, 0x2667),
];
/** The first code points of people: single persons, roles (ZWJ sequences on 🧑 👨 👩) and people doing things. */
const PEOPLE = new Set(
  ('1f9d1 1f468 1f469 1f466 1f467 1f476 1f474 1f475 1f471 1f46e 1f477 1f482 1f575 1f934 1f478 1f473 1f472 1f9d5 1f930 1f931 1f47c ' +
    '1f385 1f936 1f9b8 1f9b9 1f9d9 1f9da 1f9db 1f9dc 1f9dd 1f9de 1f9df 1f486 1f487 1f6b6 1f9cd 1f9ce 1f3c3 1f483 1f57a 1f46f 1f9d6 ' +
    '1f9d7 1f93a 1f3c7 26f7 1f3c2 1f3cc 1f3c4 1f6a3 1f3ca 26f9 1f3cb 1f6b4 1f6b5 1f938 1f93c 1f93d 1f93e 1f939 1f9d8 1f6c0 1f6cc ' +
    '1f46d 1f46b 1f46c 1f48f 1f491 1f46a 1f64b 1f64c 1f64d 1f64e 1f64f 1f481 1f645 1f646 1f926 1f937 1f9cf 1f935 1f470 1fac3 1fac4 ' +
    '1fac5 1f647 1f9d2 1f9d3 1f574').split(' '),
);
const PLACES = [within(0x1f3d4, 0x1f3df), within(0x1f3e0, 0x1f3f0), within(0x26e9, 0x26fa), within(0x1f5fb, 0x1f5ff), within(0x1f303, 0x1f309), within(0x1f3aa, 0x1f3aa), within(0x1f6d5, 0x1f6d6), within(0x1f492, 0x1f492), within(0x1f54b, 0x1f54d), within(0x1f30b, 0x1f30b), within(0x1f3a0, 0x1f3a2)];
const SKY = [within(0x2600, 0x2602), within(0x2604, 0x2604), within(0x26c5, 0x26c8), within(0x1f324, 0x1f32c), within(0x1f308, 0x1f308), within(0x2744, 0x2744), within(0x26a1, 0x26a1), within(0x1f311, 0x1f320), within(0x1f301, 0x1f301), within(0x2614, 0x2614)];
const PLANTS = [within(0x1f331, 0x1f344), within(0x1fab4, 0x1fab4), within(0x1f490, 0x1f490), within(0x1fab7, 0x1fabb)];
const ANIMAL_WORDS = /^(animal|animals|bird|fish|insect|reptile|bug|dinosaur|marine|mammal)$/;
const VEHICLE_WORDS = /^(vehicle|car|train|boat|ship|airplane|aircraft|bicycle|bus|truck|transport|spacecraft|helicopter|motorcycle)$/;

/** p person, a animal, s sky and weather, l place, g plant, v vehicle, o any other object (food, tools, instruments…). */
function kindOf(first: number, keywords: string[]): string {
  if (PEOPLE.has(first.toString(16))) return 'p';
  if (keywords.some((word) => ANIMAL_WORDS.test(word))) return 'a';
  if (SKY.some((test) => test(first))) return 's';
  if (PLACES.some((test) => test(first))) return 'l';
  if (PLANTS.some((test) => test(first))) return 'g';
  if (keywords.some((word) => VEHICLE_WORDS.test(word))) return 'v';
  return 'o';
}

type Annotations = Record<string, { default?: string[]; tts?: string[] }>;
const annotations = (locale: string): Annotations => JSON.parse(readFileSync(join(CLDR, 'annotations', locale, 'annotations.json'), 'utf8')).annotations.annotations;
const bare = (emoji: string) => [...emoji].map((c) => c.codePointAt(0)!.toString(16)).filter((c) => c !== 'fe0f').join('-');
// Twemoji names some sequences with their variation selectors and CLDR never does: matched without them.
const files = new Map(readdirSync(TWEMOJI).filter((name) => name.endsWith('.svg')).map((name) => name.slice(0, -4)).map((name) => [name.split('-').filter((c) => c !== 'fe0f').join('-'), name]));

const english = annotations('en');
const glyphs: string[] = [];
const indexOf = new Map<string, number>();
/** A man's or woman's version of a person with a neutral drawing (👩‍🔧 of 🧑‍🔧, 🏄‍♀️ of 🏄): one drawing per role, so its words name one. */
function gendered(code: string): boolean {
  const parts = code.split('-');
  if ((parts[0] === '1f468' || parts[0] === '1f469') && parts[1] === '200d') return files.has(['1f9d1', ...parts.slice(1)].join('-'));
  return parts.length > 1 && ['2640', '2642'].includes(parts.at(-1)!) && files.has(parts.slice(0, -2).join('-'));
}
for (const [emoji, entry] of Object.entries(english)) {
  const file = files.get(bare(emoji));
  const first = emoji.codePointAt(0)!;
  if (!file || file.includes('20e3') || NOT_THINGS.some((test) => test(first)) || gendered(bare(emoji))) continue;
  indexOf.set(emoji, glyphs.length);
  glyphs.push(`${file} ${kindOf(first, entry.default ?? [])}`);
}
const words: Record<string, Record<string, number[]>> = {};
for (const locale of LOCALES) {
  const byWord = new Map<string, [number, number][]>();
  for (const [emoji, entry] of Object.entries(annotations(locale))) {
    const at = indexOf.get(emoji);
    if (at === undefined) continue;
    const name = (entry.tts?.[0] ?? '').toLowerCase().trim();
    const names = [name, ...(entry.default ?? [])].map((word) => word.toLowerCase().trim()).filter(Boolean);
    // 0: the drawing's own name; 1: its name's last word, the thing it is ("cake" of "birthday cake", not "yellow" of
    // "yellow circle"), or the end of a compound (the "plane" of "airplane", not "pad" of "notepad": four letters or more
    // after three); 2: any other keyword.
    const compound = (word: string) => word.length >= 4 && !word.includes(' ') && new RegExp(`(^|\\s)[^\\s]{3,}${word}$`).test(name);
    const rank = (word: string) => (word === name ? 0 : name.endsWith(` ${word}`) || compound(word) ? 1 : 2);
    [...new Set(names)].slice(0, WORDS_PER_GLYPH).forEach((word) => byWord.set(word, [...(byWord.get(word) ?? []), [rank(word), at]]));
  }
  // Stored as rank * RANKED + the drawing's number, best first.
  words[locale] = Object.fromEntries([...byWord].sort(([a], [b]) => (a < b ? -1 : 1)).map(([word, list]) => [word, list.sort((a, b) => a[0] - b[0]).slice(0, GLYPHS_PER_WORD).map(([rank, at]) => rank * RANKED + at)]));
}
writeFileSync(OUT, `${JSON.stringify({ glyphs, words })}\n`);
console.log(`${glyphs.length} drawings, ${LOCALES.map((locale) => `${locale} ${Object.keys(words[locale]!).length}`).join(', ')} words: ${OUT}`);
