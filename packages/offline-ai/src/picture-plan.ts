// The painter's plan: what a picture request shows (subjects with their species, looks, poses and props, the things
// in the scene, the setting, time, weather and camera), decided before anything is drawn. A pure function of the
// request, so tests read exactly what the painter will draw.
import type { ImageRequest } from '../../../worker/ai/types';
import type { Expression, Pose } from './art/figures';
import { actionOf, type Action } from './lines';
import { COLOUR_WORDS, lookFor, lookFromText, sizeOf, statesIn, withLearnt, type Look, type Size } from './look';
import { GROUPS, JOBS, OTHER_PEOPLE, PEOPLE_WORDS, SUBJECT_PEOPLE, ageIn, dress, genderIn, jobIn } from './people';
import { createRng, type Rng } from './prng';
import {
  hintedSetting,
  mentionOf,
  readPrompt,
  roleInText,
  seasonOfText,
  settingOfText,
  timeOfText,
  weatherOfText,
} from './prompt';
import {
  backdropOf,
  countBefore,
  crowdOf,
  isCreatureWord,
  noPeople,
  relationsIn,
  silhouetteKind,
  someoneNoun,
  VEHICLES,
  type Backdrop,
  type RelationPlan,
  type SilhouetteKind,
} from './staging';
import { gloss } from './glossary';
import { figuresOf, isDoer, seatIn, siteNamed, vocabularyOf, type GlyphPlan } from './glyph-plan';
import { BUST, glyphScale } from './art/glyphs';
import { lowerFunctionWords, understands } from './language';
import {
  article,
  compoundSpans,
  doing,
  emojiAsWords,
  emojiName,
  englishGlyph,
  normalForm,
  singulars,
  withoutCompounds,
} from './vocabulary';
import actions from './data/actions.json' with { type: 'json' };
import figureArt from './data/figure-art.json' with { type: 'json' };
import verbData from './data/verbs.json' with { type: 'json' };
import people from './data/people.json' with { type: 'json' };
import names from './data/names.json' with { type: 'json' };
import nearest from './data/nearest.json' with { type: 'json' };
import planWords from './data/plan-words.json' with { type: 'json' };
import wordData from './data/words.json' with { type: 'json' };
import { BODY_AT, OWN_PART, OWN_POSES, SCHEMAS, actOf, asDone, asRiding, onTheWay, stemOf, type Act } from './verbs';
import { PARTICLES, PROP_WORDS, VEHICLE_WORDS, thingsIn, type PropKind, type VehicleKind } from './things';
import {
  ART_STYLE_WORDS,
  HONORIFIC_ROLES,
  PROPER_PLACES,
  ROLES,
  SITES,
  YARDS,
  artStyleOf,
  askedStyleOf,
  type ArtStyle,
  type FigureKind,
  type Gender,
  type Role,
  type Setting,
  type TimeOfDay,
  type Season,
  type Weather,
} from './words';

export type Camera = 'wide' | 'medium' | 'close';

export interface SubjectPlan {
  name: string;
  kind: FigureKind;
  /** The animal or role noun it is drawn as ('parrot', 'pirate'); '' for an ordinary person. */
  species: string;
  look: Look;
  pose: Pose;
  expression: Expression;
  /** What the prompt says it does, as a pose ('jump'); `pose` is how its rig draws that (an animal's 'jump' leaps as 'cheer'). */
  does: Pose;
  /** The prop in its hand (or beside an animal). */
  holds: PropKind | null;
  /** Whom its action is aimed at (the grabbed, the hugged, the chased), placed beside it. */
  target: string | null;
  /** "a tiny mouse", "a huge whale". */
  size: Size | null;
  /** The painter has no drawing of this species and draws its nearest kin's ("a mouse" on a cat's rig), reported here. */
  standIn: boolean;
  /** Drawn as the vocabulary's drawing of what it is (a plumber, a giraffe) instead of on a rig. */
  glyph?: string;
  /** The noun the prompt calls it by ("farmer" for an everyday-dressed farmer), when the plan gave it a name. */
  noun?: string;
  /** Its verb in the verb table (verbs.ts): the schema that shows it, where the thing it acts on goes and its mark. */
  act?: Act;
}

/** A subject the painter has no drawing for: drawn as a generic silhouette of its kind, named here and in the alt text. */
export interface SilhouettePlan {
  /** The English noun it is (singular), or the prompt's own word when the painter cannot read the prompt. */
  word: string;
  /** The prompt's own word(s) for it ("snail", "Helicopter", "かたつむり", "🐌"), written on its tag in the picture. */
  label: string;
  kind: SilhouetteKind;
  size: Size | null;
  pose: Pose;
  act?: Act;
  /** Named where something happens ("on a leather strap"): nothing is put on or by it. */
  placed?: true;
}

export interface ThingPlan {
  /** As the prompt names it ('dagger'). */
  word: string;
  kind: PropKind | VehicleKind;
  category: 'prop' | 'vehicle';
  /** The subject holding it, or null when it stands in the scene. */
  owner: string | null;
  /** How many ("three pearls"). */
  count: number;
  /** Its own colour: a heap's (flour white, seeds brown). */
  colour?: string;
  size: Size | null;
  /** Two parties it passes between or is shared by ("hands Tom a map", "plays chess with"): drawn between them. */
  between?: [string, string];
  /** A rocket the prompt launches ("watches the rocket launch"): drawn off the pad on its flame, in smoke. */
  launching?: boolean;
  /** Knocked off what it stood on ("knocks a lantern off a table"): drawn in the air on its way down. */
  falling?: boolean;
}

/** What a subject climbs, sits on, reaches up to or plays at: drawn under, behind or between them. */
export interface SupportPlan {
  /** What holds them, drawn by its name in art.ts's SUPPORTS: a cliff, a bench, the stairs, a slope, the water… */
  kind: string;
  /** The subjects on it, at it or under it. */
  for: string[];
}

export interface PicturePlan {
  subject: 'panel' | 'character' | 'location';
  style: ArtStyle;
  subjects: SubjectPlan[];
  things: ThingPlan[];
  setting: Setting;
  /** The particular place drawn over the setting (a sea floor, a train platform), when the prompt names one. */
  backdrop: Backdrop | null;
  /** Where things stand relative to each other. */
  relations: RelationPlan[];
  /** Subjects with no drawing of their own and none in the vocabulary: not drawn, named here and in the alt text. */
  silhouettes: SilhouettePlan[];
  /** The vocabulary's drawings: what the prompt names that no stock drawing shows (glyph-plan.ts). */
  glyphs: GlyphPlan[];
  /** A climber's wall or tree, a sitter's bench, the table a game is played at, a shelf reached up to. */
  supports: SupportPlan[];
  /** People in the background ("a crowd of 30", "the crowded subway"). */
  crowd: number | null;
  /** Small birds named in the plural that nobody is ("feeding pigeons"): drawn on the ground at the first subject's feet. */
  flock: { word: string; count: number } | null;
  /** The prompt bars people ("No people"). */
  noPeople: boolean;
  time: TimeOfDay;
  weather: Weather;
  /** Autumn's leaves turn and fall, spring's petals drift; in snow the snow says it. */
  season: Season | null;
  camera: Camera;
  action: Action;
  /** The arrangement read right to left. */
  mirrored: boolean;
  /** The seed carries a regeneration stamp: the composition differs from the first picture's. */
  regenerated: boolean;
}

export const INDOOR = new Set<Setting>(['hall', 'kitchen', 'library', 'lab', 'tavern', 'room', 'cave', 'interior']);

/** A noun's plural, a verb's "-s": "boxes", "ponies", "carries", "eats" (a word with its "-s" already stays). */
const withS = (word: string) =>
  /[^s]s$/.test(word) ? word : `${word.replace(/(ch|sh|ss|x|z)$/, '$1e').replace(/([^aeiou])y$/, '$1ie')}s`;

/**
 * A verb's stem as a doer's verb is written: "feeds", "feeding"; "carries"; "ties", "tying" (not the bare stem, which
 * is as often a noun: "a tomato plant", "the water"); an irregular past ("fed") is written as it is.
 */
function verbForms(stem: string): string {
  if (actions.poses.irregular.includes(stem)) return stem;
  const ing = /ie$/.test(stem) ? `${stem.slice(0, -2)}ying` : `${stem.replace(/e$/, '')}ing`;
  return [...new Set([withS(stem), ing])].join('|');
}

/** A verb staged by its tool (`tools`) reaches with it when no pose above reads it; never a noun after a determiner. */
const TOOL_VERBS = new RegExp(
  `(?<!\\b(?:a|an|the|his|her|their|its|my|two|three|some|of|with) )\\b(?:${Object.values(actions.tools)
    .flat()
    .filter((verb) => !verb.includes(' '))
    .map(verbForms)
    .join('|')})\\b`,
);

/**
 * Verbs and the pose they give (src/data/actions.json `verbPoses`, then the forms of the verbs of `poses`); `aimed` verbs
 * take the next subject named after them as their target.
 */
const VERB_POSES = [
  ...(actions.verbPoses as [Pose, string, boolean?][]),
  ...(['aimed', 'alone'] as const).flatMap((kind) =>
    Object.entries(actions.poses[kind] as Record<string, string[]>).map(
      ([pose, verbs]) => [pose as Pose, verbs.map(verbForms).join('|'), kind === 'aimed'] as const,
    ),
  ),
].map(([pose, verbs, aimed]) => ({ pattern: new RegExp(`\\b(${verbs})\\b`), pose, aimed }));

/** How far each pose reaches to whom it acts on, in figure units. */
const REACH: Partial<Record<Pose, number>> = figureArt.REACH;
/** The poses of the first and the other subjects, and the face, an action shows when no verb says (src/data/actions.json). */
const ACTION_POSES = actions.actionPoses as unknown as Record<Action, [Pose, Pose]>;
const EXPRESSIONS = actions.actionExpressions as Record<Action, Expression>;

/** Faces the prompt describes outright ("eyes wide", "a slow smile"): src/data/actions.json `saidFaces`. */
const EXPRESSION_WORDS = withLearnt(actions.saidFaces, 'saidFaces').map(([face, words]): [RegExp, Expression] => [
  new RegExp(`\\b(${words})\\b`),
  face as Expression,
]);

/** A regenerated picture's seed ends with the time it was asked for (engine/pictures.ts). */
const REGENERATION_STAMP = /:(\d{10,})$/;

/** The part of a prompt that says where (after "Setting:"), else the whole prompt. */
const whereText = (prompt: string, location?: string): string =>
  `${location ?? ''} ${/setting:\s*([^.]*)/i.exec(prompt)?.[1] ?? ''}`.trim();

export function settingFor(text: string, location?: string): Setting {
  const prompt = withoutCompounds(text);
  const where = whereText(prompt, location);
  // Where it happens outranks what is in it: "board the spaceship on Mars" is on Mars.
  const proper = [...prompt.matchAll(/\b(?:on|at|to|from|across|over)\s+(?:the\s+)?([A-Z][a-z]+)\b/g)]
    .map((match) => (match[1] === 'Moon' ? 'planet' : PROPER_PLACES[match[1]!.toLowerCase()]))
    .find(Boolean);
  return (where ? settingOfText(where) : proper) || settingOfText(prompt) || hintedSetting(prompt) || 'meadow';
}

/** What happens, without the writer's "Characters:" and "Setting:" notes or looks in brackets. */
const actionText = (prompt: string): string =>
  prompt.split(/\b(?:characters|setting):/i)[0]!.replace(/\([^)]*\)/g, ' ');

/** Where a job works and an animal lives when nothing says (src/data/words.json `impliedPlaces` by a job's drawing or tool, `animalHomes` by an animal's English CLDR name). */
const placesOf = (table: Record<string, string>) =>
  Object.entries(table).map(([place, names]) => [place, new Set(names.split('|'))] as const);
const [IMPLIED, HOMES, DEEDS] = [
  placesOf(wordData.impliedPlaces),
  placesOf(wordData.animalHomes),
  placesOf(verbData.deedPlaces),
];
/** The room a home's furniture is in (src/data/words.json `roomThings`): "naps on the sofa" is in the living room. */
const ROOMS = Object.entries(wordData.roomThings).map(
  ([place, words]) => [place, new RegExp(`\\b(?:${words})\\b`)] as const,
);
const roomOf = (lower: string) =>
  ROOMS.map(([place, things]) => [place, lower.search(things)] as const)
    .filter(([, at]) => at >= 0)
    .sort((one, other) => one[1] - other[1])[0]?.[0];
/** Each animal drawing by its home, read on first use (the emoji index arrives after the module loads). */
let homes: Map<string, string> | undefined;

/** The home of the first animal named, or drawn as one that has one (a walrus as the seal, at sea). */
function animalHome(lower: string): string | undefined {
  homes ??= new Map(
    HOMES.flatMap(([place, names]) => [...names].map((name) => [englishGlyph(name)?.code ?? '', place])),
  );
  const words = lower.match(/[a-z-]+/g) ?? [];
  for (const word of words.flatMap((word, n) => [`${word} ${words[n + 1]}`, word])) {
    const glyph = englishGlyph(word);
    const home = glyph && glyph.rank < 2 && homes.get(glyph.code);
    if (home) return home;
  }
}

/** The names of the drawings of people, or of someone doing something, a doer's noun names ("a surfer": person surfing, "a kayaker": canoe). */
function activitiesIn(lower: string): (string | undefined)[] {
  return [...lower.matchAll(/[a-z]{3,}/g)].map(({ 0: word, index }) => {
    const agent = /(?:er|or|ist|ey)s?$/.test(word);
    const glyph = englishGlyph(word) ?? (agent ? englishGlyph(word.replace(/ers?$/, '')) : null);
    // …never a verb done to a thing named after it ("climbs a tree" is no mountain climb).
    const acted = !agent && /^ (?:a|an|the|his|her|their|its) /.test(lower.slice(index + word.length));
    const person = glyph && !acted && (agent || glyph.kind === 'p') && (glyph.rank < 2 || doing(glyph));
    return person ? emojiName(glyph.code, 'en') : undefined;
  });
}

/**
 * The place a deed is done at (src/data/verbs.json `deedPlaces`: baking in the kitchen, sleeping in the bedroom) when no
 * place is said round it ("sleeps under a tree") and no animal is named (a teddy bear is no animal).
 */
function deedPlace(lower: string): { verb: string; place: string } | undefined {
  const words = lower.match(/[a-z-]+/g) ?? [];
  const animal = words.some((word, n) => englishGlyph(word)?.kind === 'a' && !englishGlyph(`${words[n - 1]} ${word}`));
  if (PLACE_SAID.test(lower) || animal) return undefined;
  for (const [place, stems] of DEEDS) {
    const verb = words.find((word) => stems.has(stemOf(word, true) ?? word));
    if (verb) return { verb, place };
  }
}
const PLACE_SAID =
  /\b(?:in|on|at|under|by|beside|near|behind|outside|inside|over|across|through|up|down|into|onto)\s+(?:a|an|the|his|her|their|its)\b/;

/** The prompt at the place its first job or animal implies (a dentist's hospital, a camel's desert) when it says none. */
function withImpliedPlace(prompt: string, hints: NonNullable<ImageRequest['hints']>): string {
  const acting = actionText(prompt);
  const lower = withoutCompounds(acting).toLowerCase();
  const unsaid = !hints.location && !/setting:/i.test(prompt) && !settingOfText(prompt);
  if (!unsaid || (hints.subject ?? 'panel') !== 'panel' || siteNamed(lower) || backdropOf(lower)) return prompt;
  const job = jobIn(acting);
  // The furniture named first: a plumber at the toilet is in the bathroom, not on the street; a sofa on a snowy evening
  // is in the living room, whatever a snowy evening hints.
  const room = roomOf(lower);
  // Out in the rain or the snow is outdoors: a girl dancing in the rain is on no stage.
  if (!room && (hintedSetting(prompt) || OUT_IN_IT.test(acting))) return prompt;
  const place =
    room ??
    [job?.tool, job?.as, ...activitiesIn(lower)]
      .map((name) => IMPLIED.find(([, names]) => names.has(name ?? ''))?.[0])
      .find(Boolean) ??
    animalHome(lower);
  if (place) return prompt.replace(/[.!?]?(\s*(?:\bcharacters:|$))/i, ` ${place}$1`);
  // A deed's place goes straight after its verb, so what follows stays the deed's ("sleeps in bed with her teddy bear").
  const deed = deedPlace(lower);
  return deed ? prompt.replace(new RegExp(`\\b${deed.verb}\\b`, 'i'), `$& ${deed.place}`) : prompt;
}

/** The first picture's camera: a location's wide, a model sheet's medium, a panel's as its prompt asks, else by its seed. */
function cameraFor(scene: Scene): Camera {
  if (scene.subject !== 'panel') return scene.subject === 'location' ? 'wide' : 'medium';
  const lower = scene.asked.toLowerCase();
  if (/\b(close-up|close up|closeup|extreme close|on the face|reaction shot)\b/.test(lower)) return 'close';
  if (/\b(wide|establishing|panorama|panoramic|aerial|long shot|landscape view)\b/.test(lower)) return 'wide';
  if (/\b(medium|full shot|mid shot|over-the-shoulder|low-angle)\b/.test(lower)) return 'medium';
  const panel = /(\d+)\s*$/.exec(scene.baseSeed.split(':').slice(0, 3).join(':'))?.[1];
  if (panel === '1') return 'wide';
  return scene.baseRng.fork('camera').pick(['medium', 'medium', 'wide', 'close'] as const);
}

interface Mention {
  name: string;
  /** Where it is named in the action text (-1: not named there). */
  at: number;
  /** The words that describe it: its look in the "Characters:" notes, or the words around its noun. */
  description: string;
  role: Role | null;
  gender: Gender;
}

/** Every mention's description: the "Characters:" note first, then the words right after each mention. */
function describedAs(prompt: string, name: string): string {
  const segments: string[] = [];
  const listed = prompt.search(/characters:/i);
  for (const from of listed >= 0 ? [listed, 0] : [0]) {
    let rest = prompt.slice(from);
    for (let mention = mentionOf(rest, name); mention; mention = mentionOf(rest, name)) {
      const end = mention.at + mention.length;
      segments.push(rest.slice(end, end + 220).split(/[;)]|\.\s/)[0] ?? '');
      rest = rest.slice(end);
    }
  }
  return segments.find((text) => roleInText(text)) ?? segments[0] ?? '';
}

/** The words around a role noun: "a giant purple octopus", "a small green parrot with a bright red beak". */
function aroundNoun(text: string, noun: string): { at: number; words: string } | null {
  const pattern = new RegExp(`((?:[\\w'’-]+\\s+){0,4})${noun}s?\\b((?:\\s+(?:with|in|wearing)\\b[^,.;]*)?)`, 'i');
  const match = pattern.exec(text);
  // From its article on, not across a preposition: "tosses a stick to his dog" or "a boy hugs his mother" says nothing of their looks.
  const before = match?.[1]!
    .split(/\b(?:to|for|at|from|with|of|on|in|into|onto|by|toward|towards|and|behind|beside)\s+/)
    .pop()!
    .replace(/^.*\b(?=(?:a|an|the|his|her|their|its|my|your|our)\s)/i, '');
  return match ? { at: match.index + match[1]!.length, words: `${before}${noun}${match[2] ?? ''}` } : null;
}

function mentionsIn(prompt: string, hinted: string[]): Mention[] {
  const acting = actionText(prompt);
  const reading = readPrompt(acting);
  const out: Mention[] = [];
  for (const name of hinted) {
    const segment = describedAs(prompt, name);
    const member = reading.cast.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
    // The words describing it outrank an honorific in the name: "Captain Mara, the pirate" is a pirate.
    const honorific = name
      .split(/\s+/)
      .map((word) => HONORIFIC_ROLES[word.toLowerCase()])
      .find(Boolean);
    const role = roleInText(segment) ?? (honorific ? (ROLES[honorific] ?? null) : null) ?? member?.role ?? null;
    out.push({
      name,
      at: mentionOf(acting, name)?.at ?? -1,
      description: segment,
      role,
      gender: genderIn(`${name} ${segment}`.toLowerCase()) ?? member?.gender ?? role?.gender ?? 'x',
    });
  }
  for (const member of reading.cast) {
    if (out.length >= 4) break;
    // With the cast given, only creatures the cast does not cover are added ("a whale surfaces").
    const known = out.some(
      (entry) =>
        entry.name.toLowerCase() === member.name.toLowerCase() ||
        mentionOf(entry.name, member.name) ||
        mentionOf(member.name, entry.name) ||
        (hinted.length && entry.role?.noun === member.role?.noun),
    );
    if (known || (hinted.length && (member.named || member.kind === 'person'))) continue;
    const around = member.named ? null : aroundNoun(acting, member.role?.noun ?? '');
    const named = mentionOf(acting, member.name);
    const segment = member.named
      ? `${member.title} ${describedAs(acting, member.name)}`
      : (around?.words ?? member.title);
    out.push({
      name: member.name,
      at: named?.at ?? around?.at ?? member.at,
      description: segment,
      role: member.role,
      gender: member.gender,
    });
  }
  return out;
}

/**
 * Where the clause a subject named at `at` acts in ends: at the sentence's end, or where a conjunction opens another
 * doer's clause ("while a seagull steals", "and her brother covers", "as Mara sings") once this one has its own verb (one
 * the table reads, or a present-tense word right after its noun: "a baker kneads").
 */
function clauseEnd(text: string, at: number): number {
  const after = text.slice(at).split(/[.;!?]|,\s+(?:and|while|as|then)\b|\band then\b/)[0] ?? '';
  const first = /^[\p{L}'-]+/u.exec(after)?.[0].length ?? 0;
  const opening = [...after.matchAll(CLAUSE_OPENS)].find(
    (found) =>
      actOf(after.slice(0, found.index).toLowerCase(), first) || /^\s+[a-z]+s\b/.test(after.slice(first, found.index)),
  );
  return at + (opening?.index ?? after.length);
}
/** A conjunction and the first word of its doer: "while a seagull", "and her brother", "as Mara". */
const CLAUSE_OPENS =
  /,?\s+(?:while|as|and|but|when|whereas|though)\s+(?:a|an|the|his|her|their|its|my|our|your|two|three|some|\p{Lu}[\p{L}'-]+)\s/gu;

/** The clause a subject acts in: a few words before its mention (for "a sleeping parrot") up to the clause's end. */
function clauseOf(text: string, at: number): string {
  if (at < 0) return '';
  const before = text.slice(Math.max(0, at - 30), at).split(/[.;!?,]|\b(?:while|as|and|but|when|whereas|though)\s/);
  return `${before.at(-1)}${text.slice(at, clauseEnd(text, at))}`.toLowerCase();
}

/** A verb's pose as a clause reads it, where it is written, and whether it aims at the next subject named. */
type PoseRead = { pose: Pose; at: number; aimed: boolean };

function poseOf(clause: string, name: string): PoseRead | null {
  const after = clause.slice(Math.max(0, clause.indexOf(name.toLowerCase().split(/\s+/)[0]!)));
  const own = ownVerbAt(clause, clause.length - after.length);
  const read = VERB_POSES.map(({ pattern, pose, aimed }) => {
    // A verb's spelling after a determiner is a noun ("on a small scale", "the drums"), but "the sleeping parrot"
    // sleeps; so is one after the subject's own verb with no "and" or "to" between ("practises violin scales").
    const match = [...clause.matchAll(new RegExp(pattern.source, 'g'))].find(
      (found) =>
        /ing$/.test(found[0]) ||
        !(
          (own >= 0 && found.index > own ? AFTER_DESCRIBED : AFTER_DETERMINER).test(clause.slice(0, found.index)) ||
          pastOwnVerb(clause, own, found.index)
        ),
    );
    // A verb before the name only counts as an adjective right before it ("the sleeping parrot").
    return match && !(after !== clause && match.index < clause.length - after.length && !/ing$/.test(match[0]))
      ? { pose, at: match.index, aimed: Boolean(aimed) }
      : null;
  });
  // The first verb written; of two at one place, the first the list has.
  return read.filter((found) => found !== null).sort((a, b) => a.at - b.at)[0] ?? null;
}

/**
 * Where the subject's own verb is: the first "-s" or "-ed" word after its name that follows no determiner or
 * preposition ("a boy with glasses reads"), nor ends what describes them right before it ("a clown in big shoes
 * juggles"); -1 when none.
 */
function ownVerbAt(clause: string, from: number): number {
  for (const match of clause.slice(from).matchAll(/(?<=\s)[a-z]{3,}(?:s|ed)\b(?=\s*([a-z]*))/g))
    if (
      !/(ss|us|is)$/.test(match[0]) &&
      !(DESCRIBED_IN.test(clause.slice(from, from + match.index)) && /^[a-z]{3,}(?:s|ed)$/.test(match[1]!)) &&
      !FOLLOWS_DETERMINER.test(clause.slice(0, from + match.index))
    )
      return from + match.index;
  return -1;
}
/** Words that open what describes someone before their verb: "a clown in big shoes", "a boy with two kites". */
const DESCRIBED_IN = /\b(?:in|with|of|from|wearing|holding|carrying)\b/;
const AFTER_DETERMINER = /\b(a|an|the|his|her|their|its|my)\s+$/;
const AFTER_DESCRIBED = /\b(a|an|the|his|her|their|its|my)\s+(?:[a-z-]+\s+)?$/;
const FOLLOWS_DETERMINER = new RegExp(`\\b(?:${planWords.determiners}|${planWords.functionWords})\\s+$`);
/** Whether someone's own verb is done to another "to" an end ("rocks her baby to sleep"): the end is the other's. */
const toAnEnd = (clause: string, key: string) => {
  const own = clause.includes(key) ? ownVerbAt(clause, clause.indexOf(key) + key.length) : -1;
  return own >= 0 && /^\S+\s+\S.*\bto [a-z]+/.test(clause.slice(own));
};

/**
 * Whether a word at `at` follows the subject's own verb (at `own`) with nothing between that starts another verb: no
 * "and" or "while" ("runs and jumps", "while a cat naps"), no "to" straight after the verb ("tries to leap"; "rocks a
 * baby to sleep" is the baby's sleep). Such a word is no verb of the subject's ("practises violin scales").
 */
const pastOwnVerb = (clause: string, own: number, at: number) => {
  const between = clause.slice(own, at);
  return (
    own >= 0 &&
    at > own &&
    !/\b(?:and|or|then|while|as|but|when|until|so|who|that|which|before|after)\b/.test(between) &&
    !/^\S+\s+to\s+$/.test(between)
  );
};

/**
 * The verb a subject does, from its name on in its clause: the verb table's (verbs.ts), unless a verb the poses read
 * comes first; a phrasal verb ("walks into") is the table's. `act` is the table's reading of the verb shown.
 */
export function actingOf(clause: string, key: string): { verb: PoseRead | null; act: Act | null } {
  const read = poseOf(clause, key);
  const from = clause.includes(key) ? clause.indexOf(key) + key.length : -1;
  const own = from >= 0 ? ownVerbAt(clause, from) : -1;
  const acted = from >= 0 ? actOf(clause, from) : null;
  const found = acted && !pastOwnVerb(clause, own, acted.at) ? acted : null;
  const table = found && (!read || found.at < read.at || (found.at === read.at && found.particle));
  const schema = found && SCHEMAS[found.schema]!;
  if (table) return { verb: { pose: schema!.pose, at: found.at, aimed: Boolean(schema!.aimed) }, act: found };
  if (!read && TOOL_VERBS.test(clause.slice(Math.max(0, clause.indexOf(key)))))
    return { verb: { pose: 'reach', at: Math.max(0, clause.indexOf(key)), aimed: false }, act: null };
  const same = found && read && found.at === read.at ? found : null;
  // A hand that only holds or grabs does not reach where the table puts the thing (a spoon tasted at the mouth, a fiddle played at the chest, a barbell lifted overhead): its pose does.
  if (same && /^(mouth|carry|overhead)$/.test(schema!.object ?? '') && /^(stand|hold|grab)$/.test(read!.pose))
    return { verb: { ...read!, pose: schema!.pose }, act: same };
  return { verb: read, act: same };
}

const OWNING =
  /\b(holds?|holding|carries|carrying|throws?|throwing|buys?|serves?|eats?|with|grabs?|clutch(es|ing)?|raises?|lifts?|reads?|drinks?|opens?|waves?|swings?|wields?|finds?|picks? up|takes?|offers?|gives?|has|’s|'s|lights?|shines?)\b/;

/** Words between someone and a thing that make it theirs: holding, a verb of the table that puts it somewhere, or a tool's verb ("rings a bell"). */
const owns = (between: string) =>
  OWNING.test(between) || Boolean(SCHEMAS[actOf(between)?.schema ?? '']?.object) || TOOL_VERBS.test(between);

/** A shot direction opening a panel prompt ("Close-up:", "Wide establishing shot:"): how to frame it, not who is in it. */
const SHOT_DIRECTION =
  /^\s*(?:(?:extreme |very )?(?:wide|medium|full|long|mid|close|establishing|aerial|low-angle|high-angle|over-the-shoulder|reaction|two)[\w -]{0,24}?(?:shot|close-up|close up|view)|(?:extreme )?close-?up)\s*:\s*/i;

/** An arrangement is the shape its things take, no thing or place of its own: "stacks oranges into a pyramid", "a pile of leaves" (several leaves). */
const ARRANGED = new RegExp(
  `\\b(?:(?:into|in) an? (?:${nearest.arrangements.join('|')})\\b|(?:a|an|the)(?: [a-z]+)? (?:${nearest.arrangements.join('|')})s? of\\b)`,
  'gi',
);
/**
 * A time a clause ends on ("before dinner", "after school") says when, no thing or place: it is left out, unless it
 * names an hour or weather ("after dark", "during the storm"). Not a place or someone a verb goes to ("runs after the
 * bus", "kneels before the queen").
 */
const WHEN =
  /(?<!\b[a-z]+(?:s|ed|ing) )\b(?:before|after|until|till|since|during) (?:(?:the|a|an|his|her|their|its|our|my) )?(?:[a-z-]+ )?([a-z-]+)(?=\s*(?:[,.;!?]|$))/gi;
const whenOnly = (phrase: string, head: string) =>
  PEOPLE_WORDS.has(head.toLowerCase().replace(/s$/, '')) ||
  isCreatureWord(head.toLowerCase()) ||
  timeOfText(phrase) ||
  weatherOfText(phrase)
    ? phrase
    : '';

/**
 * What a prompt says is in the picture: without its shot direction and the art style's words the scene writer adds
 * ("classic comic book art, …" is no book, "Close-up" nobody). A prompt in a language the painter cannot read is
 * glossed into English from the words it knows (glossary.ts), or read in its own words when it names no one listed
 * (its nouns are found in the annotations). The characters it names (`names`, the request's) keep their names; those
 * the gloss names are its `cast`.
 */
export function pictureReading(
  prompt: string,
  artStyle: string,
  names: string[] = [],
): { text: string; cast: string[] } {
  let text = prompt.replace(SHOT_DIRECTION, '');
  for (const words of [artStyle.trim(), ...Object.values(ART_STYLE_WORDS)])
    if (words) text = text.split(words).join(' ');
  text = text.replace(ARRANGED, (phrase) => (phrase.endsWith(' of') ? 'several' : ''));
  text = text.replace(/\s+\.?\s*$/, '').trim() || prompt;
  if (understands(text)) return { text: text.replace(WHEN, whenOnly), cast: [] };
  return gloss(text, names) ?? { text: lowerFunctionWords(text), cast: [] };
}

/**
 * Out in the weather ("walks home through the snow", "a hat blown away by the wind") or under the sky ("dances under
 * the stars") is outdoors whatever the place noun, and so is where snow or rain falls ("snow falls on the ice rink").
 */
const OUT_IN_IT =
  /\b(through|in|into|under) the (snow|rain|storm|fog|wind|blizzard|downpour|stars|moon|moonlight|starlight|night sky|open sky)\b|\bby the wind\b|\b(snow|snowflakes|rain|raindrops|hail|sleet) (falls?|falling|settles?|settling|pours?|pouring|drifts?|swirls?|lands?)\b/i;

/** Where and when a picture happens, what it acts out, who it names and the seeds its composition is drawn from. */
type Scene = ReturnType<typeof sceneOf>;

function sceneOf(request: ImageRequest) {
  const normal = normalForm(request.prompt);
  const asked = emojiAsWords(normal, understands(normal));
  const hints = request.hints ?? {};
  const reading = pictureReading(asked, request.artStyle, hints.characters);
  const prompt = withImpliedPlace(onTheWay(asRiding(asDone(reading.text))), hints);
  const seed = hints.seed ?? asked;
  const stamp = REGENERATION_STAMP.exec(seed);
  const baseSeed = stamp ? seed.slice(0, stamp.index) : seed;
  const size = `${request.width}x${request.height}`;
  const baseRng = createRng('composition', baseSeed, asked, request.artStyle, size);
  const style = request.artStyle.trim() ? artStyleOf(request.artStyle) : askedStyleOf(asked);
  // A particular place named where the prompt says where (or else in what happens) decides the backdrop, and its setting.
  const acting = actionText(prompt);
  const where = backdropOf(whereText(prompt, hints.location));
  // A place named after a preposition, after any backdrop's word or round it, is where it happens: a camel drinks from a well at the oasis, a couple kisses in the movie theater (no stage).
  const site = where ? null : siteNamed(withoutCompounds(acting).toLowerCase());
  const named = backdropOf(withoutCompounds(acting));
  // Outside or past a place one goes into ("waves outside the school") is the street at its door.
  const outside = named && INDOOR.has(named.setting) && OUTSIDE_BEFORE.test(acting.slice(0, named.at).toLowerCase());
  const place =
    where ??
    (named && !outside && !(site && (site.end > named.end || (site.end === named.end && site.at <= named.at)))
      ? named
      : null);
  // Outside, behind or beside a place one goes into ("outside the bakery") is the street at its door, with its dressing.
  // A broad place named after the site is where it stands ("the tower at the beach", "a kiosk in the forest").
  const after =
    site && / (?:in|at|on|by|near|beside|of) /y.test(acting.slice(site.end)) && settingOfText(acting.slice(site.end));
  const siteSetting = site ? after || SITES[site.place]![0] : undefined;
  const atDoor = !place && (outside || (site?.outside && INDOOR.has(siteSetting!) && siteSetting !== 'cave'));
  const yard = atDoor && site ? YARDS[site.place]?.[0] : undefined;
  const broad = yard ?? (atDoor ? 'city' : siteSetting && !place ? siteSetting : settingFor(prompt, hints.location));
  const setting: Setting =
    place &&
    !(place.setting === 'sea' && ['beach', 'ship', 'lighthouse'].includes(broad) && place.backdrop !== 'underwater')
      ? place.setting
      : broad;
  const backdrop = place?.backdrop ?? (atDoor && !yard ? 'doorstep' : null);
  const context = `${prompt} ${hints.location ?? ''}`;
  const outInIt = OUT_IN_IT.test(acting);
  const indoors =
    (INDOOR.has(setting) && !outInIt) ||
    ['school', 'restaurant', 'hospital', 'museum', 'stage'].includes(backdrop ?? '');
  // Time and weather are decided by the first picture's seed, so a regenerated picture keeps the hour.
  const time =
    setting === 'space'
      ? 'night'
      : (timeOfText(context) ??
        (indoors || backdrop === 'underwater'
          ? 'day'
          : baseRng.fork('time').pick(['day', 'day', 'day', 'sunset'] as const)));
  // No rain under the sea; in a room the weather is what its windows show.
  const weather =
    setting === 'space' || (indoors && !INDOOR.has(setting)) || backdrop === 'underwater'
      ? 'clear'
      : (weatherOfText(context) ?? 'clear');
  const subject: PicturePlan['subject'] = hints.subject ?? 'panel';
  // A model sheet shows its character alone, whoever else its description names.
  const hinted = [...(hints.characters ?? []), ...(subject === 'character' ? [] : reading.cast)];
  return {
    asked,
    prompt,
    acting,
    hinted,
    subject,
    rng: createRng('art', seed, asked, request.artStyle, size),
    baseRng,
    baseSeed,
    regenerated: Boolean(stamp) && subject === 'panel',
    style,
    setting,
    backdrop,
    time,
    weather,
    season: weather === 'snow' || setting === 'space' ? null : seasonOfText(context),
    action: actionOf(acting),
    empty: noPeople(prompt),
  };
}

/**
 * The composition: the first picture's camera and arrangement, or for a regeneration another camera distance, the
 * other arrangement (and, in subjectOf, fresh poses).
 */
function framingOf(scene: Scene): { baseCamera: Camera; camera: Camera; mirrored: boolean } {
  const { baseRng, regenerated } = scene;
  const baseCamera = cameraFor(scene);
  const baseMirrored = baseRng.fork('mirror').chance(0.35);
  const camera: Camera = regenerated
    ? scene.rng.fork('camera').pick((['wide', 'medium', 'close'] as const).filter((option) => option !== baseCamera))
    : baseCamera;
  return { baseCamera, camera, mirrored: regenerated ? !baseMirrored : baseMirrored };
}

/** Who the picture shows, as the prompt names them (at most four). */
function mentionsOf(scene: Scene): Mention[] {
  const { subject, prompt } = scene;
  let mentions = subject === 'location' ? [] : mentionsIn(prompt, scene.hinted);
  // "No people": nobody, though an animal the prompt names may stay.
  if (scene.empty)
    mentions = mentions.filter((mention) => mention.role && !['person', 'ghost'].includes(mention.role.kind));
  // A model sheet of one character whose prompt never names it: the whole prompt describes it.
  if (subject === 'character' && mentions.length === 1 && !mentions[0]!.description) {
    const only = mentions[0]!;
    const role = roleInText(prompt) ?? readPrompt(prompt).cast[0]?.role ?? only.role;
    mentions = [{ ...only, description: prompt, role }];
  }
  return mentions.slice(0, 4);
}

/** A mention's figure kind, species and look (its age, outfit and colours as its words describe them). */
function figureOf(mention: Mention): Pick<SubjectPlan, 'kind' | 'species' | 'look'> {
  const role = mention.role;
  const kind = role?.kind ?? 'person';
  const text = `${mention.name} ${mention.description}`.toLowerCase();
  // The words say how old (src/data/people.json: "a teenage boy", "a toddler"); a job without an outfit of its own is dressed for it,
  // its own: the words of its noun's phrase ("a tall waiter"), not another's before it ("a referee talks to a boy").
  const aged = kind === 'person' ? ageIn(text) : null;
  const age = aged?.age ?? role?.age;
  const outfit = role?.outfit ?? 'casual';
  const everyday = lookFor(mention.name, kind, outfit, {
    gender: mention.gender,
    ...(age ? { age } : {}),
    ...(aged ? { height: aged.height } : {}),
  });
  const phrase = (noun: string) =>
    new RegExp(`(?:^|\\s)(?:a|an|the)\\s(?:(?!(?:a|an|the)\\s)[\\w'-]+\\s){0,3}?${noun}`).exec(text)?.[0] ?? text;
  const base =
    kind === 'person' && outfit === 'casual' ? dress(everyday, jobIn(role ? phrase(role.noun) : text)) : everyday;
  const species = kind === 'person' ? (role && role.outfit !== 'casual' ? role.noun : '') : (role?.noun ?? kind);
  const look = lookFromText({ ...base, ...(kind !== 'person' ? { species } : {}) }, mention.description);
  // A kind's own colours (src/data/words.json) where the words name none: a crow black, a pelican white with an orange beak.
  const [body, accent] = (role?.colours ?? []).map((name) => ({ name, hex: COLOUR_WORDS[name]! }));
  return {
    kind,
    species,
    look: {
      ...look,
      ...(body && look.top === base.top ? { top: body } : {}),
      ...(accent && look.accent === base.accent ? { accent } : {}),
    },
  };
}

const BETWEEN = /\b(at|to|with|on|onto|in|into|under|over|by|near|beside|behind|from|for|past|and|while)\b/;
/** An animal acts on whom its verb names straight after it, no preposition between ("a fox stalks a hen", not "sits by a hen"). */
function aimsAt(text: string, act: Act | null | undefined, kind: string, at: number | undefined): boolean {
  const lower = text.toLowerCase();
  const verbAt =
    act && at !== undefined && !['person', 'robot'].includes(kind)
      ? lower.lastIndexOf(act.verb.replace(/e$/, ''), at)
      : -1;
  return verbAt >= 0 && !BETWEEN.test(lower.slice(verbAt, at));
}

/** Whoever is named after an aimed verb, within the clause ("grabs Mara", "fights a red dragon"), or the pronoun's other one. */
function aimedAt(acting: string, mentions: Mention[], mention: Mention): string | null {
  const end = clauseEnd(acting, mention.at);
  const target =
    mentions
      .filter((other) => other !== mention && other.at > mention.at && other.at <= end)
      .sort((a, b) => a.at - b.at)[0]?.name ?? null;
  // "grabs her by the ankle", "steals her sandwich": a pronoun after the verb is the other one in the picture.
  if (!target && /\b(her|him|them|it|his|their)\b/.test(acting.slice(mention.at, end).toLowerCase()))
    return mentions.find((other) => other !== mention)?.name ?? null;
  return target;
}

/** The noun phrase straight after a verb, up to a preposition or the clause's end: its last word is group 2. */
const AFTER_VERB = '(?:to|at|on|in|into|along|across|down|up|past|through|around|over|home)\\b';
const OBJECT_AFTER = new RegExp(
  `^\\S+\\s+(?!${AFTER_VERB})((?:[a-z-]+\\s+){0,3}?)([a-z-]+)(?=\\s+${AFTER_VERB}|\\s*[,.;!?]|$)`,
);
/** The first thing named after a verb is a vehicle ("races a bike", "speeds the old tractor"). */
function ridden(verbOn: string): boolean {
  const head = OBJECT_AFTER.exec(verbOn)?.[2] ?? '';
  return singulars(head).some((form) => VEHICLE_WORDS[form] || VEHICLES.has(form) || englishGlyph(form)?.kind === 'v');
}

/** One mention as a subject: its figure, the pose its verb reads as, its expression and whom it acts on. */
function subjectOf(scene: Scene, mentions: Mention[], mention: Mention, index: number): SubjectPlan {
  const { subject, acting, action, regenerated } = scene;
  const role = mention.role;
  const { kind, species, look } = figureOf(mention);
  const clause = clauseOf(acting, mention.at);
  // An invented name ("Bramble" for "a runaway horse") is not in the text: its noun is.
  const key = (clause.includes(mention.name.toLowerCase()) || !role?.noun ? mention.name : role.noun).toLowerCase();
  const { verb, act } = subject === 'panel' ? actingOf(clause, key) : { verb: null, act: null };
  let pose: Pose =
    subject === 'character'
      ? 'stand'
      : (verb?.pose ?? (toAnEnd(clause, key) ? 'stand' : ACTION_POSES[action][index === 0 ? 0 : 1]));
  const readPose = pose;
  if (subject === 'panel' && !verb && regenerated)
    pose = scene.rng
      .fork(`pose-${index}`)
      .pick((['stand', 'walk', 'point', 'wave', 'hold'] as const).filter((option) => option !== pose));
  if (/\bpicnic|sitting|sits|seated\b/.test(clause) && kind === 'person') pose = 'sit';
  if (scene.setting === 'space' && look.outfit === 'astronaut' && pose === 'stand') pose = 'float';
  if (pose === 'cast' && look.outfit !== 'wizard') pose = 'point';
  if (kind === 'bird' && /\b(over|above|across the sky|in the sky)\b/.test(clause)) pose = 'fly';
  // Racing or steering a vehicle is riding it ("two women race scooters"), not running beside it.
  if (pose === 'run' && verb && kind === 'person' && ridden(clause.slice(verb.at))) pose = 'ride';
  const said = EXPRESSION_WORDS.find(([pattern]) =>
    pattern.test(`${mention.description} ${clause || acting}`.toLowerCase()),
  )?.[1];
  const expression = said ?? (index > 0 && action === 'discover' ? 'shock' : EXPRESSIONS[action]);
  const next = mention.at >= 0 ? aimedAt(acting, mentions, mention) : null;
  const at = mentions.find((other) => other.name === next)?.at;
  const target = verb?.aimed || aimsAt(acting, act, kind, at) ? next : null;
  // A regeneration's fresh pose is a new composition, not a new action.
  const does = !verb && regenerated ? readPose : pose;
  // Animals' rigs have fewer poses: the nearest one they draw.
  if (kind !== 'person' && kind !== 'robot' && kind !== 'ghost' && !(pose === 'sleep' && SLEEPERS.has(kind)))
    pose = ANIMAL_POSES[pose] ?? pose;
  // The painter draws some animals on a kin's rig (a mouse as a small cat): reported as a stand-in.
  const standIn = kind !== 'person' && Boolean(species) && !DRAWN_AS_ITSELF.has(species);
  return {
    ...someone(mention.name, kind, species, look, pose),
    does,
    expression,
    target,
    size: look.size ?? role?.size ?? null,
    standIn,
    ...(role?.noun ? { noun: role.noun } : {}),
    ...(act ? { act } : {}),
    ...roleBust(kind, look, pose, role?.noun),
  };
}

/** Poses that lay the head down or under water: a drawing's upright head and collar would not sit on them. */
const LYING = new Set<Pose>(['sleep', 'supine', 'float', 'swim', 'curl', 'roll', 'belly', 'crawl', 'fall']);
/** A job the rig has no costume for (a teacher, a pilot) wears its emoji's head and collar over the rig, whatever it does upright. */
function roleBust(kind: string, look: Look, pose: Pose, noun = ''): { glyph?: string } {
  const plain = kind === 'person' && ['casual', 'explorer'].includes(look.outfit) && !LYING.has(pose);
  const code = plain ? englishGlyph(JOBS[noun]?.as ?? '-')?.code : undefined;
  return code && BUST.test(code) ? { glyph: code } : {};
}

/** Two doing a mutual action ("two friends hug", "they fight", "shake hands") do it to each other, as one does to another of its kind with nothing in between ("two girls whisper", "a boy chases another boy"); the chased flees. */
function pairUp(subjects: SubjectPlan[]): void {
  const [first, next] = subjects;
  const schema = SCHEMAS[first?.act?.schema ?? ''];
  if (
    subjects.length === 2 &&
    !subjects.some((entry) => entry.target) &&
    (['hug', 'fight'].includes(first!.pose) ||
      schema?.pair ||
      (schema?.aimed && !schema.object && first!.noun === next!.noun))
  )
    subjects[0]!.target = subjects[1]!.name;
  flee(subjects);
}

/** The chased flees, in a regenerated picture too (where a subject with no verb of its own takes a fresh pose). */
function flee(subjects: SubjectPlan[]): void {
  for (const chaser of subjects.filter((entry) => entry.does === 'run' && entry.target)) {
    const chased = subjects.find((entry) => entry.name === chaser.target);
    if (chased) Object.assign(chased, { pose: 'run', does: 'run' });
  }
}

/** A preposition between a verb and a noun: the noun is where its object goes, not its object. */
const PLACING = /\b(in|inside|into|on|onto|under|at|beside|behind|near|by|over|above|to|for|of)\b/;

/** Props nobody holds: footprints, and a heap of flour or seeds, which lie where they fall. */
const LIES = new Set(['footprint', 'heap']);
/** A prop someone may hold: any but those. */
const holdable = (thing: Pick<ThingPlan, 'category' | 'kind'>) => thing.category === 'prop' && !LIES.has(thing.kind);

/** A verb that knocks, pushes or sweeps something off, and the words up to "off". */
const KNOCKED_OFF =
  /\b(?:knocks?|knocking|knocked|pushes|pushing|pushed|shoves?|shoving|sweeps?|swipes?|bats?|tips?)\s+((?:[\w'-]+\s+){0,3}?)off\b/i;
/** A rocket that launches, lifts off or blasts off (not a launch pad, site or tower). */
const LAUNCHES =
  /\b(launch(?:es|ing)?(?!\s*(?:pad|site|tower|control))|lifts? off|lifting off|lift-?off|blasts? off|blasting off|takes? off)\b/i;

/** A thing the text names as the plan keeps it: its word, kind, category and colour, not where it is named. */
const planned = ({ at: _at, ...thing }: ReturnType<typeof thingsIn>[number]) => thing;

/**
 * Things: those a subject's own description names belong to it (a prop stays with its owner from panel to panel);
 * those the action names go to whoever is said to have them, else into the scene.
 */
function thingsOf(acting: string, mentions: Mention[], subjects: SubjectPlan[]): ThingPlan[] {
  const things: ThingPlan[] = [];
  const add = (thing: ThingPlan) => {
    const colour = PARTICLES[thing.word] ?? thing.colour;
    if (!things.some((other) => other.kind === thing.kind)) things.push(colour ? { ...thing, colour } : thing);
  };
  mentions.forEach((mention, index) => {
    for (const thing of thingsIn(mention.description)) {
      if (thing.kind === 'crown' && subjects[index]!.look.headwear === 'crown') continue;
      // A look note ("a satchel", "a long sword") is only worth drawing when it is the prop the owner carries anyway.
      add({ ...planned(thing), owner: holdable(thing) ? mention.name : null, count: 1, size: null });
    }
  });
  for (const thing of thingsIn(acting)) {
    const sentenceStart = Math.max(acting.lastIndexOf('.', thing.at), acting.lastIndexOf(';', thing.at)) + 1;
    const owners = mentions
      .filter((mention) => mention.at >= sentenceStart && mention.at < thing.at)
      .sort((a, b) => b.at - a.at);
    // A verb of the table that puts what it acts on somewhere (tosses, drops, nibbles) owns it too.
    const owner = owners.find((mention) => owns(acting.slice(mention.at, thing.at).toLowerCase()));
    // Crates come by the stack ("unload crates"): a few of them.
    const counted = countBefore(acting, thing.at);
    const count = thing.kind === 'crate' && /s$/.test(thing.word) && counted === 1 ? 4 : counted;
    add({
      ...planned(thing),
      owner: holdable(thing) && owner && count === 1 ? owner.name : null,
      count,
      size: sizeOf(acting.slice(Math.max(0, thing.at - 16), thing.at).toLowerCase()),
    });
  }
  // What is knocked, pushed or swept off something falls ("knocks a lantern off a table").
  const knocked = KNOCKED_OFF.exec(acting);
  for (const thing of knocked
    ? things.filter((other) => other.category === 'prop' && new RegExp(`\\b${other.word}\\b`, 'i').test(knocked[1]!))
    : [])
    Object.assign(thing, { falling: true, owner: null });
  const rocket = things.find((thing) => thing.kind === 'rocket');
  if (rocket && LAUNCHES.test(acting)) rocket.launching = true;
  return things;
}

/** A game played on a board (`words.json` `boardGames`): drawn on a table between its players, no piece of its own. */
const BOARD_GAME = new RegExp(`\\b(?:${wordData.boardGames})\\b`, 'i');

/** What the subjects do to the drawings: a particle's thing, a game's board (no piece of its own), a book, one acted on. */
function actOnDrawings(acting: string, subjects: SubjectPlan[], things: ThingPlan[], glyphs: GlyphPlan[]): void {
  particleObjects(acting, subjects, glyphs);
  if (things.some((thing) => thing.kind === 'chessboard' && thing.between))
    glyphs.splice(0, glyphs.length, ...glyphs.filter((glyph) => !BOARD_GAME.test(glyph.word)));
  readBooks(subjects, glyphs);
  standActedOn(acting, subjects, glyphs);
}

/** A thing passed or shared between two ("hands Tom a map", "plays chess with Ada"): drawn between them. */
function shareBetween(acting: string, mentions: Mention[], subjects: SubjectPlan[], things: ThingPlan[]): void {
  const shared = BOARD_GAME.test(acting);
  for (const entry of subjects) {
    const clause = acting.slice(mentions.find((m) => m.name === entry.name)?.at ?? Infinity).split(/[.;!?]/)[0]!;
    // Two who play a board game together ("two boys play chess") play it with each other.
    if (shared) entry.target ??= subjects.find((o) => o !== entry && o.kind === 'person')?.name ?? null;
    if (!entry.target || !['reach', 'sit', 'throw', 'grab'].includes(entry.pose)) continue;
    const passed = thingsIn(clause).find((thing) => thing.category === 'prop');
    // Both sit down to a game: the other party's own action, if any, was the game's ("plays" reads as a celebration).
    const other = subjects.find((candidate) => candidate.name === entry.target);
    if (shared && other) other.pose = other.does = other.kind === 'person' || other.kind === 'robot' ? 'sit' : 'stand';
    // A game is played seated and silent: no notes of a tune over the board.
    if (shared) for (const player of [entry, other]) if (player?.act) player.act = { ...player.act, schema: 'sit' };
    if (shared && !things.some((thing) => thing.word === 'chessboard'))
      things.push(betweenTwo('chessboard', 'chessboard', [entry.name, entry.target]));
    const thing = passed && things.find((candidate) => candidate.kind === passed.kind);
    // Still in the giver's hand, reaching toward the other.
    if (thing) thing.between = [entry.name, entry.target];
  }
}

/**
 * What a phrasal verb's particle names ("trips over a hose", "walks into a lamppost") is what its doer acts on, not a
 * place; a verb that places the body itself and acts on nothing ("sits on", "hides behind") keeps the place.
 */
function particleObjects(acting: string, subjects: SubjectPlan[], glyphs: GlyphPlan[]): void {
  const lower = acting.toLowerCase();
  for (const { name, act } of figuresOf(subjects, glyphs).filter(
    (entry) => entry.act?.particle && SCHEMAS[entry.act.schema]?.object,
  )) {
    const at = lower.indexOf(` ${act!.particle} `);
    const thing = glyphs
      .filter(
        (glyph) =>
          glyph.role !== 'subject' &&
          lower.indexOf(glyph.word.toLowerCase(), at) > at &&
          lower.indexOf(glyph.word.toLowerCase(), at) - at < 40,
      )
      .sort((a, b) => lower.indexOf(a.word.toLowerCase(), at) - lower.indexOf(b.word.toLowerCase(), at))[0];
    if (at >= 0 && thing && !thing.object) Object.assign(thing, { relation: null, object: true, by: name });
  }
}

/** A verb on the doer's own head ("brushes her teeth", "combs his hair"): the hand and its tool at the head, the part no thing of its own. */
function ownParts(lower: string, mentions: Mention[], subjects: SubjectPlan[], glyphs: GlyphPlan[]): void {
  for (const match of lower.matchAll(OWN_PART)) {
    const doer = [
      ...mentions,
      ...subjects
        .filter((entry) => entry.name.startsWith('the '))
        .map((entry) => ({ name: entry.name, at: lower.indexOf(entry.species) })),
      ...glyphs
        .filter((glyph) => glyph.role === 'subject')
        .map((glyph) => ({ name: glyph.word, at: lower.indexOf(glyph.word.toLowerCase()) })),
    ]
      .filter((entry) => entry.at >= 0 && entry.at < match.index!)
      .sort((a, b) => b.at - a.at)[0];
    // "his dog licks his face": a pronoun that cannot be the doer's own (an animal's his or her, a woman's his) is another's part, done to them.
    const subject = subjects.find((entry) => entry.name === doer?.name),
      pronoun = / (his|her) /.exec(match[0])?.[1];
    const fits = (
      mention: Pick<Mention, 'name' | 'gender'>,
      kind = subjects.find((entry) => entry.name === mention.name)?.kind,
    ) => kind === 'person' && mention.gender !== (pronoun === 'his' ? 'f' : 'm');
    // A shape the body makes with the part ("covers her ears", "points her finger") is the shape's…
    // The head's parts are the `self` schema's, at the mouth; the body's below it the hand's, its pose bringing the hand there.
    const own = actOf(match[0]),
      pose = OWN_POSES.get(match[2]!)!;
    const object = own ? (SCHEMAS[own.schema]?.object ?? 'none') : '';
    // …a thing put on it is worn, and a part below the head put to the mouth ("sucks her thumb") is the mouth's.
    const shaped = Boolean(own?.particle) || ['none', 'worn', pose === 'sip' ? 'none' : 'mouth'].includes(object);
    const act = pose === 'sip' ? 'self' : object === 'hand' ? own!.schema : 'hold';
    const owner =
      pronoun &&
      subject &&
      !fits(mentions.find((entry) => entry.name === subject.name) ?? { name: subject.name, gender: 'x' }, subject.kind)
        ? mentions.find((entry) => entry.name !== subject.name && fits(entry))
        : undefined;
    if (!shaped)
      Object.assign(
        owner ? subject! : (subject ?? glyphs.find((glyph) => glyph.word === doer?.name) ?? {}),
        owner ? { target: owner.name } : { act: { verb: match[1]!, schema: act, at: match.index! }, pose },
      );
    glyphs.splice(0, glyphs.length, ...glyphs.filter((glyph) => glyph.role === 'subject' || glyph.word !== match[2]));
    // What stood by the part stands by its owner ("combs her hair by the window").
    for (const glyph of glyphs) if (glyph.relation?.with === match[2] && doer) glyph.relation!.with = doer.name;
    for (const glyph of glyphs) if (glyph.by === match[2] && doer) glyph.by = doer.name;
  }
  // The part a body's shape is made with ("covers his eyes", "slides on its belly") is its own, no drawing of its own.
  const shapedParts = new Set(
    [...subjects, ...glyphs].map(
      (entry) => entry.act?.particle && !SCHEMAS[entry.act.schema]?.object && entry.act.particle,
    ),
  );
  glyphs.splice(0, glyphs.length, ...glyphs.filter((glyph) => glyph.act || !shapedParts.has(glyph.word)));
}

/** Each owner holds its first prop (a standing person takes the holding pose); further ones stand in the scene. */
function putInHands(subjects: SubjectPlan[], things: ThingPlan[]): void {
  for (const thing of things) {
    const holder = subjects.find((entry) => entry.name === thing.owner);
    if (thing.category !== 'prop' || !holder) continue;
    if (holder.holds) thing.owner = null;
    else
      Object.assign(
        holder,
        { holds: thing.kind as PropKind },
        holder.kind === 'person' && (holder.pose === 'stand' || holder.pose === 'walk') ? { pose: 'hold' } : {},
      );
  }
}

/** The poses a baby is drawn in as they are; in any other it sits (src/data/plan-words.json `babyPoses`). */
const BABY_POSES = new Set<string>(planWords.babyPoses.split(' '));

/** People without an outfit of their own ("a clown", "two lovers") are drawn as people, named for what they are. */
function addPeople(acting: string, found: SilhouettePlan[], subjects: SubjectPlan[]): void {
  for (const entry of found.filter((other) => other.kind === 'person')) {
    // "Two lovers" are two: as many as the prompt counts, while the frame has room. "A couple" or "the twins" are two people.
    // A group is its members, each of an age by its own word (a family: a mother, a father, a child).
    const counted = countBefore(acting, acting.toLowerCase().indexOf(entry.word));
    // What the words around its noun say of its look ("a tired runner", "a nurse in green gloves").
    const around = aroundNoun(acting, entry.label.toLowerCase())?.words ?? '';
    const members =
      (counted === 1 ? (GROUPS[entry.word] ?? GROUPS[entry.label.toLowerCase()]) : undefined) ??
      Array(
        entry.word === 'couple' ||
          (counted === 1 && entry.label.toLowerCase() !== entry.word && /s$/i.test(entry.label))
          ? 2
          : counted,
      ).fill(GROUPS[entry.word]?.[0] ?? entry.word);
    for (const [n, member] of members.slice(0, Math.max(1, 4 - subjects.length)).entries()) {
      const aged = ageIn(member) ?? ageIn(around);
      const everyday = lookFor(n ? `${entry.word} ${n + 1}` : entry.word, 'person', 'casual', {
        gender: genderIn(member) ?? 'x',
        ...(aged ? { age: aged.age, height: aged.height } : {}),
      });
      // A diver's mask, a postman's cap, a guard's uniform (src/data/people.json); a job the emoji set draws, standing, its drawing (a bride 👰).
      const job = JOBS[member] ?? JOBS[member.replace(/s$/, '')];
      // A baby sits whatever else it does upright (on the rig, bald, with a baby's large head).
      const pose = aged?.age === 'baby' && !BABY_POSES.has(entry.pose) ? 'sit' : entry.pose;
      const name = !n ? `the ${entry.word}` : members.indexOf(member) < n ? `another ${member}` : `the ${member}`;
      subjects.push({
        ...someone(name, 'person', member, lookFromText(dress(everyday, job), around), pose),
        ...(job?.as && pose === 'stand' ? { glyph: englishGlyph(job.as)?.code } : {}),
        expression: EXPRESSION_WORDS.find(([pattern]) => pattern.test(around.toLowerCase()))?.[1] ?? 'smile',
        size: sizeOf(around.toLowerCase().split(/\b(?:with|in|wearing)\b/)[0]!),
        ...(entry.act ? { act: entry.act } : {}),
      });
    }
  }
}

/** Someone the prompt adds (by a job's noun, or acted on), doing its pose, holding nothing and turned to no one yet. */
const someone = (name: string, kind: FigureKind, species: string, look: Look, pose: Pose): SubjectPlan => ({
  name,
  kind,
  species,
  look,
  pose,
  does: pose,
  expression: 'smile',
  holds: null,
  target: null,
  size: null,
  standIn: false,
});

/** What the people added from the prompt's nouns carry, and whom they and the named act on. */
function aimAdded(acting: string, mentions: Mention[], subjects: SubjectPlan[], things: ThingPlan[]): void {
  // They hold what their verb owns, as the named do ("the bride tosses her bouquet", "the toddler holds a balloon").
  const lower = acting.toLowerCase();
  for (const thing of things.filter(
    (other) => holdable(other) && !other.owner && other.count === 1 && !other.between && !other.falling,
  )) {
    const at = lower.indexOf(thing.word.toLowerCase());
    const holder = subjects
      .filter((entry) => entry.name.startsWith('the '))
      .map((entry) => ({ entry, from: lower.lastIndexOf(entry.species, at) }))
      .filter(({ from }) => from >= Math.max(lower.lastIndexOf('.', at), lower.lastIndexOf(';', at)) + 1)
      .sort((a, b) => b.from - a.from)[0];
    const between = holder ? lower.slice(holder.from + holder.entry.species.length, at) : '';
    // Its verb's object, not what something is in or on ("finds pearls inside a clam": no clam in the hand); what is
    // drunk or eaten from is at the mouth ("drinks from a bottle").
    const placed =
      PLACING.test(between) || (/\bfrom\b/.test(between) && SCHEMAS[actOf(between)?.schema ?? '']?.object !== 'mouth');
    if (holder && owns(between) && !placed) ((thing.owner = holder.entry.name), putInHands(subjects, [thing]));
  }
  // Those who carry, unload or haul without a thing of their own each take one of the crates (or boxes) named: the rest
  // stay stacked where they are.
  for (const entry of subjects.filter((other) => other.does === 'carry' && !other.holds && other.kind === 'person')) {
    const load = things.find((thing) => thing.kind === 'crate' && !thing.owner && thing.count > 1);
    // Else the first thing named that no one holds yet (a porter's suitcase).
    const own = things.find((thing) => holdable(thing) && !thing.owner);
    if (load) (Object.assign(entry, { holds: 'crate' }), (load.count -= 1));
    else if (own) (Object.assign(entry, { holds: own.kind }), (own.owner = entry.name));
  }
  // Whom anyone acts on, when no one is yet: the subject named next in its clause, named by the story or added from the
  // prompt's nouns ("a cowboy lassos a runaway horse", "a nurse hands a cup to a patient", "passes a plate to her brother").
  const where = (entry: SubjectPlan) =>
    mentions.find((mention) => mention.name === entry.name)?.at ?? lower.indexOf(entry.species || '\u0000');
  // One held (lifted, carried, cradled) is its verb's own object, with no preposition before it ("holds an umbrella over
  // her friend" holds no friend).
  const holds = (entry: SubjectPlan) => Boolean(SCHEMAS[entry.act?.schema ?? '']?.holds);
  for (const entry of subjects.filter(
    (other) => !other.target && (AIMING.has(other.does) || SCHEMAS[other.act?.schema ?? '']?.aimed || holds(other)),
  )) {
    const at = where(entry);
    const end = at < 0 ? at : clauseEnd(acting, at);
    // Two of one plural noun ("twins argue", "two brothers share a cake") do it to each other, but what two carry, lift
    // or work on is the thing it names ("two firefighters carry a ladder", "four children build a snowman").
    const onThing = holds(entry) || (entry.act && !SCHEMAS[entry.act.schema]?.aimed);
    const thing = onThing && at >= 0 && /^\S*\s+\S+\s+(?:a|an|the|his|her|their|its|some)\s/.test(lower.slice(at, end));
    // Nobody is named after one not named in the text (`at` and `end` are -1).
    const next = subjects
      .filter((other) => other !== entry && where(other) > at && where(other) < end)
      .filter((other) => !(thing && other.noun && other.noun === entry.noun))
      .sort((a, b) => where(a) - where(b))[0];
    if (next && holds(entry) && !AIMING.has(entry.does) && PLACING.test(lower.slice(at, where(next)))) continue;
    const another = entry.name === `the ${entry.species}` && !thing && `another ${entry.species}`;
    entry.target = next?.name ?? subjects.find((other) => other.name === another)?.name ?? null;
  }
}

/** A mutual act said of two (a waltz, a hug, a handshake): both take its pair's pose, facing each other in hold. */
function holdEachOther(subjects: SubjectPlan[]): void {
  for (const entry of subjects) {
    const pair = SCHEMAS[entry.act?.schema ?? '']?.pair;
    const other = subjects.find((partner) => partner.name === entry.target);
    if (!pair || !other || entry.kind !== 'person' || other.kind !== 'person') continue;
    if (other.act && other.act.schema !== entry.act!.schema) continue;
    Object.assign(entry, { pose: pair });
    Object.assign(other, { pose: pair, does: entry.does, target: entry.name });
  }
}

/**
 * A drawing that stands among the figures, on the rig: someone standing in for a role with its tool drawn is the rig in
 * the role's dress, reaching, the tool in hand, never beside them ("the accordionist sways"); a drawing someone acts on
 * (a tortoise fed, a surfer bandaged) is the one acted on, so that the doer turns to it and reaches it: the first drawn
 * animal or person named after the doer in its clause.
 */
function standActedOn(acting: string, subjects: SubjectPlan[], glyphs: GlyphPlan[]): void {
  const onRig = (drawn: GlyphPlan, name: string, look: Look, pose: Pose) => {
    glyphs.splice(glyphs.indexOf(drawn), 1);
    subjects.push({ ...someone(name, look.kind, drawn.word, look, pose), glyph: drawn.code, size: drawn.size });
  };
  for (const doer of glyphs.filter((glyph) => glyph.code === '1f9cd' && glyph.pose === 'stand')) {
    const tools = glyphs.filter((glyph) => glyph.role === 'prop' && glyph.by === doer.word);
    if (!tools.length || subjects.length > 3) continue;
    for (const tool of tools) tool.by = `the ${doer.word}`;
    onRig(doer, `the ${doer.word}`, dress(lookFor(doer.word, 'person', 'casual'), JOBS[doer.word]), 'reach');
  }
  const lower = acting.toLowerCase();
  for (const doer of subjects.filter((entry) => !entry.target && entry.act)) {
    const from = lower.indexOf(doer.species || doer.noun || doer.name.toLowerCase());
    const done = glyphs.find(
      (glyph) =>
        glyph.role === 'subject' &&
        (glyph.kind === 'a' || glyph.kind === 'p') &&
        glyph.count === 1 &&
        !glyph.relation &&
        !actOf(glyph.word) &&
        lower.indexOf(glyph.word) > from &&
        lower.indexOf(glyph.word) < clauseEnd(acting, Math.max(0, from)),
    );
    if (!done || subjects.length > 3 || from < 0) continue;
    if (!SCHEMAS[doer.act!.schema]?.aimed && !aimsAt(acting, doer.act, doer.look.kind, lower.indexOf(done.word)))
      continue;
    onRig(done, done.word, lookFor(done.word, done.kind === 'p' ? 'person' : 'dog', 'casual'), 'stand');
    doer.target = done.word;
  }
  // A drawing that chases someone on the rig (a goose chasing a jogger): whom its clause names after its verb flees.
  for (const chaser of glyphs.filter((glyph) => glyph.role === 'subject' && glyph.act?.schema === 'race')) {
    const at = (entry: SubjectPlan) => lower.indexOf(entry.species || entry.noun || '\0', chaser.act!.at);
    const chased = subjects.filter((entry) => at(entry) > 0).sort((a, b) => at(a) - at(b))[0];
    if (chased && at(chased) < clauseEnd(acting, chaser.act!.at)) Object.assign(chased, { pose: 'run', does: 'run' });
  }
}

/**
 * The emoji set's drawings of jobs that the rig can dress as (people.json `dressAs`): a health worker, a cook. Looked up
 * at the first plan, not on import: the Worker loads the emoji index after its modules.
 */
let jobDrawings: Set<string | undefined> | undefined;
const isJobDrawing = (code: string | undefined) =>
  (jobDrawings ??= new Set(Object.keys(people.dressAs).map((name) => englishGlyph(name)?.code))).has(code);

/**
 * A job's drawing faces the viewer: whoever acts on someone, or is acted on, is drawn on the rig in the job's dress
 * instead, the two turned to each other (a vet bandaging a boxer's hand, a banker sprayed by a clown).
 */
function actOnRig(acting: string, subjects: SubjectPlan[]): void {
  stoopTo(acting, subjects);
  // …one met as a drawing the doer acts on, too (a dog chasing a mailman).
  flee(subjects);
  for (const entry of subjects) {
    const paired = entry.target || subjects.some((other) => other.target === entry.name);
    if (entry.kind !== 'person' || !paired || !isJobDrawing(entry.glyph)) continue;
    delete entry.glyph;
    entry.look = dress(entry.look, JOBS[entry.noun ?? '']);
  }
}

/** What holds an animal up off the ground, where the hand reaches it standing: furniture, a wall, a lap, the arms. */
const RAISED =
  '(?:table|shelf|sofa|couch|bed|counter|desk|windowsill|sill|chair|bench|stool|wall|fence|roof|branch|lap|shoulder|knee|arms)s?\\b';

/**
 * Someone reaching for an animal bends to a small one (a cat, a rabbit) and reaches up to a tall one, the hand at the
 * height of its back; not to one on or in something ("on a table", "in her lap"). To a person's low part, bent too.
 */
function stoopTo(acting: string, subjects: SubjectPlan[]): void {
  const lower = acting.toLowerCase();
  const raised = (noun: string) =>
    new RegExp(`\\b${noun}s? (?:on|in) (?:the |a |an |his |her |their )?(?:[a-z]+ )?${RAISED}`).test(lower);
  const byHand = (one: SubjectPlan) => ['hand', 'out'].includes(SCHEMAS[one.act?.schema ?? '']?.object ?? 'hand');
  for (const entry of subjects.filter(
    (one) => one.kind === 'person' && ['reach', 'lean'].includes(one.pose) && byHand(one),
  )) {
    const target = subjects.find((other) => other.name === entry.target);
    if (target?.kind === 'person') {
      // Someone's low part ("her father's toenails", "a runner's knee") is crouched to.
      const noun = target.noun || target.species;
      const words = (noun && new RegExp(`\\b${noun}['’]s ([a-z]+)(?: ([a-z]+))?`).exec(lower)?.slice(1)) || [];
      const pose = words.map((word) => word && OWN_POSES.get(word)).find(Boolean);
      if (pose === 'lean' || pose === 'crouch') entry.pose = 'crouch';
      continue;
    }
    if (!target || target.pose === 'fly' || ['robot', 'ghost'].includes(target.kind)) continue;
    if (raised(target.species || target.noun || target.kind)) continue;
    // A drawn animal's back is six tenths of its drawing's height (a rabbit low, a giraffe high); a rig's, by its head.
    const drawn = target.glyph && { kind: 'a' as const, word: target.species, code: target.glyph, size: target.size };
    const low = drawn
      ? glyphScale({ ...drawn, role: 'subject' }, false) * 0.6
      : ['cat', 'dog', 'bird'].includes(target.kind) && figureArt.HEADS[target.kind]![1]! / 110;
    if (low) entry.pose = (verbData.frames.hands as [Pose, number][]).find(([, below]) => low < below)![0];
  }
}

/** Poses that turn to someone: whom the clause names next is whom they act on. */
const AIMING = new Set(['throw', 'grab', 'hug', 'fight', 'run', 'point', 'reach']);

/** A lasso's rope runs from the thrower to whoever it catches: nobody holds it. */
function throwLasso(acting: string, subjects: SubjectPlan[], things: ThingPlan[]): void {
  const thrower = subjects.find((entry) => entry.does === 'throw' && entry.target);
  if (!thrower || !/\b(lasso\w*|ropes?|lariat)\b/i.test(acting)) return;
  const rope = things.find((thing) => thing.kind === 'rope');
  for (const entry of subjects) if (entry.holds === 'rope') entry.holds = null;
  // What is lassoed is caught on the run ("a runaway horse"); a person caught only stands.
  const caught = subjects.find((entry) => entry.name === thrower.target);
  if (caught && caught.kind !== 'person' && (caught.pose === 'stand' || caught.pose === 'walk')) caught.pose = 'run';
  if (rope)
    Object.assign(rope, {
      word: /^lasso/i.test(rope.word) ? 'lasso' : rope.word,
      owner: null,
      between: [thrower.name, thrower.target!],
    });
  else things.push(betweenTwo('lasso', 'rope', [thrower.name, thrower.target!]));
}

/** A stock thing nobody holds, drawn between two (a game's board, a lasso's rope). */
const betweenTwo = (word: string, kind: PropKind, between: [string, string]): ThingPlan => ({
  word,
  kind,
  category: 'prop',
  owner: null,
  count: 1,
  size: null,
  between,
});

/** Birds in a flock ("feeding pigeons", "the ducks"): several small birds, unless one of the subjects is such a bird. */
function flockOf(acting: string, subjects: SubjectPlan[], empty: boolean): PicturePlan['flock'] {
  const flocking = FLOCK.exec(acting.toLowerCase());
  if (!flocking || empty || subjects.some((entry) => flocking[1]!.startsWith(entry.species || '-'))) return null;
  const counted = countBefore(acting, flocking.index);
  return { word: flocking[1]!.replace(/s$/, ''), count: Math.min(6, Math.max(3, counted > 1 ? counted : 5)) };
}

/** Where the named stand relative to each other and to the place; a rider sits on what it rides. */
function relationsOf(
  scene: Scene,
  mentions: Mention[],
  subjects: SubjectPlan[],
  things: ThingPlan[],
  silhouettes: SilhouettePlan[],
): RelationPlan[] {
  const { acting, backdrop } = scene;
  const lower = acting.toLowerCase();
  const names = [
    ...subjects.map((entry) => ({
      word: entry.name,
      at: mentions.find((mention) => mention.name === entry.name)?.at ?? -1,
    })),
    ...subjects
      .filter((entry) => entry.species)
      .map((entry) => ({ word: entry.name, at: lower.indexOf(entry.species) })),
    ...things.map((thing) => ({ word: thing.word, at: lower.indexOf(thing.word.toLowerCase()) })),
    ...silhouettes
      .filter((entry) => !entry.placed)
      .map((entry) => ({ word: entry.word, at: lower.indexOf(entry.word) })),
  ].filter((name) => name.at >= 0);
  // The place itself can be what something is above or beside ("an owl above the old bridge").
  const named = backdrop ? backdropOf(acting) : null;
  if (named && named.backdrop === backdrop) names.push({ word: backdrop!, at: named.at });
  const relations = relationsIn(acting, names);
  for (const rider of subjects) {
    const mount = subjects.find((other) => other !== rider && other.kind === 'horse');
    if (rider.does === 'ride' && mount && !relations.some((relation) => relation.what === rider.name))
      relations.push({ what: rider.name, relation: 'on', to: mount.name });
    if (mount && rider.does === 'ride') mount.pose = 'walk';
  }
  return relations;
}

/** The poses that work on a vehicle with the hands (washed, fixed, painted, loaded, pushed): it stands beside the worker. */
export const WORKED_ON = new Set<Pose>(['push', 'pull', 'reach', 'lean', 'carry', 'hold', 'grab']);

/** A thing its setting draws (src/data/words.json `settingDraws`: the meadow's fence, the park's bench) is there, never said missing. */
function unseen(said: SilhouettePlan[], scene: Scene): SilhouettePlan[] {
  const drawn = (wordData.settingDraws as Record<string, string[]>)[scene.backdrop ?? scene.setting] ?? [];
  return said.filter((entry) => !drawn.includes(entry.word));
}

/** The camera the picture is drawn with: the framing's, opened up so what the picture must show is in the frame. */
function cameraOf(
  scene: Scene,
  framing: ReturnType<typeof framingOf>,
  shown: Pick<PicturePlan, 'subjects' | 'things' | 'supports' | 'relations' | 'glyphs'>,
): Camera {
  const { asked, regenerated } = scene;
  const { subjects, things, supports, relations, glyphs } = shown;
  const { baseCamera, camera } = framing;
  // What someone does is seen whole: a close-up would crop a jump, a climb or a fall, unless the prompt asks for one.
  const active = subjects.some((entry) => !['stand', 'hold', 'point', 'wave', 'sit'].includes(entry.does));
  const askedClose = /\b(close-up|close up|closeup)\b/i.test(asked);
  const firstCamera: Camera = baseCamera === 'close' && active && !askedClose ? 'medium' : baseCamera;
  // A picture that must show where things are (on a wall, at a table, three of them, above another, a footprint on the
  // floor, a thing someone acts on) is not a close-up.
  const staged =
    supports.length > 0 ||
    things.some((thing) => thing.count > 1 || thing.between || thing.kind === 'footprint') ||
    relations.some((relation) => relation.relation === 'above') ||
    glyphs.some((glyph) => glyph.role === 'prop' && glyph.by);
  // A hug, one on another's shoulder or a person acting on another within arm's reach (figure-art.json REACH: feeding,
  // petting, scolding) is small in a wide shot: it is seen from nearer.
  const intimate =
    subjects.some(
      (entry) => entry.does === 'hug' || (entry.kind === 'person' && entry.target && (REACH[entry.pose] ?? 99) < 60),
    ) || relations.some((relation) => relation.part);
  // An umbrella open over a head needs the sky above it in the frame.
  const sheltered = subjects.some((entry) => entry.holds === 'umbrella');
  // The tool one or two figures act with (a toothbrush, a comb, a wrench) reads only from nearer.
  const handled =
    subjects.length + glyphs.filter((glyph) => glyph.role === 'subject').length <= 2 &&
    glyphs.some((glyph) => glyph.role === 'prop' && glyph.by && glyph.kind === 'o' && !glyph.relation && !glyph.object);
  // One figure alone acting on something (nibbles a fence, puts a coin into a piggy bank) is seen near enough to read it.
  // A thing moved with the whole body (pushed, pulled, carried) is seen whole with its mover.
  const lone =
    subjects.length + glyphs.filter((glyph) => glyph.role === 'subject').length === 1 &&
    !subjects.some((entry) => ['push', 'pull', 'carry'].includes(entry.does)) &&
    (subjects.some((entry) => SCHEMAS[entry.act?.schema ?? '']?.object) ||
      glyphs.some((glyph) => glyph.role === 'prop' && glyph.by && glyph.object));
  // A vehicle worked on (washed, fixed, pushed, loaded) is seen whole beside its worker.
  const worked =
    things.some((thing) => thing.kind === 'car' || thing.kind === 'bicycle') &&
    subjects.some((entry) => WORKED_ON.has(entry.does)) &&
    !subjects.some((entry) => ['drive', 'ride'].includes(entry.does));
  // A climber on the wall, a sitter on the bench or what a lone figure holds is seen near enough to read (a reef or a
  // finish line reads from afar), unless a wide shot is asked for (a staged picture, already no close-up, keeps its wide shot for a regeneration).
  const near =
    (supports.some((support) => support.kind !== 'reef' && support.kind !== 'finish') ||
      (!staged && subjects.some((entry) => entry.holds)) ||
      handled ||
      intimate ||
      lone) &&
    !/\b(wide|establishing|panorama|aerial|long shot)\b/i.test(asked);
  const openCamera = (chosen: Camera): Camera => {
    if (worked && !/\b(close-up|close up|closeup|medium)\b/i.test(asked)) return 'wide';
    if (chosen === 'close' && (staged || sheltered) && !askedClose) return 'medium';
    return chosen === 'wide' && near ? 'medium' : chosen;
  };
  // A regenerated picture still takes another camera than the first picture's.
  const shownFirst = openCamera(firstCamera);
  const wanted = openCamera(regenerated ? (camera === firstCamera ? baseCamera : camera) : firstCamera);
  return !regenerated || wanted !== shownFirst
    ? wanted
    : ((['medium', 'wide', 'close'] as const).map(openCamera).find((option) => option !== shownFirst) ??
        (shownFirst === 'wide' ? 'medium' : 'wide'));
}

/** The words before a place that put one outside it: "outside the", "past a", "behind their old". */
const OUTSIDE_BEFORE = /\b(?:outside|past|behind|beside)\s+(?:the|a|an|his|her|their|our|my)\s+(?:[a-z-]+\s+)?$/;

export function planPicture(request: ImageRequest): PicturePlan & { rng: Rng } {
  const scene = sceneOf(request);
  const { subject, acting, empty, prompt } = scene;
  const framing = framingOf(scene);
  const mentions = mentionsOf(scene);
  const subjects = mentions.map((mention, index) => subjectOf(scene, mentions, mention, index));
  pairUp(subjects);
  const things = thingsOf(acting, mentions, subjects);
  // The train or bus someone is in is the room, not a vehicle drawn in it.
  const room = scene.setting === 'interior' ? siteNamed(acting.toLowerCase())?.place.split(' ') : undefined;
  if (room) things.splice(0, things.length, ...things.filter((thing) => !room.includes(thing.word.toLowerCase())));
  putInHands(subjects, things);
  // Subjects without any drawing ("a diver", "a snail", "a helicopter"): generic silhouettes of their kind, never a stock swap.
  const found = subject === 'location' ? [] : undrawable(acting, subjects);
  if (!empty) addPeople(acting, found, subjects);
  aimAdded(acting, mentions, subjects, things);
  shareBetween(acting, mentions, subjects, things);
  holdEachOther(subjects);
  throwLasso(acting, subjects, things);
  const flock = flockOf(acting, subjects, empty);
  const unknown = found.filter((entry) => entry.kind !== 'person' && !(flock && entry.word === flock.word));
  const { glyphs, silhouettes } =
    subject === 'location'
      ? { glyphs: [], silhouettes: unknown }
      : vocabularyOf(understands(prompt) ? acting : scene.asked, understands(prompt), {
          named: scene.hinted,
          subjects,
          things,
          unknown,
          supports: supportsFor(acting, subjects, things),
          flock: flock?.word ?? null,
          original: understands(prompt) && !understands(scene.asked) ? scene.asked : undefined,
          poseOf: (clause) =>
            actingOf(clause, /^[a-z-]+/.exec(clause)?.[0] ?? '').verb?.pose ??
            VERB_POSES.find(({ pattern }) => pattern.test(clause))?.pose ??
            'stand',
          actOf: (clause) => actingOf(clause, /^[a-z-]+/.exec(clause)?.[0] ?? '').act,
        });
  actOnDrawings(acting, subjects, things, glyphs);
  actOnRig(acting, subjects);
  ownParts(acting.toLowerCase(), mentions, subjects, glyphs);
  seatIn(subjects, glyphs);
  const relations = relationsOf(scene, mentions, subjects, things, silhouettes);
  const crowd = empty ? null : crowdOf(acting);
  // A climber on a thing the prompt names ("onto the roof of a van") climbs that, not a cliff.
  const supports = supportsFor(acting, subjects, things).filter(
    (support) =>
      support.kind !== 'cliff' ||
      !glyphs.some((glyph) => glyph.relation?.relation === 'on' && support.for.includes(glyph.relation.with)),
  );
  const camera = cameraOf(scene, framing, { subjects, things, supports, relations, glyphs });
  const { style, setting, backdrop, time, weather, season, action, regenerated, rng } = scene;
  return {
    subject,
    style,
    subjects,
    things,
    setting,
    backdrop,
    relations,
    silhouettes: unseen(silhouettes, scene),
    glyphs,
    supports,
    crowd,
    flock,
    noPeople: empty,
    time,
    weather,
    season,
    camera,
    action,
    mirrored: framing.mirrored,
    regenerated,
    rng,
  };
}

/** Who reads with nothing named to read holds a book ("reads to her son", "reads a bedtime story"). */
function readBooks(subjects: SubjectPlan[], glyphs: GlyphPlan[]): void {
  for (const entry of subjects.filter((other) => other.does === 'read' && !other.holds && other.kind === 'person'))
    if (!glyphs.some((glyph) => glyph.by === entry.name)) entry.holds = 'book';
}

/** What a climber may be on, by the words that name it (src/data/actions.json `climbed`). */
const CLIMBED = (actions.climbed as [string, string][]).map(([pattern, kind]) => [new RegExp(pattern), kind] as const);

/** What the subjects climb, sit on, play at or reach up to, read from the words around them. */
function supportsFor(text: string, subjects: SubjectPlan[], things: ThingPlan[]): SupportPlan[] {
  const lower = text.toLowerCase();
  // A game is played at a table between its players, seated each side (a bench they are on too: the board is the picture).
  const game = things.find((thing) => thing.kind === 'chessboard' && thing.between);
  const out: SupportPlan[] = game?.between ? [{ kind: 'table', for: [...game.between] }] : [];
  for (const entry of subjects) {
    // What the doer goes to and acts at (src/data/verbs.json `bodyAt`): the shelf reached up to, the door knocked on, the well drawn from, the stream drunk from, the wall painted, the puddle jumped, the tree fallen from or slept under; the stairs, reef, finish line or table the first subject is on or at.
    const at = BODY_AT.filter(
      ({ poses, words, kind }) =>
        (poses.includes(entry.does) || (poses[0] === '*' && entry === subjects[0])) &&
        words.test(lower) &&
        !(kind === 'table' && game) &&
        (kind !== 'bough' ||
          namedBefore(lower, words, entry) === Math.max(...subjects.map((other) => namedBefore(lower, words, other)))),
    );
    // What is climbed is the first climbable thing the clause names ("climbs a wall with a rope" is up the wall), unless it is stairs.
    if (entry.does === 'climb' && !at.some(({ kind }) => kind === 'stairs'))
      out.push({
        kind:
          CLIMBED.map(([pattern, kind]) => ({ kind, at: pattern.exec(lower)?.index ?? Infinity }))
            .filter((entry) => entry.at < Infinity)
            .sort((a, b) => a.at - b.at)[0]?.kind ?? 'cliff',
        for: [entry.name],
      });
    out.push(...at.map(({ kind }) => ({ kind, for: [entry.name] })));
  }
  // Those who sit on a bench share one (but for a game's players, at its table).
  const sitters = game ? [] : subjects.filter((entry) => entry.does === 'sit' || entry.pose === 'sit');
  if (/\bbench\b/.test(lower) && sitters.length) out.push({ kind: 'bench', for: sitters.map((entry) => entry.name) });
  return out;
}

/** Where a subject is named last before a support's words: up in a tree is only who is named last before it ("a dog chases a cat up a tree", "points at a bird in a tree"). */
function namedBefore(lower: string, words: RegExp, entry: SubjectPlan): number {
  const at = words.exec(lower)?.index ?? lower.length;
  const said = [entry.name, entry.noun, entry.species].filter(Boolean);
  return Math.max(...said.map((word) => lower.lastIndexOf(word!.toLowerCase(), at)));
}

/** Small birds that come in flocks, in the plural. */
const FLOCK = /\b(pigeons|doves|sparrows|seagulls|gulls|birds|songbirds|starlings)\b/;

/** Animals whose rigs lie down to sleep (curled up, eyes shut); the others sit. */
const SLEEPERS = new Set<SubjectPlan['kind']>(['cat', 'dog', 'dragon']);

/** The nearest pose an animal's rig draws for one it has not (src/data/actions.json). */
const ANIMAL_POSES = actions.animalPoses as Partial<Record<Pose, Pose>>;

/** Species drawn on their own rig; any other animal is drawn on its kind's (a fox as a dog) and reported as a stand-in. */
const DRAWN_AS_ITSELF = new Set(names.DRAWN_AS_ITSELF);

/** Nouns never a subject, and "the", "with" or "her" though a verb's form follows ("with shears", "her hands"). */
const NOT_SUBJECTS = new Set([...names.NOT_SUBJECTS, ...planWords.functionWords.split('|')]);

const VERBS = VERB_POSES.map(({ pattern }) => pattern.source.replace(/^\\b\(|\)\\b$/g, '')).join('|');
/** "a diver swims", "the snail climbs": a noun doing one of the verbs (built once: it is long), never one someone is in or with ("a girl in a wheelchair reads"). */
const ACTING = new RegExp(
  `(?<!\\b(?:in|inside|with|on|at|by|from|under|near|beside)\\s)\\b(?:a|an|the|two|three|some)\\s+(?:[a-z-]+\\s+){0,2}?([a-z-]+?)s?\\s+(?:${VERBS})\\b`,
  'g',
);
const ACTING_ONE = new RegExp(ACTING.source);
const PEOPLE_NAMED = new RegExp(
  `(?:^|[.!?;]\\s+|\\b(?:a|an|the|his|her|their|my|our|two|three|some)\\s+|['’]s\\s+)(?:[a-z-]+\\s+){0,2}?(${[...PEOPLE_WORDS].sort((a, b) => b.length - a.length).join('|')})s?\\b`,
  'g',
);

/** Someone after a preposition an act is done to, or named by a possessive: "to a tired couple", "from two jugglers", "a wrestler's knee". */
const ACTED_ON = actions.actedOn.map((pattern) => new RegExp(pattern, 'g'));

const LETTERS = "[\\p{L}\\p{M}\\p{N}'’-]";
/** A word at `at` as written, as many words as it has ("bus driver", "twins"). */
const asWritten = (text: string, at: number, word: string) =>
  new RegExp(`^(?:${LETTERS}+\\s+){${word.split(' ').length - 1}}${LETTERS}+?(?=(?:['’]s)?(?!${LETTERS}))`, 'u').exec(
    text.slice(at),
  )?.[0] ?? word;
/** A word at `at` that names no one: a job in apposition to a name ("Mira the florist"), a second verb after "and" with an article straight after it ("mimics the bell and fools a cat"). */
const namesNoOneAt = (text: string, at: number) =>
  /\b(?!(?:The|Then|And|But|When|While|Suddenly|Later|Now|Meanwhile|Inside|Outside|At|In|On)\b)\p{Lu}[\p{L}'-]+,? (?:the|a|an) (?:[a-z-]+ )?$/u.test(
    text.slice(Math.max(0, at - 30), at),
  ) ||
  (/\band\s+$/i.test(text.slice(0, at)) && /^[a-z-]+s\s+(?:a|an|the|his|her|their|its|my|our)\b/i.test(text.slice(at)));

/** A word that is no one there: a verb straight after someone ("two dogs play tug of war"), the look of a thing named by two words after it ("a green watering can"). */
const nounless = (lower: string, word: string, at: number) =>
  (stemOf(word, true) === word &&
    'ap'.includes(englishGlyph(/(\S+)\s+$/.exec(lower.slice(0, at))?.[1] ?? '')?.kind ?? '-')) ||
  Boolean(englishGlyph(/^\s+([a-z]+ [a-z]+)/.exec(lower.slice(at + word.length))?.[1] ?? ''));

/** Nouns acting as subjects ("a diver swims…", "the snail climbs…") or naming creatures, that nothing in the plan draws. */
function undrawable(text: string, subjects: SubjectPlan[]): SilhouettePlan[] {
  const out: SilhouettePlan[] = [];
  const lower = text.toLowerCase();
  const known = (word: string) =>
    Boolean(roleInText(word)) ||
    PROP_WORDS[word] ||
    VEHICLE_WORDS[word] ||
    subjects.some((entry) => entry.species === word || entry.name.toLowerCase() === word) ||
    NOT_SUBJECTS.has(word);
  const compounds = compoundSpans(lower);
  const add = (word: string, at: number, someone = false) => {
    const label = asWritten(text, at, word);
    // A word of a compound is the compound's ("plane" of "a paper plane"), found or left out as one.
    if (
      namesNoOneAt(text, at) ||
      compounds.some(([from, to]) => at >= from && at < to) ||
      nounless(lower, word, at) ||
      out.some((entry) => entry.word.replace(/s$/, '') === word.replace(/s$/, '')) ||
      known(word) ||
      known(`${word}s`) ||
      word.length < 3 ||
      sizeOf(word) ||
      statesIn(word).length ||
      (!someone && /ing$/.test(word))
    )
      return;
    // Its own clause: "a potter shapes a vase while a parrot pecks" is no potter pecking, "the dentist's nurse waves" no dentist waving.
    const clause = /^[\p{L}-]+['’]s\b/u.test(text.slice(at))
      ? ''
      : text.slice(at, clauseEnd(text, at)).toLowerCase().split(/,\s/)[0]!;
    const { verb: read, act } = actingOf(clause, word);
    const verb =
      read?.pose ??
      (toAnEnd(clause, word) ? null : VERB_POSES.find(({ pattern }) => pattern.test(clause))?.pose) ??
      'stand';
    // A doer no rig dresses (a footballer who kicks, a porter who carries) is someone on the rig, to do it.
    const kind = someone || (personal(word) && silhouetteKind(word) === 'object') ? 'person' : silhouetteKind(word);
    if (kind === 'object' && !ACTING_ONE.test(`a ${word} runs`)) return;
    out.push({
      word,
      label,
      kind,
      size: sizeOf(lower.slice(Math.max(0, at - 14), at)),
      pose: verb === 'run' && kind === 'person' && read && ridden(clause.slice(read.at)) ? 'ride' : verb,
      ...(act ? { act } : {}),
    });
  };
  // A prompt in words the painter cannot read finds its nouns in the annotations (vocabularyOf), and draws the rest nowhere.
  if (!understands(text)) return out;
  for (const match of lower.matchAll(ACTING)) add(match[1]!, match.index! + match[0].indexOf(match[1]!));
  for (const match of lower.matchAll(/[a-z-]+/g))
    if ((isCreatureWord(match[0]) && !deedOf(lower, match)) || silhouetteKind(match[0]) === 'vehicle')
      add(match[0].replace(/s$/, ''), match.index!);
  // People acted on ("serves soup to a couple", "waves at the postman", "steals from a juggler", "spills soup on a
  // duchess") or whose part is ("measures a wrestler's waist") are in the picture too, as many as counted.
  // A possessive's doer word is someone too ("a wrestler's knee"), a preposition's only a person's word.
  for (const match of ACTED_ON.flatMap((pattern) => [...lower.matchAll(pattern)]))
    if (
      silhouetteKind(match[1]!) === 'person' ||
      (/^['’]s/.test(lower.slice(match.index! + match[0].length)) &&
        isDoer(match[1]!) &&
        silhouetteKind(match[1]!) === 'object')
    )
      add(match[1]!, match.index! + match[0].lastIndexOf(match[1]!));
  // Whoever a determiner names by family or job ("a toddler", "his daughter", "a delivery rider": the phrase, not "rider").
  for (const match of lower.matchAll(PEOPLE_NAMED)) {
    if (namesNoOne(lower, match)) continue;
    const head = out.find((entry) => match[1]!.endsWith(` ${entry.word}`) || entry.label.toLowerCase() === match[1]);
    if (head) Object.assign(head, { word: match[1], label: match[1], kind: 'person' });
    else add(match[1]!, match.index! + match[0].lastIndexOf(match[1]!));
  }
  for (const [noun, at] of doersOf(lower, [...out, ...subjects])) add(noun, at, true);
  // A doer no drawing names, doing what no pose reads ("an eavesdropper listens"): someone on the rig, never a drawing alone.
  for (const match of lower.matchAll(/\b(?:a|an|the)\s+(?=([a-z]+)\s+[a-z]{3,}s\b)/g))
    if (isDoer(match[1]!) && !englishGlyph(match[1]!)) add(match[1]!, match.index! + match[0].length);
  return out.slice(0, 3);
}

/**
 * A sentence's subject doing the verb after it, to draw: someone by a person's or a doer's noun, or by a thing's noun
 * that is as often someone ("a lanky viking rows", "a rowdy fan shouts", "the printer wipes"); never the last word of
 * a job of two named already ("a bus driver"), nor a verb's object ("the guard dogs").
 */
function doersOf(lower: string, named: { word?: string; species?: string; name?: string }[]): [string, number][] {
  const pattern = /(?:^|[.!?]\s+)(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}?([a-z]+[^s])\s+([a-z]+[^su]s)\b/g;
  return [...lower.matchAll(pattern)]
    .filter(
      ([, noun, verb]) =>
        personal(noun!) && (stemOf(verb!, false) || !(isCreatureWord(verb!) || SUBJECT_PEOPLE.has(noun!))),
    )
    .filter(
      ([, noun]) => !named.some((entry) => (entry.word || entry.species || entry.name)!.toLowerCase().endsWith(noun!)),
    )
    .map((match) => [match[1]!, match.index! + match[0].lastIndexOf(` ${match[1]} `) + 1]);
}

/** Someone's noun: a person's, a doer's, a role's ("a man"), or a thing's that is as often someone ("a fan"). */
const personal = (noun: string) => someoneNoun(noun) || isDoer(noun) || !!roleInText(noun);
/** An "-s" verb straight after someone's singular noun is their deed ("a teenager ducks", "the boxer ducks"), no animal. */
function deedOf(lower: string, match: RegExpMatchArray): boolean {
  const before = /([a-z-]+) $/.exec(lower.slice(0, match.index))?.[1] ?? 's';
  return /[^s]s$/.test(match[0]) && !!stemOf(match[0], false) && /[^s]$/.test(before) && personal(before);
}

/**
 * Whether a person's word a determiner names is no one: a group's before a possessive ("a children's book"); a family
 * word before an animal (a keyword only when it is no verb: "an usher tears" is no crying cat), which says its age or sex ("a
 * mother duck", "her newborn lamb"); or a plural after a singular or after whoever acts, their verb ("a duck quacks",
 * "the wolf sneaks up").
 */
function namesNoOne(lower: string, match: RegExpExecArray): boolean {
  const word = match[1]!;
  const [, after, next] = /^(['’]s)?\s+([a-z-]+)/.exec(lower.slice(match.index + match[0].length)) ?? [];
  const keyword = englishGlyph(next ?? '')?.kind === 'a' && (englishGlyph(next!)!.rank < 2 || /[^s]$/.test(next!));
  const animal = next && (keyword || isCreatureWord(next));
  const [, one, before] = /\b(an?|the)\s+(?:[a-z-]+\s+)?([a-z-]+)\s+[a-z-]+s$/.exec(match[0]) ?? [];
  const verb = before && !word.endsWith('s') && (one !== 'the' || isCreatureWord(before) || PEOPLE_WORDS.has(before));
  // A word of WordNet's others before a drawing's or a person's noun is its modifier ("an official letter", "a junior doctor").
  const modifier =
    OTHER_PEOPLE.has(word) &&
    /[^s]$/.test(next ?? 's') &&
    ((englishGlyph(next!)?.rank ?? 2) < 2 || PEOPLE_WORDS.has(next!));
  return Boolean((after && GROUPS[word]) || (!after && (animal || modifier)) || verb);
}

/** What each pose is called in the alt text: every pose the figures are drawn in (src/data/actions.json). */
export const POSE_VERBS = actions.poseVerbs as Record<Pose, string>;
/** The poses said with what they act on ("holds up a kite"), by what each is called acting on nothing ('': its verb). */
const POSE_OBJECTS = actions.poseObjects as Partial<Record<Pose, string>>;
/** Things said with "some", never "a" (src/data/words.json `mass`): milk, luggage, hay. */
const MASS = new Set(wordData.mass.split(' '));
const TIME_ALT: Record<TimeOfDay, string> = { day: 'by day', sunset: 'at sunset', dawn: 'at dawn', night: 'at night' };
const WEATHER_ALT = actions.weatherAlt as Record<Weather, string>;
const WEATHER_INDOORS_ALT = actions.weatherIndoorsAlt as Record<Weather, string>;
/** A thing as the alt text says it: "some flour", "some potable water", "3 apples", "roses", "a glass of milk". */
function say(word: string, count = 1): string {
  if (PARTICLES[word] || MASS.has(word.split(' of ')[0]!.split(' ').at(-1)!)) return `some ${word}`;
  return count > 1 ? `${count} ${withS(word)}` : /[^su]s$/.test(word) ? word : article(word);
}
/** "a, b and c"; a name said n times is "n other …" ("2 other teammates"). */
function listed(items: string[]): string {
  const said = [...new Set(items)].map((item) => {
    const n = items.filter((other) => other === item).length;
    const other = item.replace(/^another /, 'other ');
    return n > 1 ? `${n} ${withS(other.replace(/^an? /, ''))}` : /[^s]s$/.test(item) ? other : item;
  });
  return said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : (said[0] ?? '');
}
/** One plain sentence saying what a plan draws (who, doing what, where, when): a picture's alt text. */
export function describePlan(plan: PicturePlan, place: string | null): string {
  const who = (entry: SubjectPlan) =>
    entry.kind !== 'person' && entry.species && !entry.name.toLowerCase().includes(entry.species)
      ? `${entry.name} the ${entry.species}`
      : entry.name;
  // A drawing by its English name: the drawing's for a verb's tool or a word of another language ("cleans": a sponge).
  const named = (glyph: GlyphPlan | ThingPlan) => say((glyph as GlyphPlan).name ?? glyph.word, glyph.count);
  const said = new Set<GlyphPlan | ThingPlan>();
  const [first, ...rest] = plan.subjects;
  const [lead, ...more] = plan.glyphs.filter((glyph) => glyph.role === 'subject');
  const doer = first
    ? { ...first, who: who(first) }
    : lead && { ...lead, name: lead.word, who: named(lead), holds: null };
  // Whom the doer acts on, said after its verb when the verb names it, else among those nearby.
  const aimed = ['fight', 'hug', 'grab', 'point', 'run', 'push', 'pull', 'carry', 'kick'].includes(first?.pose ?? '');
  const target = plan.subjects.find((entry) => aimed && entry.name === first?.target);
  // What the doer's pose acts on, said after its verb ("holds up a kite", "pushes a car"): what it holds, else the
  // drawing its verb names, else a vehicle; its words for acting on nothing ("reaches out"). Its own verb at the mouth
  // ("drinks"), from the cup or bowl it holds.
  const doing = ({ name, pose, act, holds }: NonNullable<typeof doer>) => {
    const verb = pose === 'sip' && act ? withS(act.verb) : POSE_VERBS[pose];
    const holding = holds ? ` ${pose === 'sip' ? 'from' : 'holding'} ${say(holds)}` : '';
    if (target)
      // Whom it acts on, by a noun, is "the monkey"; a name is itself ("Grandma Rose", "Thumper the rabbit").
      return `${verb}${{ point: ' at', run: ' after' }[pose as string] ?? ''} ${who(target).replace(/^(?=[a-z])(?!(?:the|another|two)\b)/, 'the ')}${holding}`;
    if (holds) return `${verb}${POSE_OBJECTS[pose] === undefined || pose === 'sip' ? holding : ` ${say(holds)}`}`;
    const object =
      plan.glyphs.find((glyph) => glyph.by === name && glyph.object && glyph !== lead) ??
      plan.things.find((thing) => thing.category === 'vehicle' && !thing.owner);
    if (!object || POSE_OBJECTS[pose] === undefined || act?.schema === 'self') return POSE_OBJECTS[pose] || verb;
    said.add(object);
    return `${verb} ${named(object)}`;
  };
  // "The guests stand", "2 climbers eat": a group's verb.
  const clause =
    doer &&
    `${doer.who} ${doing(doer)}`.replace(
      /^((?:the|\d+) \S+[^s]s \S+?)(?:(ie)s|(?<=ch|sh|ss|x)es|s)\b/i,
      (_, head: string, ie?: string) => `${head}${ie ? 'y' : ''}`,
    );
  const others = [
    ...rest
      .filter((entry) => entry !== target)
      .map((entry) => `${who(entry)}${entry.holds ? ` holding ${say(entry.holds)}` : ''}`),
    ...(first ? [lead, ...more] : more).filter((glyph) => glyph && !said.has(glyph)).map((glyph) => named(glyph!)),
  ];
  const loose = [...plan.things, ...plan.glyphs.filter((glyph) => glyph.role !== 'subject')]
    .filter(
      (thing) =>
        !said.has(thing) &&
        !plan.subjects.some((entry) => entry.holds === thing.kind && entry.name === (thing as ThingPlan).owner),
    )
    .slice(0, 3)
    .map(named);
  const on = /\b(moon|mars|planet|deck|island|street|roof|rooftop|pier|bridge|beach|shore|hill)\b/i.test(place ?? '');
  const parts = clause
    ? [
        `${first && plan.camera === 'close' && !rest.length && !others.length ? 'Close-up: ' : ''}${clause}`,
        others.length ? `, with ${listed(others)} nearby` : '',
        loose.length ? `beside ${listed(loose)}` : '',
        place ? `${on ? 'on' : 'at'} ${place}` : '',
      ]
    : // With no one in it, a picture is what it shows ("A dump truck and some gravel").
      [loose.length ? listed(loose) : place ? `A view of ${place}` : 'An empty scene'];
  const weather = (INDOOR.has(plan.setting) ? WEATHER_INDOORS_ALT : WEATHER_ALT)[plan.weather];
  const sentence = [...parts, TIME_ALT[plan.time], weather].filter(Boolean).join(' ');
  // What the painter has no drawing for is said here, never written in the picture.
  const missing = plan.silhouettes.map((entry) => entry.label).join(', ');
  const text = `${sentence.replace(/^./, (c) => c.toUpperCase()).replace(/\s+,/g, ',')}${missing && ` (not drawn: ${missing})`}.`;
  return text.slice(0, 300);
}
