// What characters say and what panels show for each kind of beat: the writer's phrase book (`data/lines.json`).
import lines from './data/lines.json' with { type: 'json' };
import { capitalise } from './language';
import type { Rng } from './prng';
import type { CastMember } from './prompt';
import type { FigureKind, Outfit } from './words';

/** The kind of beat a sentence tells: one of the actions `data/lines.json` has lines for ("discover", "fight"… "idle"). */
export type Action = keyof typeof lines.speech;

/** The kind of beat each verb makes, tried in order (`data/lines.json`): a fight before a chase before magic… */
const ACTION_PATTERNS = Object.entries(lines.actions).map(
  ([action, words]) => [action as Action, new RegExp(`\\b(${words.join('|')})\\b`, 'i')] as const,
);

export const actionOf = (text: string): Action =>
  ACTION_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'idle';

/** Any verb of the table, then the noun phrase after it up to a preposition, a conjunction or the clause's end. */
const VERB_AND_OBJECT = new RegExp(
  `\\b(?:${Object.values(lines.actions).flat().join('|')})\\s+((?:a|an|the|his|her|their|its|some)\\s+[\\w’'-]+(?:\\s+[\\w’'-]+){0,2}?)(?=\\s+(?:in|at|on|into|across|through|with|from|under|over|near|by|beneath|behind|and|as|while|to)\\b|[.,!?;]|$)`,
  'i',
);

/** The thing acted on: "a ghost ship" in "Mira sees a ghost ship in the storm". */
export function objectOf(text: string, names: string[]): string | null {
  const found = VERB_AND_OBJECT.exec(text)?.[1]?.trim() ?? null;
  if (!found || names.some((name) => found.toLowerCase().includes(name.toLowerCase()))) return null;
  return found.length > 32 ? null : found;
}

/** Animals and robots speak only their own lines; some outfits flavour the human lines. */
const KIND_LINES: Partial<Record<FigureKind, string[]>> = lines.kinds;
const OUTFIT_LINES: Partial<Record<Outfit, string[]>> = lines.outfits;

/** Lines that suit any moment, for when a scene's share of its moment's own lines is used up. */
const GENERIC_LINES = [...lines.speech.idle, ...lines.reactions.idle, ...lines.resolutions.idle, ...lines.generic];

/** What a line's slots are filled with (its `{object}`, `{place}`, `{other}`). */
export type LineContext = { object: string | null; place: string; other: string | null };

/**
 * Where a panel's lines come from: its draws, the lines its scene has used, and `turn`, the scene's number in its story
 * (0 first): stock lines are taken in a story-wide order from this point on, so scenes written one after another do
 * not repeat each other's lines (without a turn, any line the scene has not used will do).
 */
type Talk = { rng: Rng; used: Set<string>; turn?: number };

/** A plural noun phrase: "the Cloudspine Mountains", "some apples", "two keys" (not "Paris", "the glass", "the bus"). */
const plural = (phrase: string) =>
  /^(some|two|three|four|five|six|many|several|all|these|those)\b/i.test(phrase) ||
  /[a-z][^siu’'\s]s$/i.test(phrase.trim());

function fill(template: string, context: LineContext): string | null {
  const place = context.place === 'this place' ? '' : context.place;
  const values: Record<string, string | null> = { ...context, place };
  // A line naming a thing, a place or someone the moment lacks does not fit it.
  if ([...template.matchAll(/\{(\w+)\}/g)].some(([, key]) => !values[key!.toLowerCase()])) return null;
  // Agreement with a plural place or thing: "the Cloudspine Mountains are quiet", "two keys have to be here".
  if (plural(context.place))
    template = template.replace('{Place} is', '{Place} are').replace('{place} is', '{place} are');
  if (plural(context.object ?? ''))
    template = template.replace('{Object} has', '{Object} have').replace('Is that… {object}', 'Are those… {object}');
  // "{Place}" starts a sentence: the value with a capital.
  const line = template.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === key.toLowerCase() ? values[key]! : capitalise(values[key.toLowerCase()]!),
  );
  return line.length <= 90 ? line : null;
}

/**
 * Scenes of a story share no stock line: the writer sees only earlier scenes' titles and summaries, not their bubbles,
 * so each scene number may take stock lines from its own share of the phrase book only (one line in STORY_CYCLE), and
 * any STORY_CYCLE scenes in a row use disjoint shares.
 */
const STORY_CYCLE = 8;
/** The whole phrase book, its lines in order. */
const PHRASE_BOOK = [lines.speech, lines.reactions, lines.resolutions, KIND_LINES, OUTFIT_LINES]
  .flatMap((bank) => Object.values(bank))
  .concat([GENERIC_LINES, lines.catThoughts, ...Object.values(lines.sounds), lines.stormSounds, lines.anySounds])
  .flat();
/** Each line's number in the whole phrase book, which picks its share. */
const LINE_NUMBERS = new Map(PHRASE_BOOK.map((line, index) => [line, index]));
const inShare = (template: string, turn: number | undefined) =>
  turn === undefined || (LINE_NUMBERS.get(template) ?? 0) % STORY_CYCLE === turn % STORY_CYCLE;

/** A line from the list that fits the context, belongs to the scene's share and was not used yet in this scene. */
function choose({ rng, used, turn }: Talk, lines: string[], context: LineContext): string | null {
  // Lines naming the prompt's people, places and things come first, so the talk follows the story.
  const shuffled = rng.sample(lines, lines.length).filter((template) => inShare(template, turn));
  const specific = (template: string) => /\{(object|Object|place|Place|other|Other)\}/.test(template);
  const ordered = [...shuffled.filter(specific), ...shuffled.filter((template) => !specific(template))];
  return firstUnused(used, ordered, (template) => fill(template, context));
}

/** The first candidate, as `write` words it (null: it does not fit), that the scene has not used yet; now used. */
function firstUnused<T>(used: Set<string>, candidates: T[], write: (candidate: T) => string | null): string | null {
  const line = candidates.map(write).find((text) => text && !used.has(text)) ?? null;
  if (line) used.add(line);
  return line;
}

/** The list from its `n`th item (counted round) on, then its first ones. */
export const rotated = <T>(list: T[], n: number) => [...list.slice(n % list.length), ...list.slice(0, n % list.length)];

export type LineMoment = 'speech' | 'reaction' | 'resolution';

/** A line in a character's voice: animals and robots have their own, some outfits flavour the human lines. */
export function lineFor(talk: Talk, speaker: CastMember, action: Action, moment: LineMoment, context: LineContext) {
  // Animals and robots speak only their own lines; with none left in the scene's share, they stay silent.
  const own = KIND_LINES[speaker.kind];
  if (own) return choose(talk, own, context);
  const flavour = OUTFIT_LINES[speaker.outfit];
  if (flavour && moment === 'speech' && (action === 'fight' || talk.rng.chance(0.35))) {
    const line = choose(talk, flavour, context);
    if (line) return line;
  }
  // Lines by action: {object} the thing acted on, {place} where, {other} another character.
  const bank = lines[moment === 'speech' ? 'speech' : moment === 'reaction' ? 'reactions' : 'resolutions'][action];
  return choose(talk, bank, context) ?? choose(talk, GENERIC_LINES, context);
}

/** The context of a line that names nobody, nowhere and nothing (a thought, a sound). */
const UNNAMED: LineContext = { object: null, place: '', other: null };

/** A cat's thought in the scene's share, or (with a talk of no turn) any sound not used in this scene whatever its
 * share: a panel's last resort against silence. */
export const unnamedLine = (talk: Talk, bank: 'catThoughts' | 'anySounds') => choose(talk, lines[bank], UNNAMED);

/** A sound for the beat, not one this scene (or, by its turn, the story's last scenes) already used; null when none is left. */
export function soundFor(talk: Talk, action: Action, weather: string | null) {
  const bank = weather === 'storm' ? [...lines.stormSounds, ...lines.sounds[action]] : lines.sounds[action];
  // Then sounds that fit most moments, for when a scene's share of its action's own is used up.
  return choose(talk, bank, UNNAMED) ?? choose(talk, lines.anySounds, UNNAMED);
}

/** Words before a verb in the base form ("Mira must light…"); "is", "has" and "was" are not: "is the keeper", "has found". */
const MODALS = new Set(['must', 'will', 'can', 'could', 'should', 'would', 'may', 'might', 'shall']);
/** Words between a subject and its verb that the line leaves out. */
const ADVERBS = new Set('finally then also still just always sometimes never now soon once again even'.split(' '));
/** Words of four letters or more that end in "s" (not "-ss", "-us" or "-is") but are no verb of the subject. */
const NOT_VERBS = /^(does|towards|perhaps|always|sometimes|besides|series|news)$/;
const DETERMINERS = /^(the|a|an|our|my|your|their|her|his|its|old|young|little|brave)$/;
const CLAUSE_END = /^(and|but|while|as|when|until|because|so|then|before|after|that|which|who|where)$/;
const DANGLING = /^(to|of|at|in|on|with|from|into|the|a|an|my|by|for|straight|toward|towards)$/i;
/** The speaker's possessive, filled per line: "I'll light my lamp", "Go on, Mira, light your lamp", "We lit our lamp". */
const POSSESSIVE = '{poss}';

/** "lights" → "light", "carries" → "carry", "catches" → "catch". */
function baseForm(verb: string): string {
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return /[^s]s$/.test(verb) ? verb.slice(0, -1) : verb;
}

/** A present-tense verb of a singular subject ("lights", "carries"), not a plural noun or a function word. */
const presentVerb = (word: string) => /^[a-z]{3,}s$/.test(word) && !/(ss|us|is)$/.test(word) && !NOT_VERBS.test(word);

/**
 * Where the subject's verb is among the words after its name: after a modal any word ("must light"), else a
 * present-tense verb, past a role in apposition ("Agatha the lighthouse keeper climbs"). -1 when the subject does
 * not act in the present (a past tense, "is", "has found") or shares the verb ("Mira and Theo climb"): no line then.
 */
function verbIndex(words: string[]): { index: number; base: boolean } {
  let index = 0;
  while (index < words.length && (ADVERBS.has(words[index]!.toLowerCase()) || /ly$/.test(words[index]!))) index++;
  const first = words[index]?.toLowerCase().replace(/[,]$/, '') ?? '';
  if (MODALS.has(first)) {
    const next = words[index + 1]?.toLowerCase() ?? '';
    return /^[a-z]{2,}$/.test(next) && !DETERMINERS.test(next) && !CLAUSE_END.test(next) && next !== 'not'
      ? { index: index + 1, base: true }
      : { index: -1, base: false };
  }
  if (presentVerb(first)) return { index, base: false };
  if (!DETERMINERS.test(first)) return { index: -1, base: false };
  // A role in apposition: up to four words, then the verb.
  for (let at = index + 1; at < Math.min(words.length, index + 5); at++) {
    const word = words[at]!.toLowerCase().replace(/,$/, '');
    if (CLAUSE_END.test(word)) break;
    if (presentVerb(word) && at > index + 1) return { index: at, base: false };
  }
  return { index: -1, base: false };
}

/** What the beat says its subject does, as "light the great lamp": its verb in the base form and a few words after. */
export function deedOf(beat: string, name: string): string | null {
  const at = beat.toLowerCase().indexOf(name.toLowerCase());
  if (at < 0) return null;
  // The words after the name, past its possessive "'s" or a comma.
  const after = beat.slice(at + name.length).replace(/^(?:[’']s\b)?\s*,?/, '');
  const words = after.split(/\s+/).filter(Boolean);
  const { index, base } = verbIndex(words);
  if (index < 0) return null;
  const verb = words[index]!.toLowerCase();
  const rest: string[] = [];
  for (const word of words.slice(index + 1, index + 8)) {
    const clean = word.replace(/[.,;:!?…)"”]+$/, '');
    if (CLAUSE_END.test(clean.toLowerCase())) break;
    rest.push(/^(his|their)$/i.test(clean) ? POSSESSIVE : clean);
    if (clean !== word) break;
  }
  while (rest.length && (DANGLING.test(rest[rest.length - 1]!) || rest[rest.length - 1] === POSSESSIVE)) rest.pop();
  // "her" may be hers or her: the line would guess wrong.
  if (rest.some((word) => /^(her|him|them|she|he|they|it|itself|himself|herself)$/i.test(word))) return null;
  const deed = [base ? verb : baseForm(verb), ...rest].join(' ');
  return deed.length <= 60 ? deed : null;
}

/**
 * Lines pointing at what happens in a beat that does not start with one of the cast ("Look! A ghost ship appears in the
 * storm!"). Only a beat opening on a thing ("A ghost ship appears…") is pointed at; "After…", "They realise…" are not
 * sights, nor is a long first clause.
 */
function sightLines(beat: string): string[] {
  const first = beat.split(/[.;!?]|,\s/)[0]!;
  const clause = first.trim().replace(/^(then|and then|but|so|and)\s+/i, '');
  const short = clause.split(/\s+/).length <= 10 && clause.length <= 70;
  if (!short || !/^(?:then\s+|and\s+)?(a|an|the|some|two|three)\s/i.test(beat)) return [];
  // It opens on "a", "the", "some"…: with a capital at the start of a line, a small letter inside one.
  const inside = clause.charAt(0).toLowerCase() + clause.slice(1);
  return lines.sights.map((line) => line.replace('{Sight}', () => capitalise(clause)).replace('{sight}', () => inside));
}

/**
 * A line about the beat's own event, in the speaker's words: the subject says what it does ("I’ll light the great
 * lamp!"), another answers it, and a beat that opens with something else is pointed out ("Look! A ghost ship
 * appears in the storm!"). Each beat is its own, so these lines follow the prompt in order and do not repeat.
 */
export function beatLine({ used, turn = 0 }: Talk, beat: string, moment: LineMoment | 'reply', subject: string | null) {
  const deed = subject ? deedOf(beat, subject) : null;
  const options: string[] = [];
  if (deed) {
    // Each line with the possessive its speaker uses for the subject's things ("I'll light my lamp", "Go on, light your lamp").
    for (const { line, possessive } of lines.deeds[moment]) {
      const own = deed.replaceAll(POSSESSIVE, possessive);
      options.push(line.replace('{deed}', own).replace('{Deed}', capitalise(own)).replace('{name}', subject!));
    }
  } else if (!subject && (moment === 'speech' || moment === 'reply')) options.push(...sightLines(beat));
  // A story's scenes start at different templates, so a beat told again in a later scene is said another way.
  return firstUnused(used, rotated(options, turn), (line) => (line.length <= 90 ? line : null));
}
