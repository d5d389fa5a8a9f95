// The verb table (src/data/verbs.json): several hundred common English verbs, each by the body schema that shows it
// (the rig pose, where the thing acted on goes, the comic mark drawn with it), and a few hundred more by WordNet. A verb
// nobody has written into a prompt yet is read the same way as one that has: by its stem, its inflection undone by
// rule, and its particle.
import type { Pose } from './art/figures';
import { englishGlyph } from './vocabulary';
import { PLACES } from './words';
import table from './data/verbs.json' with { type: 'json' };
import wordnet from './data/wordnet-verbs.json' with { type: 'json' };

export interface Schema {
  pose: Pose;
  /** Where the thing acted on goes (src/data/verbs.json `places`), or in the hand. */
  object?: string;
  /** The comic mark drawn with it (art/marks.ts). */
  mark?: string;
  /** It turns to the one it names next, who stands as near as its pose reaches (a whisper or a kiss leans in, head to head). */
  aimed?: boolean;
  /** How near whom it names stands, in figure units as figure-art.json REACH, when it touches them (a pat, a bandage). */
  near?: number;
  /** Whom it names goes ahead of it, facing the same way (a chase, a follow). */
  ahead?: boolean;
  /** The pose both take when it names another, who does it back (a dance or a hug is a hold, a handshake both reach). */
  pair?: Pose;
  /** Whom it names, an animal or a person, is in the doer's hands (over the head when lifted), at most this share of its height. */
  holds?: number;
  /** What a tool pours or sprinkles falls from its far end into what it acts on, which stands under it (a jug poured into). */
  under?: boolean;
}

/** A subject's act: the verb's stem, the schema it shows, its particle ("over" of "trips over") and where the verb is written. */
export type Act = { verb: string; schema: string; particle?: string; at: number };

export const SCHEMAS = table.schemas as Record<string, Schema>;
/** Each verb's schema: the table's, else the one WordNet's kinds give it (src/data/wordnet-verbs.json, `npm run wordnet-verbs`). */
const STEMS = new Map(
  [wordnet.verbs, table.verbs].flatMap((verbs: Record<string, string>) =>
    Object.entries(verbs).flatMap(([schema, words]) => words.split(' ').map((word) => [word, schema])),
  ),
);
const IRREGULAR = table.irregular as Record<string, string>;
const PHRASAL = table.phrasal as Record<string, string>;
const TRANSITIVE = table.transitive as Record<string, string>;

/** The stem a written verb is an inflection of ("trips", "carries", "tossing", "dropped", "threw"), if the table has it. */
export function stemOf(word: string, bare: boolean): string | null {
  if (IRREGULAR[word]) return STEMS.has(IRREGULAR[word]!) ? IRREGULAR[word]! : null;
  const ending = /^(.{2,}?)(ies|es|s|ing|ed)$/.exec(word);
  if (!ending) return bare && STEMS.has(word) ? word : null;
  const [, root, suffix] = ending as unknown as [string, string, string];
  // "-ss" is no plural ("dress"), "-ies" is "-y" ("carries"), "-es" is "-e" but after a hiss or an "o" ("tapes" is no
  // "tap", "fixes" is "fix"); a doubled consonant is undone ("dropped", "stopping").
  if (suffix === 's' && root.endsWith('s')) return null;
  const bySuffix: Partial<Record<string, string[]>> = {
    ies: [`${root}y`],
    es: /(?:s|x|z|ch|sh|o)$/.test(root) ? [root, `${root}e`] : [`${root}e`],
    s: [root],
  };
  // "-ing" and "-ed": the root, or with its "-e", one consonant of two or its "-ie" ("baking", "dropped", "tying").
  const undone = [root, `${root}e`, root.replace(/(.)\1$/, '$1'), root.replace(/i$/, 'ie'), root.replace(/y$/, 'ie')];
  return (bySuffix[suffix] ?? undone).find((stem) => STEMS.has(stem)) ?? null;
}

/** A verb the body acts out with nothing in its hand (hides, snores, races; "covers" before "his eyes"): it names no tool by a keyword ("hides" is no monkey). */
export const actsAlone = (word: string, after = '') =>
  Boolean(stemOf(word, false)) && !SCHEMAS[actOf(`${word} ${after}`)?.schema ?? '']?.object;

/** A verb that names no tool by a keyword: one the body acts out alone, or one that tosses or drops what it acts on ("juggles" names no juggler). */
export const namesNoTool = (word: string, after: string) =>
  actsAlone(word, after) || ['air', 'falling'].includes(SCHEMAS[actOf(word)?.schema ?? '']?.object ?? '');

/** A verb that touches what it acts on where it acts, at the mouth or in the hand, and aims it at no one ("pecks at", "scrubs at"). */
export const touches = (schema = '') =>
  ['mouth', 'hand'].includes(SCHEMAS[schema]?.object ?? '') && !SCHEMAS[schema]!.aimed;

/** The big things a doer goes to by what it does there (`bodyAt`): its poses, the words naming the thing, the support drawn at it. */
export const BODY_AT = (table.bodyAt as string[][]).map(([poses, words, kind]) => ({
  poses: poses!.split(' '),
  words: new RegExp(`\\b(${words})\\b`),
  kind: kind!,
}));

/** The parts of the doer's own body, by the pose that brings the hand there (`ownParts`): the head's raised to the mouth, a knee bent over, a foot crouched to. */
export const OWN_POSES = new Map(
  Object.entries(table.ownParts).flatMap(([pose, parts]) => parts.split(' ').map((part) => [part, pose as Pose])),
);
/** A verb on the doer's own body or what it wears there ("brushes her teeth", "rubs lotion on her legs", "tries to tie his shoes"): its verb and the part. */
export const OWN_PART = new RegExp(
  `\\b(?!(?:has|was|does|is|his|its)\\s)([a-z]{2,}(?:s|ing|ed)|(?<=\\bto )[a-z]{2,})\\s+(?:(?:a |an |some )?[a-z]+\\s+(?:on|onto|over|into)\\s+)?(?:his|her|their|its|my)\\s+(?:[a-z]+\\s+){0,2}?(${[...OWN_POSES.keys()].join('|')})\\b`,
  'g',
);

/** The parts of the body things are worn on (`worn`): where, in the wearer's heights (across, up, size), by drawing (a hat on the head, skates on the feet). */
export const WORN_ON = new Map(
  Object.entries(table.worn).flatMap(([part, { at, codes }]) =>
    codes.split(' ').map((code) => [code, { part, at: at as [number, number, number] }]),
  ),
);

/** Words that are seldom the verb straight after a subject, though the table has them as verbs ("a bow tie", "the drums", "into bowls"), nor verbs themselves ("a girl wearing a dress dances"). */
const AFTER_NOUN =
  /^(a|an|the|his|her|their|its|my|our|your|some|this|that|two|three|of|in|into|onto|at|from|for|by|with|wearing|and)$/;

/** A word inflected as a verb, or a bare one that takes "to" ("tries", "wanted", "learning", "try to"). */
const INFLECTED = /^(?:[a-z]{2,}(?:s|ed|ing)|try|want|need|like|love|learn|start|begin|stop)$/;

/** A word that opens the name of a thing: an article or a possessive. */
const DETERMINER = /^(a|an|the|his|her|their|its|my|our|your)$/;

/** A preposition that places the thing before it ("puts his keys in his pocket"), past the particle straight after the verb. */
const PLACING = /^(on|in|into|onto|at|by|to|under|near|from|off|for|with|over|behind|beside|inside)$/;

/** Whether a `wear` verb wears what it acts on: a thing worn (`worn`) named after it before a place ("puts on a straw hat", not "puts on the kettle"). */
function wearsIt(after: string[]): boolean {
  const end = after.findIndex((word, at) => at > 0 && PLACING.test(word) && DETERMINER.test(after[at + 1] ?? ''));
  return after.slice(0, end < 0 ? 6 : end).some((word) => WORN_ON.has(englishGlyph(word)?.code ?? ''));
}

/**
 * The first verb of the table in the words after a subject ("trips over a hose", "walks into a lamppost", "pulls a
 * rabbit out of a hat"): a word inflected as a verb, or a bare stem straight after the subject ("two girls race").
 */
export function actOf(text: string, from = 0): Act | null {
  const words = [...text.slice(from).matchAll(/[a-z][a-z'-]*/g)].slice(0, 9);
  for (let n = 0; n < words.length; n++) {
    const word = words[n]![0];
    if (AFTER_NOUN.test(word) || (n > 0 && AFTER_NOUN.test(words[n - 1]![0]))) continue;
    // A bare stem is a verb straight after the subject, or after "to" after it ("tries to tie", "stops to sniff").
    const stem = stemOf(word, n < 2 || (n === 2 && words[1]![0] === 'to' && INFLECTED.test(words[0]![0])));
    if (!stem) continue;
    const after = words.slice(n + 1).map((next) => next[0]);
    // A wear verb said of no thing worn keeps its other reading ("pulls on a rope" pulls).
    const reads = (schema?: string) => schema !== 'wear' || wearsIt(after);
    // A particle within the next three words makes a phrasal verb ("pulls a rabbit out of", "walks into").
    const particle = after.slice(0, 3).find((next) => PHRASAL[`${stem} ${next}`] && reads(PHRASAL[`${stem} ${next}`]));
    if (!particle && !reads(STEMS.get(stem))) continue;
    // A verb the body acts out alone, said of a thing named straight after it, acts on it ("flies a kite": steers it).
    // …or a thing with a drawing, with no article ("hangs laundry", "flies kites").
    const next = after[0] ?? '';
    const object = DETERMINER.test(next) || (!PLACING.test(next) && (englishGlyph(next)?.rank ?? 2) < 2);
    const acted = object ? TRANSITIVE[STEMS.get(stem)!] : undefined;
    return {
      verb: stem,
      schema:
        (particle && PHRASAL[`${stem} ${particle}`]) || (stem === 'play' && played(after)) || acted || STEMS.get(stem)!,
      at: from + words[n]!.index!,
      ...(particle ? { particle } : {}),
    };
  }
  return null;
}

const [PLAYED, MUSIC] = [table.played, new Set(table.played.music.split(' '))];
/** What "play" shows by what is played (verbs.json `played`): no schema of its own (its notes) for a tune, else a game's. */
function played(after: string[]): string | undefined {
  const word = after.find((next) => !DETERMINER.test(next));
  if (!word || PLACING.test(word) || /ly$|^(together|outside|inside|around|alone|again)$/.test(word))
    return PLAYED.alone;
  const code = englishGlyph(word)?.code;
  return code && !MUSIC.has(code) ? PLAYED.thing : undefined;
}

/** The schemas whose "over" is above: what flies, floats, jumps or hangs ("a lamp over the table", with no verb, too). */
const OVERHEAD = new Set('fly swim jump land climb hang dangle steer toss throw fall'.split(' '));

/** Whether a preposition places what follows: "over" places above only what flies, jumps or hangs, "up" places only a climber ("climbs up a wall", not "picks up a cup"), "on" no thing put on ("pulls on his gloves") nor leant on. */
export function placesBy(preposition: string, before: string, after: string): boolean {
  const verb = before.trim().split(/\s+/).pop() ?? '';
  const schema = actOf(`${verb} ${after}`)?.schema ?? '';
  return !(
    (preposition === 'up' && schema !== 'climb') ||
    // One who leans on something stands against it ("leans on the gate").
    (preposition === 'on' && /^lean/.test(verb)) ||
    // One who bends, fights or shouts over something is at it ("bends over a patient", "argue over a cookie").
    (preposition === 'over' && schema !== '' && !OVERHEAD.has(schema)) ||
    (preposition === 'on' && schema === 'wear')
  );
}

/** Each verb made of what is ridden (`ridden`: "skateboards", "sledding", "biked") by the thing and the form of "ride". */
const RIDDEN = new Map(
  Object.entries(table.ridden as Record<string, string>).flatMap(([thing, stems]) =>
    stems.split(' ').flatMap((stem) => {
      // "bike": "biking", "biked"; "sled": "sledding", "sledded".
      const root = /e$/.test(stem) ? stem.slice(0, -1) : stem.replace(/(?<=[^aeiou][aeiou])([bdgt])$/, '$1$1');
      const forms = { ride: stem, rides: `${stem}s`, riding: `${root}ing`, rode: `${root}ed` };
      return Object.entries(forms).map(([ride, word]) => [word, `${ride} ${thing}`] as const);
    }),
  ),
);
const RIDING = new RegExp(
  `(?<!\\b(?:a|an|the|his|her|their|my|our|your|its|of|on|new|old|this|that|wooden|plastic|metal|electric|toy) )\\b(${[...RIDDEN.keys()].join('|')})\\b(?= (?:down|up|across|along|through|past|over|around|into|onto|to|toward|towards|home|away|off|by|in|on|at|together|with)\\b)`,
  'gi',
);
/**
 * The text with a verb made of what is ridden written as riding it ("a teen skateboards down a ramp": "rides a
 * skateboard"), unless a verb comes before it in its clause ("drags a sled up the hill": the sled is a thing).
 */
export function asRiding(text: string): string {
  return text.replace(RIDING, (word, _, at: number) => {
    const clause = text.slice(0, at).replace(/^.*[.,;!?]/s, '');
    const thing = clause.split(/\s+/).some((said) => stemOf(said.toLowerCase(), true));
    return thing ? word : RIDDEN.get(word.toLowerCase())!;
  });
}

const LIGHT = Object.entries(table.lightVerbs as Record<string, string>).map(([verb, said]) => {
  const [forms, nouns] = said.split(': ') as [string, string];
  const det = '(?:a|an|the|some|his|her|their|its|my|our)(?: (?:quick|long|short|little|big|warm|hot|cold|good))?';
  return [
    verb,
    new RegExp(
      `\\b(${forms})(?: ((?:(?!(?:a|an|the|some) )\\w+ ?){1,2}?))??(?: for)? (?:${det} )?(?:${nouns})s?\\b(?: of\\b)?`,
      'gi',
    ),
  ] as const;
});
/** The text with a light verb and a deed's noun said as its verb (verbs.json `lightVerbs`: "takes a picture of": "photographs"). */
export const asDone = (text: string) =>
  LIGHT.reduce(
    (out, [verb, said]) =>
      out.replace(said, (_, form: string, whom?: string) => {
        // A bare light verb ("to take a photo") keeps the bare deed ("to photograph").
        const done = LIGHT_BARE.test(form) ? verb.replace(/(?<=ss|sh|ch|x)es$|s$/, '') : verb;
        return whom ? `${done} ${whom}` : done;
      }),
    text,
  );
const LIGHT_BARE = /^(?:take|have|go|give|snap)$/i;

/** Places indoors (`words.json` places of a room's settings), the longest first ("vet's office" before "vet's"). */
const INDOORS = Object.keys(PLACES)
  .filter((place) => /^(?:interior|room|library|hall|kitchen|lab)$/.test(PLACES[place]!))
  .sort((one, other) => other.length - one.length);
const GOING_TO = new RegExp(
  `(\\b(?:${table.goingTo})\\b(?: \\w+){0,2}?) to (?:the |a |an |his |her |their |my |our )?(?:${INDOORS.join('|')})\\b`,
  'gi',
);
/** The text with one going to a place indoors on the street on the way there ("walks to school": "along the street"). */
export const onTheWay = (text: string) => text.replace(GOING_TO, '$1 along the street');
