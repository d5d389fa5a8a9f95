// What the vocabulary draws in a picture: the prompt's nouns that no stock drawing shows (a giraffe, a tractor, an
// accordion, a plumber, a barn), each found through the CLDR annotations, with its part in the picture (a subject, a
// prop someone acts on, a place) and where it stands to the others (on, under, in, beside, behind, above, through,
// from). Words with no drawing are reported, never written into the picture.
import type { Pose } from './art/figures';
import { BUST, KEEPS, frameHeight, glyphScale } from './art/glyphs';
import { glossWords } from './glossary';
import { looksBefore, sizeOf, wornLook, type Size } from './look';
import { JOBS, KIN, dressedJob } from './people';
import type { SilhouettePlan, SubjectPlan, SupportPlan, ThingPlan } from './picture-plan';
import { MADE_OF, settingOfText, timeOfText, weatherOfText } from './prompt';
import { BACKDROPS, backdropOf, countBefore, relationWords, someoneNoun, type Relation } from './staging';
import { BODY_PARTS, PROP_WORDS, VEHICLE_WORDS } from './things';
import { INSIDE_PLACES, PLACES, ROLES, SITES, UNDRAWN_PLACES, YARDS } from './words';
import {
  compoundAt,
  compoundSpans,
  withoutCompounds,
  emojiName,
  englishGlyph,
  doing,
  foreignGlyphs,
  personRole,
  kinAt,
  glyphMeant,
  singulars,
  TOOLS,
  type FoundGlyph,
  type GlyphKind,
} from './vocabulary';
import { actOf, actsAlone, namesNoTool, placesBy, SCHEMAS, stemOf, touches, type Act, WORN_ON } from './verbs';
import actions from './data/actions.json' with { type: 'json' };
import nearest from './data/nearest.json' with { type: 'json' };
import planWords from './data/plan-words.json' with { type: 'json' };
import wordData from './data/words.json' with { type: 'json' };
import sizes from './data/sizes.json' with { type: 'json' };
import verbs from './data/verbs.json' with { type: 'json' };
import wordnetThings from './data/wordnet-things.json' with { type: 'json' };

export interface GlyphPlan {
  /**
   * The prompt's word for it ("tractor", "キリン"); `name`, the alt text's: its drawing's English name when that word is
   * no English noun (a verb's tool: "cleans", a sponge; a word of another language).
   */
  word: string;
  name?: string;
  /** Its Twemoji drawing ("1f69c"). */
  code: string;
  kind: GlyphKind;
  /** A subject of its own, a thing in the scene, or the place (drawn large behind everyone). */
  role: 'subject' | 'prop' | 'place';
  count: number;
  size: Size | null;
  /** The states the words say of it (look.ts `looksBefore`), drawn as marks, and its colour named (a hex). */
  state?: string[];
  colour?: string;
  /** The subject who acts on it ("paints a fence", "plays the accordion"): it faces it and reaches it. */
  by: string | null;
  /** Where it stands to a subject or another glyph: "the cat sleeps on the laptop" is the laptop under the cat. */
  /** `part`: the part of it named ("onto the roof of a bus"): the top of it, not its middle. */
  relation: { relation: Relation | 'through'; with: string; placed: 'it' | 'other'; part?: string } | null;
  /** What a subject glyph does ('sleep', 'fly'…), read from its clause. */
  pose: Pose;
  /** The object of its actor's verb ("pushes a cart"), not a place it acts in ("along the road"). */
  object?: true;
  /** A subject's verb in the verb table (verbs.ts): its mark is drawn with it. */
  act?: Act;
  /** A thing's own verb's schema, the verb straight before it: where that verb puts it. */
  verb?: string;
}

/** Words that precede a noun: a word of a drawing's keywords (not its name) counts only after one of them. */
const DETERMINER = new RegExp(`^(${planWords.determiners}|\\d+)$`);
const FUNCTION_WORDS = new RegExp(`^(${planWords.functionWords})$`);
/** A season says when, never what is drawn ("a hot summer afternoon" is no speedboat). */
const SEASONS = new RegExp(`^(?:${planWords.seasons})$`);
/** People any rig draws as well as a drawing would: a girl, a man, two friends (src/data/words.json `everyone`, by code point). */
const EVERYONE = new Set(wordData.everyone);
/** Food and drink drawings, by code point (Unicode's food blocks). */
const FOOD = /^(1f32[d-f]|1f34[5-9a-f]|1f3[5-7][0-9a-f]|1f95[0-9a-f]|1f96[0-9a-f]|1f9c[0-9ab]|1fad[0-9a-f])$/;
/** Words that measure what follows "of": a piece, a slice, a bunch. */
const MEASURES = new RegExp(`^(${planWords.measures})$`);
/** …and those that measure it only when counted ("a wheel of cheese", "an ear of corn"; "the wheel of a bike" is a wheel). */
const COUNTED_MEASURES = new RegExp(`^(${planWords.countedMeasures})$`);
/** A container, place or part after a noun makes that noun its modifier ("the station roof", "a bird cage"); a word's other sense after an animal ("a sheep pen"), from src/data/nearest.json. */
const HEADS = new Set(nearest.heads);
/** Someone named by who they are, no job or thing: a keyword before them describes them. */
const PLAIN = new RegExp(`^(?:${planWords.plainPeople})$`);
const AFTER_ANIMAL = nearest.afterAnimal as Record<string, string>;
/** Colours say what a thing looks like, never what it is ("a yellow raincoat" is no taxi, "red" no red hair). */
const COLOURS = /^(red|orange|yellow|green|blue|purple|violet|pink|brown|black|white|grey|gray|golden|gold|silver)$/;

/** Whether a noun's words take in word n. */
const spans = (noun: Noun, n: number) => noun.token <= n && n < noun.token + noun.length;

interface Noun extends FoundGlyph {
  /** Its first word's number and how many words it spans (a phrase: "teddy bear"). */
  token: number;
  length: number;
  /** A doer no drawing names ("a locksmith"), drawn as someone even with a rig's drawing. */
  doer?: true;
  /** A tool named by its doer's verb ("hammers", "waters"): one, whatever its "-s". */
  tool?: true;
  // An animal's age, sex or herd word (animal-kin.json): a young one is drawn small beside its parent, a herd three.
  table?: 'young' | 'grown' | 'herds';
}

/** A word that names someone or something: a drawing's name, a plural, a name written with a capital, or a doer ("a locksmith"). */
function nounish(word: string, written: string): boolean {
  // A role or creature the painter draws is a noun too, though only a keyword names its drawing ("a kitten naps").
  const named = (englishGlyph(word)?.rank ?? 2) < 2 || Object.hasOwn(ROLES, word) || someoneNoun(word);
  return named || /[^s]s$/.test(word) || /^\p{Lu}/u.test(written) || AGENT.test(word);
}

/** How English names a doer: a drummer, a violinist, a tailor, a musician, a locksmith, a beekeeper, a lumberjack; or a role of src/data/actions.json (a vet, a barista). */
const AGENT = new RegExp(
  `^(?:[a-z]{2,}(?:er|or|ist|ian|smith|keeper|jack|man|woman|hand|maker|monger|wright)|${[...Object.values(actions.roles).flat(), ...Object.keys(JOBS).filter((word) => /^[a-z]+$/.test(word))].join('|')})s?$`,
);
/** A noun that names someone: a role's head and shoulders (a mechanic), or a doer no drawing shows (a footballer), not a thing that ends like one (a ladder). */
export const isDoer = (word: string) =>
  BUST.test(englishGlyph(word)?.code ?? '-') || (AGENT.test(word) && !NOT_DOERS.test(word) && !englishGlyph(word));

/** Words that end like doers and are not: function words, things, animals, seasons. */
const NOT_DOERS = new RegExp(`^(${planWords.notDoers})s?$`);
/** A present-tense verb of a singular subject ("opens", "carries"), not "is", "has", "this" or a plural noun after a verb. */
const PRESENT = (word = '') =>
  /^[a-z]{3,}s$/.test(word) && !/(ss|us|is)$/.test(word) && !/^(has|does|was|his|its|this)$/.test(word);
/** Hands, eyes and faces: parts of whoever acts, never a thing in their hand ("looks" is no pair of eyes). */
const BODY = /^(1f46[45]|1f44[0-9a-f]|1f91[89a-f]|1faf|270[a-d]|1f590|1f4aa|1f9b[5-7bef]|1f463|1f5e3)/;
/** The person drawn for a doer no drawing names: someone standing, head to foot (🧍; 🧑 is only a head). */
const SOMEONE = '1f9cd';

/** A word's stems as a doer ("drummer" → drum, "hiker" → hike, "violinist" → violin, "beekeeper" → bee). */
function agentStems(word: string): string[] {
  const one = word.replace(/s$/, '');
  const compound = /^(.{3,}?)(smith|keeper|maker|catcher|driver|worker|jack|man|woman)$/.exec(one);
  if (compound) return [compound[1]!];
  const stem = /^(.+?)(er|or|ist|ian)$/.exec(one)?.[1];
  if (!stem) return [];
  const single = stem.replace(/(.)\1$/, '$1');
  return [stem, `${stem}e`, single, `${stem}ing`, `${stem}ic`, `${single}ing`];
}

/** A thing a verb or a doer's stem names, to hold: a drawing of an object by its name or by a keyword of one or two. */
function toolOf(forms: string[], keywordOnly = false): FoundGlyph | null {
  for (const form of forms) {
    const glyph = englishGlyph(form);
    // A verb names a tool by a keyword ("knit": yarn); a drawing named so is a noun of the same spelling ("wave"); a
    // food is eaten, never the tool of a verb spelt like its keyword ("irons" is no waffle, "serves" no soft serve).
    if (
      glyph?.kind === 'o' &&
      glyph.shared <= 2 &&
      !BODY.test(glyph.code) &&
      (!keywordOnly || (glyph.rank === 2 && !FOOD.test(glyph.code)))
    )
      return { ...glyph, word: form, at: 0, locale: 'en' };
  }
  return null;
}

/** The verbs of some poses (src/data/actions.json). */
function verbsOf(poses: RegExp): RegExp {
  const verbs = (actions.verbPoses as string[][]).filter(([pose]) => poses.test(pose!)).map(([, forms]) => forms);
  return new RegExp(`^(?:${verbs.join('|')})$`);
}
/** Verbs the body acts out alone (sits, sleeps, runs…): they name no tool by a keyword ("sits" is no chair). */
const BODY_ONLY = verbsOf(/^(sleep|swim|climb|jump|fall|run|walk|fly|sit|stand|cheer|wave|hug)$/);
const SLEEPS = verbsOf(/^sleep$/);
/** Verbs of standing: a job standing is its drawing alone. */
const STANDING = verbsOf(/^stand$/);
/** A present verb's stem ("fixes": fix, "carries": carry, "types": type). */
const presentStem = (verb: string) =>
  verb
    .replace(/(ch|sh|ss|x)es$/, '$1')
    .replace(/ies$/, 'y')
    .replace(/s$/, '');
function toolFor(word: string): FoundGlyph | null {
  const glyph = TOOLS.has(word) ? englishGlyph(TOOLS.get(word)!) : null;
  return glyph && { ...glyph, at: 0, locale: 'en' };
}

/** People a verb's tool is drawn for even when no drawing names them (a boy hammers: the hammer): family and age words, and these. */
const PEOPLE = /^(man|woman|he|she|friend|student|someone)$/;

/**
 * Doers no drawing names, read from their place in the sentence ("a locksmith opens…", "the drummer plays…"): someone
 * (the drawing of their stem's activity when there is one: a climber climbing), with the thing their name or their
 * verb says they use in their hand ("drum", "violin", "knits": yarn). Returned as nouns at the doer's and verb's places.
 */
function doers(text: Words, found: Noun[]): Noun[] {
  const { words, written, at } = text;
  const out: Noun[] = [];
  for (let n = 0; n < words.length; n++) {
    const noun = found.find((entry) => spans(entry, n));
    const doer = isDoerAt(text, n, noun);
    // A doer's verb may follow what it wears or carries ("a beekeeper in a white suit lifts…"), anyone's what it wears
    // ("a man in a white apron slices…").
    const dressed = doer || /^(?:in|wearing)$/.test(words[n + 1] ?? '');
    const verbIndex = dressed ? words.slice(n + 1, n + 7).findIndex((next) => PRESENT(next)) + n + 1 : n + 1;
    const verb = verbIndex > n && PRESENT(words[verbIndex]) ? words[verbIndex]! : null;
    if (!verb) continue;
    const tools = verbTools(text, verbIndex, found, doer);
    // A job the emoji set names keeps its own tool when its verb names none, takes no object and is more than standing
    // (a plumber waves: the wrench; "a judge reads the verdict" holds no scales).
    const free =
      actsAlone(verb) && !STANDING.test(verb) && !SLEEPS.test(verb) && !DETERMINER.test(words[verbIndex + 1] ?? '');
    const tool = tools.named ?? (free && noun ? toolFor(jobPhrase(words, n) ?? noun.word) : null) ?? tools.tool;
    if (doer) out.push(...doerNouns(text, n, verbIndex, noun, tools));
    // A drawing of someone doing it (🏄 "person surfing") is the verb, no one more.
    else if (
      tool &&
      !doing(tool) &&
      (noun?.kind === 'p' || /^\p{Lu}/u.test(written[n]!) || PEOPLE.test(words[n]!) || KIN.has(words[n]!))
    )
      out.push({ ...tool, word: verb, at: at[verbIndex]!, token: verbIndex, length: 1, tool: true });
  }
  return out;
}

/** A job of two words ("a taxi driver", "a window cleaner") ending at word n: its phrase. */
function jobPhrase(words: string[], n: number): string | null {
  const phrase = `${words[n - 1]} ${words[n]}`;
  return JOBS[phrase] ? phrase : null;
}

/** Whether word n names a doer after its determiner: not a possessive ("a farmer's wife feeds" is the wife feeding), nor an animal ("a dalmatian"). */
function isDoerAt(text: Words, n: number, noun: Noun | undefined): boolean {
  const { words, written } = text;
  const word = words[n]!;
  return (
    !/'s$/i.test(written[n]!) &&
    AGENT.test(word) &&
    !NOT_DOERS.test(word) &&
    !KIN.has(word) &&
    [undefined, 'person'].includes(ROLES[word]?.kind) &&
    DETERMINER.test(words[n - (jobPhrase(words, n) ? 2 : 1)] ?? '') &&
    (!noun || (noun.rank === 2 && (noun.kind === 'o' || (noun.kind === 'v' && word in JOBS))))
  );
}

/** A verb's tools: the one its verb or role is staged with (`named`), else (`tool`) a drawing its stem or gerund is a keyword of. */
function verbTools(text: Words, verbIndex: number, found: Noun[], doer: boolean) {
  const { words } = text;
  const verb = words[verbIndex]!;
  const stem = presentStem(verb);
  /** Whether a noun of `found` within three words after word `from` passes `test`. */
  const within = (from: number, test: (noun: Noun) => boolean) =>
    found.some((noun) => noun.token > from && noun.token <= from + 3 && test(noun));
  // Cutting food is the kitchen knife's work, whatever the verb's tool for wood or cloth ("chops carrots": no axe).
  const food = within(verbIndex, (noun) => FOOD.test(noun.code)) && actions.onFood.includes(stem);
  // A thing the sentence names after "with" is the one in the hand ("listens … with a stethoscope": no headphones),
  // but not straight after the verb: "tinkers with the radio" works on it.
  const withAt = words.findIndex((word, n) => n >= verbIndex + 2 && /^(?:with|holding|using)$/.test(word));
  if (withAt > 0 && withAt <= verbIndex + 8 && within(withAt, (noun) => noun.kind === 'o'))
    return { stem, named: null, tool: null, inHand: true, object: false };
  const named = food ? toolFor('slice') : toolFor(stem);
  if (named) return { stem, named, tool: named, object: false };
  // Else a drawing its stem or its gerund is a keyword of ("knit": yarn; "sweeping": the broom, "cutting": scissors).
  // …unless its gerund names a thing it acts on, not one it acts with ("opening": a window).
  const gerunds = actions.notTools.includes(stem)
    ? []
    : [`${stem}ing`, `${stem.replace(/e$/, '')}ing`, `${stem}${stem.at(-1)}ing`];
  const after = words.slice(verbIndex + 1, verbIndex + 5).join(' ');
  // …nor one that puts a thing at a drawing ("slides a pizza into the oven", not "absorbs the spill on the floor").
  const putAt = within(verbIndex + (PUTS_AT.exec(after)?.[0].split(' ').length ?? 9), () => true);
  // …nor one beside the thing the sentence names as its object ("clutches a rugby ball" holds no clutch bag).
  const object = within(verbIndex, (noun) => 'ov'.includes(noun.kind));
  // …nor a verb the tables stage (verbs.json), whose tools are actions.json's alone ("helps" is no crutch, "waits" no clock).
  const alone = BODY_ONLY.test(verb) || namesNoTool(verb, after) || putAt || object || Boolean(stemOf(verb, true));
  // A thing a role is known by, named straight after the verb, is the one in the hand ("a musician plays a violin").
  const roleThing =
    DETERMINER.test(words[verbIndex + 1] ?? '') &&
    within(verbIndex, (noun) => noun.kind === 'o' && ROLE_THINGS().has(noun.code));
  return { stem, named, tool: alone ? null : toolOf([stem, ...gerunds], !doer), object: roleThing };
}

/** A verb that puts a thing somewhere ("slides a pizza into", "sets a pie on"): the hand holds the thing, no tool a keyword of the verb names. */
const PUTS_AT =
  /^(?:(?:a|an|the|his|her|their|its|some|two|three)\s+)?(?:(?!(?:off|up|out|down|away|back|on|in|over|to|at)\s)[a-z-]+\s+){1,2}(?:into|onto|on|in|inside|under|through|across|along|off|over|from)\b/;

type VerbTools = ReturnType<typeof verbTools>;
/** The drawings of the things roles are known by (a violinist's violin, a baker's bread), once the index is loaded. */
let roleThings: Set<string> | undefined;
const ROLE_THINGS = () =>
  (roleThings ??= new Set(
    [...Object.values(JOBS).map((job) => job.tool), ...Object.keys(actions.roles)].map(
      (tool) => englishGlyph(tool ?? '')?.code ?? '',
    ),
  ));

/** A doer at word n and the thing in their hand, at their verb. */
function doerNouns(text: Words, n: number, verbIndex: number, noun: Noun | undefined, tools: VerbTools): Noun[] {
  const { words, at } = text;
  const word = words[n]!;
  const verb = words[verbIndex]!;
  const phrase = jobPhrase(words, n);
  const stemmed = agentStems(word);
  // The emoji set's own drawing of the job first (a pharmacist is a health worker), else its stem's (a climber climbing).
  const job = JOBS[phrase ?? word] ?? JOBS[word.replace(/s$/, '')];
  // The stem's activity only when the verb is it or the body acts it out alone: a surfer who waxes a board is no one surfing.
  const person =
    (job?.as ? englishGlyph(job.as) : null) ??
    (BODY_ONLY.test(verb) || actsAlone(verb) || stemmed.some((stem) => tools.stem.startsWith(stem))
      ? stemmed.map((stem) => englishGlyph(stem)).find((glyph) => glyph?.kind === 'p')
      : undefined);
  const doer: Noun = {
    code: person?.code ?? SOMEONE,
    kind: 'p',
    rank: 0,
    shared: 1,
    word: phrase ?? word,
    at: at[phrase ? n - 1 : n]!,
    locale: 'en',
    token: phrase ? n - 1 : n,
    length: phrase ? 2 : 1,
    doer: true,
  };
  // A dentist's tooth: the thing a doer's own name was found as is in their hand.
  // The verb's tool first (a carpenter saws: the saw), then the role's own (a plumber's wrench, a dentist's tooth).
  // What a doer eats or drinks is at the mouth, never its stem's thing (a runner drinking holds no running shoe).
  // What the sentence puts in the hand ("measures a plank with a tape measure") or a sleeper's empty hand: no job's tool,
  // nor when the verb acts on another thing a role is known by ("a musician plays a violin": no guitar).
  if ('inHand' in tools || (person && SLEEPS.test(verb))) return [doer];
  const held =
    tools.named ??
    ((person && !job?.tool) || tools.object || SCHEMAS[actOf(verb)?.schema ?? '']?.object === 'mouth'
      ? null
      : ((job?.tool ? toolFor(phrase ?? word.replace(/s$/, '')) : null) ??
        noun ??
        toolFor(word.replace(/s$/, '')) ??
        toolOf(stemmed))) ??
    tools.tool;
  if (!held || doing(held)) return [doer];
  return [doer, { ...held, word: verb, at: at[verbIndex]!, token: verbIndex, length: 1, tool: true }];
}

/** Whether the word at n reads as a verb: "-s" straight after a noun ("a boy flies", "Kai runs"), or "-ing"/"-ed". */
function verbLike(text: Words, n: number, { rank, kind }: Pick<FoundGlyph, 'rank' | 'kind'>, found: Noun[]): boolean {
  const { words, written } = text;
  const word = words[n]!;
  const before = words[n - 1];
  // A verb's object is no verb: "bakes cookies", "blows bubbles", "a waiter in an apron serves pancakes".
  const afterVerb =
    n > 1 &&
    PRESENT(before) &&
    !DETERMINER.test(words[n - 2]!) &&
    (nounish(words[n - 2]!, written[n - 2]!) ||
      found.at(-1)?.token === n - 2 ||
      !(FUNCTION_WORDS.test(words[n - 2]!) || ADJECTIVE.test(words[n - 2]!)));
  // "-ing" and "-ed" words are verbs unless a drawing is called so ("bed", "sled"); so is a keyword straight after a
  // noun, unless an animal after an age or kin word ("knights duel", no "baby hippo"), or a verb's stem after a plural
  // ("four roommates watch"); "autumn leaves" are leaves.
  const plural = /[^s]s$/.test(before ?? '') && Boolean(stemOf(word, true));
  // …or a verb's stem with its object after it ("a boy and his grandfather fly a kite").
  const acting = DETERMINER.test(words[n + 1] ?? '') && stemOf(word, true) === word;
  // After "a" or "the", an "-ing" word no noun follows is a thing ("hangs a painting on the wall", not "a sleeping cat").
  const next = words[n + 1];
  const named = DETERMINER.test(before ?? '') && (!stemOf(word, false) || !next || FUNCTION_WORDS.test(next));
  return (
    // What a possessive owns is no verb ("the pirate's earrings"), nor is an "-ing" word no verb ends after "a" ("an earring").
    !/'s$/i.test(written[n - 1] ?? '') &&
    ((rank > 0 && /.{3}(ing|ed)$/.test(word) && !named) ||
      (Boolean(before) &&
        !afterVerb &&
        words[n - 2] !== 'to' &&
        !DETERMINER.test(before!) &&
        !FUNCTION_WORDS.test(before!) &&
        (nounish(before!, written[n - 1]!) || found.at(-1)?.token === n - 1) &&
        (/s$/.test(word) || (rank === 2 && !(kind === 'a' && KIN.has(before!))) || plural || acting)))
  );
}

/** A prompt's words as written, in lower case without a possessive "'s", and where each starts. */
function wordsOf(text: string) {
  const matches = [...text.matchAll(/[a-z][a-z'-]*/gi)];
  const written = matches.map((match) => match[0]);
  return {
    written,
    words: written.map((word) => word.toLowerCase().replace(/'s$/, '')),
    at: matches.map((match) => match.index),
  };
}
type Words = ReturnType<typeof wordsOf>;

/** Each English noun with a drawing, longest phrase first; a modifier before another noun ("kitchen sink") yields to it. */
function englishNouns(text: Words, missing: string[]): Noun[] {
  const found: Noun[] = [];
  let n = 0;
  while (n < text.words.length) n += readNounAt(text, n, found, missing);
  return headNouns(text, found);
}

/** Reads the noun at word n into `found` (a compound with no drawing into `missing`); returns how many words it spans, 1 when none. */
function readNounAt(text: Words, n: number, found: Noun[], missing: string[]): number {
  const { words, at } = text;
  // A compound is its whole's nearest drawing or nothing, never either word alone ("a sea lion", "a telephone pole").
  const compound = compoundAt(words, n);
  if (compound) {
    const glyph = compound.name ? englishGlyph(compound.name) : null;
    if (glyph)
      found.push({ ...glyph, word: compound.phrase, at: at[n]!, locale: 'en', token: n, length: compound.length });
    else missing.push(compound.phrase);
    return compound.length;
  }
  const kin = kinAt(words, n);
  if (kin) {
    // "A flock of geese" is the geese.
    if (!(kin.table === 'herds' && words[n + 1] === 'of'))
      found.push({ ...kin, at: at[n]!, locale: 'en', token: n, length: 1 });
    return 1;
  }
  for (const length of [3, 2]) {
    const span = words.slice(n, n + length);
    if (span.length < length || span.some((word) => FUNCTION_WORDS.test(word))) continue;
    const glyph = englishGlyph(span.join(' '));
    if (glyph && keywordAsNoun(words, n, glyph)) {
      // Called as the prompt writes it ("leaves"), so its place in the text is found again.
      found.push({ ...glyph, word: span.join(' '), at: at[n]!, locale: 'en', token: n, length });
      return length;
    }
  }
  readWordAt(text, n, found);
  return 1;
}

/** Reads a noun of one word at n into `found`; or, after an animal that only names which one ("a sheep pen"), the word's other sense in that animal's place. */
function readWordAt(text: Words, n: number, found: Noun[]): void {
  const { words, written, at } = text;
  const word = words[n]!;
  if (FUNCTION_WORDS.test(word) || SEASONS.test(word)) return;
  // A measure is no thing ("a piece of cheese" is cheese), nor a verb after "to" ("to pick apples" is no pickaxe).
  const counted = COUNTED_MEASURES.test(word) && /^(an?|\d+|two|three)$/.test(words[n - 1] ?? '');
  // …nor any bare verb after "to" ("learns to fly", "teaches him to fish").
  const infinitive = words[n - 1] === 'to' && (TOOLS.has(word) || stemOf(word, true) === word);
  if (((MEASURES.test(word) || counted) && words[n + 1] === 'of') || infinitive) return;
  const glyph = glyphMeant(word, words);
  // A keyword before a noun that names what it is is a thing's part or how someone is ("a sick boy", "a lucky dog").
  const modifier =
    (HEADS.has(words[n + 1] ?? '') || (glyph?.rank === 2 && PLAIN.test(words[n + 1] ?? ''))) && glyph?.kind !== 'p';
  if (glyph && (verbLike(text, n, glyph, found) || describes(words, n) || modifier)) return;
  const last = found.at(-1);
  const sense = last?.token === n - 1 && last.kind === 'a' ? AFTER_ANIMAL[word] : undefined;
  if (sense) found.splice(-1, 1, { ...englishGlyph(sense)!, word, at: at[n]!, locale: 'en', token: n, length: 1 });
  else if (glyph && keywordAsNoun(words, n, glyph))
    found.push({ ...glyph, word, at: at[n]!, locale: 'en', token: n, length: 1 });
}

/**
 * A drawing's name counts as a noun; a keyword (rank 2) only after "a", "the", "his" or a number within two words, or
 * straight after a verb, whose object it is: a verb of the table ("nibbles cheese", "sips tea") or any "-s" word
 * after its subject's noun, for a word of the drawing's name ("grates cheese": the cheese wedge); never an adjective.
 */
function keywordAsNoun(words: string[], n: number, glyph: Pick<FoundGlyph, 'rank' | 'code'>): boolean {
  if (glyph.rank !== 2) return true;
  if (ADJECTIVE.test(words[n]!)) return false;
  const determined = words.slice(Math.max(0, n - 2), n).some((word) => DETERMINER.test(word));
  const object = n > 1 && PRESENT(words[n - 1]) && actOf(words[n - 1]!);
  return determined || Boolean(object) || namedObject(words, n, glyph.code);
}
/** A word of its drawing's name straight after an "-s" verb after its subject's noun ("grates cheese": the cheese wedge). */
const namedObject = (words: string[], n: number, code: string) =>
  n > 1 &&
  PRESENT(words[n - 1]) &&
  nounish(words[n - 2]!, words[n - 2]!) &&
  Boolean(emojiName(code, 'en')?.split(' ').includes(words[n]!));

/**
 * "kitchen sink", "birthday cake": of two nouns side by side the second is the thing; unless the second is only the
 * last word of another thing's name ("car engine" is no fire engine: the car), or a keyword after a word that is
 * no adjective ("lily pad" is no notepad). A possessive is its owner, never a modifier ("a bride's dress": the bride).
 */
function headNouns(text: Words, found: Noun[]): Noun[] {
  const { words, written } = text;
  const nouns = found.filter((noun, index) => {
    const next = found[index + 1];
    return !(
      next?.token === noun.token + noun.length &&
      next.kind !== 'p' &&
      // A person's word before an animal is its age or sex ("a baby hippo", "a mother duck"): the animal.
      ((noun.kind === 'p' && next.kind === 'a' && !(next as Noun).tool) || !(noun.rank < 2 && next.rank > 0)) &&
      !/'s$/i.test(written[noun.token + noun.length - 1]!)
    );
  });
  return nouns.filter((noun, index) => {
    const before = words[noun.token - 1] ?? '';
    const previous = nouns[index - 1];
    // …a possessive before a thing is its owner ("the boy's ball"), not a word that says which ("a horse's mane").
    const owned = /'s$/i.test(written[noun.token - 1]!) && 'ov'.includes(noun.kind);
    const unknown =
      noun.rank === 2 &&
      noun.length === 1 &&
      before &&
      !DETERMINER.test(before) &&
      !FUNCTION_WORDS.test(before) &&
      !COLOURS.test(before) &&
      !ADJECTIVE.test(before) &&
      !englishGlyph(before) &&
      !namedObject(words, noun.token, noun.code) &&
      // Someone or an animal doing the verb after it is the subject, whatever describes it ("a sunburnt surfer rubs").
      !(/[pa]/.test(noun.kind) && PRESENT(words[noun.token + 1]));
    return !(noun.rank > 0 && previous?.token === noun.token - 1 && previous.rank < 2 && !owned) && !unknown;
  });
}

/**
 * A colour or a material says what a thing looks like or is made of, never a thing of its own ("a red umbrella", "a
 * paper straw", "a clay pot"); a material is a thing where a verb or a function word follows it ("the glass breaks",
 * "a glass of water").
 */
const describes = (words: string[], n: number) =>
  (COLOURS.test(words[n]!) && !(/^an?$/.test(words[n - 1] ?? '') && FUNCTION_WORDS.test(words[n + 1] ?? 'of'))) ||
  (MADE_OF.has(words[n]!) &&
    !!words[n + 1] &&
    !FUNCTION_WORDS.test(words[n + 1]!) &&
    !(PRESENT(words[n + 1]) && actOf(words[n + 1]!)));

/** Words that say how a thing looks, not what it is: "a hollow log" is a log, "a steep street" a street. */
const ADJECTIVE = new RegExp(`^(${planWords.adjectives}|\\w+(ed|ing|en|ful|ous|al|ic|ish|less|ive|est)$)$`);

/** A word as a pattern that matches it as written. */
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the text names a word as a word of its own ("lock", not the start of "locksmith"); else where it first occurs. */
function wordAt(lower: string, word: string): number {
  const at = new RegExp(`(?<![a-z])${escaped(word.toLowerCase())}(?![a-z])`).exec(lower)?.index;
  return at ?? lower.indexOf(word.toLowerCase());
}

/** The English nouns with the doers and the things in their hands, in the order the text names them. */
function withDoers(text: string, missing: string[]): Noun[] {
  const words = wordsOf(text);
  const nouns = englishNouns(words, missing);
  const added = doers(words, nouns);
  // A doer's name found as a thing (a dentist as 🦷) is the doer now, its thing in their hand.
  const kept = nouns.filter((noun) => !added.some((extra) => extra.doer && spans(extra, noun.token)));
  const extra = added.filter((noun) => !kept.some((other) => other.code === noun.code));
  return [...kept, ...extra].sort((a, b) => a.at - b.at);
}

/**
 * The subject whose clause names the word after its verb, so acts on it: the nearest one before it in its sentence
 * with a verb between them ("the mother feeds her baby with a spoon": the mother's spoon, not the baby's).
 */
/** A subject's or a drawing's word and where the prompt names it. */
type Named = { word: string; at: number };

function actorOf(text: string, at: number, names: Named[]): string | null {
  const sentence = Math.max(text.lastIndexOf('.', at), text.lastIndexOf(';', at)) + 1;
  // …not whose thing it is ("a retriever's heartbeat"): a possessive names no doer.
  const before = names
    .filter((name) => name.at >= sentence && name.at < at && !/^[\w-]*['’]s\b/.test(text.slice(name.at)))
    .sort((a, b) => b.at - a.at);
  return (before.find((name) => actOf(text.slice(name.at, at).replace(/^\S+/, ''))) ?? before[0])?.word ?? null;
}

/** Where the text names a subject: its name, its noun, or its name's last word ("the old man" is at "man"). */
function mentionAt(lower: string, entry: { name: string; species: string; noun?: string | null }): number {
  const name = entry.name.toLowerCase();
  const last = name.split(/\s+/).pop() ?? '';
  // A name written whole is at its last word too ("The butcher sharpens": the butcher acts, not a drawing of a butcher);
  // one the plan named is at the noun the prompt calls it by ("an old man in a wheelchair" drawn as Ravi).
  const found = [name, entry.species, last]
    .filter(Boolean)
    .map((word) => {
      const at = lower.indexOf(word);
      return word === name && at >= 0 ? at + name.length - last.length : at;
    })
    .concat(entry.noun ? (new RegExp(`\\b${entry.noun}\\b`).exec(lower)?.index ?? -1) : -1)
    .filter((at) => at >= 0);
  return found.length ? Math.min(...found) : -1;
}

/** A found noun's part: a person or animal is a subject, a place the backdrop, the rest things; sky and weather are the sky's. */
function roleOf(noun: FoundGlyph): GlyphPlan['role'] | null {
  if (noun.kind === 's' || BODY.test(noun.code)) return null;
  if (noun.kind === 'l' && !WORN_ON.has(noun.code)) return 'place';
  if (noun.kind === 'p') return EVERYONE.has(noun.code) && !(noun as Noun).doer ? null : 'subject';
  // What a doer holds is a thing (🎣, an "animal" by its keyword "fish").
  return noun.kind === 'a' && !(noun as Noun).tool ? 'subject' : 'prop';
}

/** The prompt a plan's glyphs are read from: as written, in lower case, the plan's other parts, and whether it is English. */
type PlanText = { text: string; lower: string; parts: PlanParts; english: boolean };

/** The drawings a prompt names that the stock drawings do not show, with their parts and places; and what has none. */
function planGlyphs(text: string, parts: PlanParts, english: boolean): { glyphs: GlyphPlan[]; missing: string[] } {
  const plan: PlanText = { text, lower: text.toLowerCase(), parts, english };
  const missing: string[] = [];
  const glyphs: GlyphPlan[] = [];
  for (const noun of english ? withDoers(text, missing) : foreignGlyphs(text)) {
    const glyph = glyphOfNoun(noun, plan, glyphs);
    // "Another monkey" is a second one of the monkey drawn.
    const same = !glyph && / another $/.test(plan.lower.slice(Math.max(0, noun.at - 9), noun.at)) ? glyphs : [];
    if (glyph) glyphs.push(glyph);
    for (const other of same.filter((entry) => entry.code === noun.code && entry.role === 'subject')) other.count++;
  }
  const names = [
    ...parts.subjects.map((entry) => ({ word: entry.name, at: mentionAt(plan.lower, entry) })),
    ...glyphs
      .filter((glyph) => glyph.role === 'subject')
      .map((glyph) => ({ word: glyph.word, at: wordAt(plan.lower, glyph.word) })),
  ].filter((name) => name.at >= 0);
  // A subject the prompt calls by a noun the plan renamed ("a woman" drawn as Juno) acts on what its sentence names.
  const first = parts.subjects[0]?.name ?? null;
  actOnThings(plan, glyphs, names, first);
  relate(plan, glyphs, names, first);
  shownWith(glyphs);
  return { glyphs: glyphs.slice(0, 6), missing };
}

/**
 * A thing on or in a drawing that already shows it ("candles on her birthday cake", the star on a Christmas tree:
 * words.json `shownWith`) is that drawing, acted on in its place.
 */
function shownWith(glyphs: GlyphPlan[]): void {
  for (const glyph of [...glyphs]) {
    const shows = SHOWN_WITH[glyph.code];
    const part = glyphs.find((other) => other.word === glyph.relation?.with && shows?.includes(other.code));
    if (!part) continue;
    Object.assign(glyph, { by: part.by, object: part.object, verb: part.verb, relation: null });
    glyphs.splice(glyphs.indexOf(part), 1);
  }
}
const SHOWN_WITH = wordData.shownWith as Record<string, string[]>;

/** A found noun's glyph, with its part, count, size, states and pose; null when it is no drawing of its own here. */
function glyphOfNoun(noun: FoundGlyph, plan: PlanText, glyphs: GlyphPlan[]): GlyphPlan | null {
  const { text, lower, parts, english } = plan;
  const before = lower.slice(Math.max(0, noun.at - 16), noun.at);
  // An animal made of something is a thing, a toy: "a rubber duck", "a stuffed bear", "a chocolate bunny".
  const toy =
    noun.kind === 'a' && MADE_OF.has(/([a-z-]+)\s+[a-z]+$/.exec(`${before}${noun.word.toLowerCase()}`)?.[1] ?? '');
  const role = toy ? 'prop' : roleOf(noun);
  if (!role || leftOut(noun, role, plan, glyphs)) return null;
  // A doing word after a determiner is what the noun after it does ("past a sleeping hare"), not its subject's verb.
  const clause = lower
    .slice(noun.at)
    .split(/[.;!?]|,\s/)[0]!
    .replace(DOING, '$1');
  const doing = new RegExp(DOING.source).exec(lower.slice(Math.max(0, noun.at - 24), noun.at + noun.word.length))?.[2];
  return {
    word: noun.word,
    ...((noun as Noun).tool || noun.locale !== 'en' ? { name: emojiName(noun.code, 'en') ?? noun.word } : {}),
    code: noun.code,
    kind: noun.kind,
    role,
    count: english ? Math.min(6, Math.max(manyOf(noun, role, before), countBefore(text, noun.at))) : 1,
    // A young one ("a calf", "a baby elephant") is small; an animal's other sex or age is drawn beside it ("a peacock… a peahen").
    size: sizeOf(before) ?? ((noun as Noun).table === 'young' || /\b(?:baby|newborn) $/.test(before) ? 'tiny' : null),
    // Its colour and states, said right before it ("a filthy pig", "a cracked blue vase"): tinted, marked.
    ...looksBefore(lower.slice(Math.max(0, noun.at - 30), noun.at)),
    by: null,
    relation: null,
    pose: role === 'subject' ? parts.poseOf(doing ?? clause) : 'stand',
    ...(role === 'subject' && parts.actOf?.(clause) ? { act: parts.actOf(clause)! } : {}),
  };
}

/** The anatomical heart, the lungs and the brain. */
const ORGANS = new Set(['1fac0', '1fac1', '1f9e0']);

/** Clothes, shoes, hats and jewellery (src/data/words.json `wornGlyphs`, code ranges): what someone is in may be worn ("a man in a raincoat"), anything else holds them ("a baby in a pram", "a dad in leaves"). */
const wornGlyph = (code: string, n = parseInt(code, 16)) =>
  wordData.wornGlyphs.some(([from, to]) => n >= parseInt(from!, 16) && n <= parseInt(to!, 16));

/** Whether a found noun with a part is still no glyph of its own: a category, a person or family word, one drawn already, a part of a thing, something worn. */
function leftOut(noun: FoundGlyph, role: GlyphPlan['role'], plan: PlanText, glyphs: GlyphPlan[]): boolean {
  const { lower, parts, english } = plan;
  // A subject is found by its name ("tiger") or a keyword of one or two drawings ("sheep": a ewe, a ram), never by a
  // category many share ("zoo", "farm"), unless it names a doer ("a cyclist": someone biking).
  if (role === 'subject' && noun.rank === 2 && noun.shared > 2 && !(noun.kind === 'p' && AGENT.test(noun.word)))
    return true;
  // Without a determiner to tell a noun, a person is found by name only ("campo" is no farmer).
  if (role === 'subject' && !english && noun.kind === 'p' && noun.rank === 2) return true;
  // Someone the rig draws by their role is never an animal a keyword links ("a pirate" is no parrot).
  if (
    english &&
    noun.rank === 2 &&
    noun.kind === 'a' &&
    parts.subjects.some((entry) => entry.kind === 'person' && entry.noun === noun.word)
  )
    return true;
  // Family and age words are people of an age on the rig, never a drawing ("father" is no Father Christmas, a baby no 👶 head, a dad no cap).
  if (english && KIN.has(noun.word) && (noun.kind === 'p' || noun.rank === 2)) return true;
  // An organ (the anatomical heart, the lungs, the brain) is no thing of a comic moment: not by a keyword ("holds his
  // breath", "a heartbeat"), nor inside the someone it is of ("listens to a boy's heart").
  const owned = /(?:['’]s|\b(?:his|her|their|its|my|your|our))\s+(?:[a-z-]+\s+)?$/.test(lower.slice(0, noun.at));
  if (ORGANS.has(noun.code) && (noun.rank === 2 || owned)) return true;
  const { table, tool } = noun as Noun;
  const drawn = glyphs.some(
    (other) => other.code === noun.code && (other.word === noun.word || !(table || kinAt([other.word], 0))),
  );
  if (drawn || (english && !tool && !compoundSpans(noun.word).length && stockDraws(noun.word, parts))) return true;
  // A part of a thing ("the edge of a bathtub") is that thing's.
  if (english && PART_OF.test(noun.word) && lower.startsWith(' of ', noun.at + noun.word.length)) return true;
  // A thing someone is in or wears is their look, not a thing beside them ("a beekeeper in a white suit"); clothes anyone is in ("a lumberjack in a plaid shirt").
  const near = lower.slice(Math.max(0, noun.at - 40), noun.at);
  // Someone drawn by what they wear or have ("person in tuxedo", "person: beard") is one's look here.
  const dressed =
    noun.kind === 'p' && /^(?:person|man|woman)(?: in | with |: | wearing )/.test(emojiName(noun.code, 'en') ?? '');
  // …never the tool of a verb said after it ("a man in a white apron slices bread": the knife).
  return (
    english &&
    !(tool && !wornLook(noun.word)) &&
    (noun.kind !== 'p' || noun.rank === 2 || dressed) &&
    ((worn(near) && (dressed || wornLook(noun.word) || wornGlyph(noun.code) || Boolean(stemOf(noun.word, false)))) ||
      HAIR_LOOK.test(lower.slice(Math.max(0, noun.at - 40), noun.at + noun.word.length)) ||
      (wornLook(noun.word) && IN.test(near)))
  );
}

/**
 * How many its word says: a herd three, animals named in the plural with no number ("her piglets", "the geese") two,
 * three "of" them; a thing named in the plural of its name or nearest noun ("bricks", "potatoes") a small group of
 * three, never a verb in "-s" ("holds").
 */
function manyOf(noun: FoundGlyph, role: GlyphPlan['role'], before: string): number {
  const { table, tool } = noun as Noun;
  if (table === 'herds') return 3;
  const singular = englishGlyph(noun.word);
  if (noun.kind === 'a' && !tool && (singular?.word ?? noun.word.replace(/s$/, '')) !== noun.word)
    return / of $/.test(before) ? 3 : 2;
  return role === 'prop' && !tool && (singular?.rank ?? 2) < 2 && singular!.word !== noun.word ? 3 : 1;
}

/** Who acts on each thing (the subject whose clause names it), whether it is their verb's object, and the verb that places it. */
function actOnThings(plan: PlanText, glyphs: GlyphPlan[], names: Named[], first: string | null): void {
  const { lower, english } = plan;
  const firstProp = glyphs.find((entry) => entry.role === 'prop');
  for (const glyph of glyphs.filter((entry) => entry.role === 'prop')) {
    const at = wordAt(lower, glyph.word);
    // What is aimed "at" ("aims a bow at a target") is over there, not in the hand; what is stared at is the look's.
    const before = lower.slice(0, at);
    // …unless the verb touches it where it acts ("pecks at corn", "scrubs at a stain": at the beak, in the hand).
    const act = actOf(before.slice(-60));
    const atIt = english && /\bat (?:a |an |the |his |her |their |its )?(?:[a-z]+ )?$/.test(before);
    const aimedAt = atIt && act?.particle !== 'at' && !touches(act?.schema);
    glyph.by = aimedAt ? null : (actorOf(lower, at, names) ?? first);
    // In a language read by its annotations, the first thing named is what its actor acts on.
    const near = lower.slice(Math.max(0, at - 40), at);
    // …inflected, or a bare stem after a plural subject ("they fly a kite").
    const bare = english && BARE_VERB_OBJECT.exec(near);
    const lead = english ? (VERB_OBJECT.exec(near) ?? (bare && stemOf(bare[1]!, true) ? bare : null)) : null;
    if (english ? (atIt && !aimedAt) || lead : glyph === firstProp) glyph.object = true;
    // Its own verb puts it where that verb acts ("slips… while holding a parcel": in the hand, not at the feet).
    const own = lead && actOf(lead[0].trim().split(/\s+/)[0]!)?.schema;
    if (own && SCHEMAS[own]?.object) Object.assign(glyph, { verb: own });
  }
}

/** A verb right before a thing, past its determiner and up to two describing words: "pushes a heavy cart", "carries two bags". */
const VERB_OBJECT =
  /\b[a-z]{2,}(?:s|ing|ed)\s+(?:(?:a|an|the|his|her|their|its|some|two|three|four|five)\s+)?(?:(?!(?:in|on|at|to|by|of|from|into|onto|over|under|along|across|through|up|down|off|with|near|past|toward|towards|around)\s)[a-z-]+\s+){0,2}$/;

const BARE_VERB_OBJECT =
  /\b([a-z]{2,})\s+(?:a|an|the|his|her|their|its|some|two|three)\s+(?:(?!(?:in|on|at|to|by|of|from|with)\s)[a-z-]+\s+){0,2}$/;

/** A verb and the thing it acts on right before a preposition ("brushes paint onto", "tightens a pipe under"), not a verb and its particle or manner ("climbs up", "walks slowly into"). */
const ON_THE_WAY =
  /\b[a-z]{2,}(?:s|ed)\s+(?:(?:a|an|the|his|her|their|its|some)\s+)?(?!(?:down|back|away|out|up|off|around|along|across|over|about|together|home|here|there|asleep|awake|alone|still|[a-z]+ly)\s)[a-z-]{3,}\s+$/;

/** A determiner and a doing word before a noun: "a sleeping hare", "the barking dog". */
const DOING = /\b(a|an|the|his|her|its|their) ([a-z]{3,}ing)(?= [a-z])/g;

/** "In a …", up to two words before the thing. */
/** Hair and beards are how someone looks ("a bald grandpa", "with curly hair"), never a drawing of their own. */
const HAIR_LOOK =
  /(?:^|\s)(?:bald|curly)$|\bwith\s+(?:[\w-]+\s+){0,3}(?:hair|beard|moustache|mustache|braids?|ponytail)$/;
const IN = /\bin\s+(?:(?:a|an|the|his|her|their)\s+)?(?:[a-z-]+\s+){0,2}$/;
const WORN_BY =
  /(?:\b([a-z]+)\s+in|\bwearing|\bdressed in)\s+(?:(?:a|an|the|his|her|their)\s+)?(?:(?![a-z]+[^su]s\s)[a-z-]+\s+){0,2}$/;
/** Whether the words before a thing put someone in it or wear it: "a lady in a …", "wearing a …", up to two words before the thing. */
function worn(near: string): boolean {
  const [match, who] = WORN_BY.exec(near) ?? [];
  return Boolean(match) && (!who || someoneNoun(who) || (AGENT.test(who) && !englishGlyph(who)));
}

/** The prepositions of place, as relations (the longer first), from src/data/words.json. */
const PREPOSITIONS = relationWords<Relation | 'through'>(wordData.prepositions);
/** A preposition, then up to two describing words before the noun (no preposition among them: "curls up in a shoe" is in it). */
const BEFORE_NOUN = new RegExp(
  `\\b(${planWords.placing})\\s+(?:(?:the|a|an|his|her|their|its)\\s+)?(?:(${wordData.partsOf})\\s+of\\s+)?(?:(?:the|a|an|his|her|their|its|some|two|three)\\s+)?(?:(?![a-z]+[^su]s\\s|(?:${planWords.placing})\\s)[a-z-]+\\s+){0,2}$`,
);
const PART_OF = new RegExp(`^(?:${wordData.partsOf})$`);
/** Things a person holds in one hand: what they do something "in" (fireflies caught in a jar, berries gathered in a basket) is in that hand, not round them. */
const IN_HAND = (glyph: GlyphPlan) =>
  glyph.kind === 'o' && !(sizes.large as Record<string, unknown>)[glyph.code] && glyph.size !== 'huge';

/**
 * On, under, in, beside, behind, above, through, from: a glyph named right after a preposition stands so to the
 * subject or drawing named last before it in its sentence (the first subject when the plan renamed it: "a boy" is Leo).
 */
function relate(plan: PlanText, glyphs: GlyphPlan[], names: Named[], first: string | null) {
  const { lower } = plan;
  const { subjects, things: held } = plan.parts;
  const people = new Set(figuresOf(subjects, glyphs).flatMap((entry) => (entry.person ? [entry.name] : [])));
  // A tool, named by its verb ("a painter on a ladder paints"), is in its actor's hand, never placed by a preposition.
  const things = glyphs.filter((entry) => !(PRESENT(entry.word) && englishGlyph(entry.word)?.code !== entry.code));
  for (const glyph of things) {
    const at = wordAt(lower, glyph.word);
    const match = at > 0 ? BEFORE_NOUN.exec(lower.slice(Math.max(0, at - 40), at)) : null;
    const relation = match && PREPOSITIONS.find(([pattern]) => pattern.test(match[1]!))?.[1];
    if (!relation) continue;
    const prep = at - (lower.slice(Math.max(0, at - 40), at).length - match!.index);
    const others = [
      ...names,
      ...things
        .filter((other) => other !== glyph && !(PRESENT(other.word) && actOf(other.word)))
        .map((other) => ({ word: other.word, at: wordAt(lower, other.word) })),
    ];
    const sentence = Math.max(lower.lastIndexOf('.', prep), lower.lastIndexOf(';', prep)) + 1;
    if (!placesBy(match![1]!, lower.slice(sentence, prep), lower.slice(prep))) continue;
    const nearest =
      others
        .filter((other) => other.at >= sentence && other.at < prep && other.word !== glyph.word)
        .sort((x, y) => y.at - x.at)[0]?.word ?? (glyph.role === 'subject' ? null : first);
    // Where a thing a verb keeps in use is ("reads a newspaper on the couch") is where its doer is.
    const kept = things.find((other) => other.word === nearest && other.by && people.has(other.by));
    const keeps = Boolean(kept) && !IN_HAND(glyph) && KEEPS.has(actOf(lower.slice(sentence, prep))?.schema ?? '');
    const what = keeps ? kept!.by! : nearest;
    if (!what) continue;
    // A person is never inside a hand-sized thing, nor a thing gathered in it: it is in their hand, what they act on; nor on, in or under where
    // they put a thing the picture does not draw ("brushes paint onto a door", "tightens a pipe under the sink"): they act at it.
    // Nor on a hand-sized thing their verb's tool works ("types on a laptop", "sketches on a pad"), nor on any thing a
    // verb of the hands works on ("taps on a keyboard", "bangs on a drum"): they work at it.
    const verb = /([a-z]+)\s+$/.exec(lower.slice(sentence, prep))?.[1] ?? '';
    // Someone acted on and named straight before it is in or on it ("pushes a patient in a wheelchair").
    const named = others.find((other) => other.word === what && subjects.some((entry) => entry.name === what));
    const own = named !== undefined && /^[a-z-]+\s+$/.test(lower.slice(named.at, prep));
    if (
      people.has(what) &&
      !keeps &&
      ((ON_THE_WAY.test(lower.slice(sentence, prep)) && !own) ||
        (relation === 'on' &&
          glyph.kind === 'o' &&
          ((IN_HAND(glyph) && TOOLS.has(presentStem(verb))) || SCHEMAS[actOf(verb)?.schema ?? '']?.object === 'hand')))
    ) {
      // …unless it is the stock thing in their hand they put there ("posts a letter into a mailbox").
      const put = held.find((thing) => thing.owner === what && lower.slice(sentence, prep).endsWith(`${thing.word} `));
      const acted = put ? { relation: { relation, with: put.word, placed: 'other' as const } } : { object: true };
      Object.assign(glyph, { by: what }, acted);
    } else if (
      (relation === 'in' || relation === 'inside') &&
      IN_HAND(glyph) &&
      (people.has(what) ||
        (match![1] !== 'into' && things.some((other) => other.word === what && other.role !== 'subject')))
    )
      Object.assign(glyph, { by: people.has(what) ? what : glyph.by, object: true });
    // A place something is on, under or in is a thing of the picture, where it is (a pigeon on a statue).
    else
      Object.assign(
        glyph,
        { relation: { relation, with: what, placed: 'other', ...(match![2] ? { part: match![2] } : {}) } },
        glyph.role === 'place' ? { role: 'prop' } : {},
      );
  }
}

/** Acts of the whole body a role's head and shoulders can crown (a builder carrying, a farmer pushing): the rig does them under the role's drawing. */
const BODY_ACTS = new Set<Pose>([...(Object.keys(actions.bodyActs) as Pose[]), 'row', 'throw']);

/** Poses a drawing shows as well as a rig: anything else a person does is the rig's to show. */
const STILL = new Set<Pose>(['stand', 'walk', 'hold', 'reach', 'point', 'wave', 'cheer', 'drive', 'ride']);

const SETTING_NAMES = new Set(Object.values(wordData.places));
const MATERIALS = new Set(wordData.placeMaterials);
/** Places by the drawings of what they are known for (src/data/words.json `sites` and `placeKinds`): a backdrop's own name ("train station") draws itself; a place that only holds a backdrop's word ("a movie theater", "the school gym") is a place of its own. */
const PLACE_THINGS = new Map(
  Object.entries(SITES)
    .filter(
      ([place]) => !BACKDROPS.some(([pattern]) => pattern.exec(place)?.[0] === place) && !SETTING_NAMES.has(place),
    )
    .map(([place, [, ...things]]) => [place, things]),
);
/** Place words their neighbours read (src/data/words.json `placeSenses`): the court a tennis player is on is a tennis court, the ring a boxer is in a boxing ring; read by none, the word's own place (no place unless it is one). Place words hold no pattern's signs. */
const senseOf = (word: string, lower: string) =>
  Object.entries((wordData.placeSenses as Record<string, Record<string, string>>)[word] ?? {}).find(([, near]) =>
    new RegExp(near).test(lower),
  )?.[0] ?? word;
/** A place after "in", "at", "on", "by"…, the longest name first ("hotel lobby" before "hotel"), or its plural; compiled once, it is long. */
const PLACE_AFTER = `\\b(in|at|on|of|by|beside|behind|toward|towards|into|inside|outside|near|across|through|along|down|up|onto|over|from|off|past|aboard|around|round) (?:the |a |an |his |her |their |my |its |our )?`;
const PLACE_NAMED = new RegExp(
  `${PLACE_AFTER}(?:[a-z'-]+ )??(${[...PLACE_THINGS.keys(), ...Object.keys(wordData.placeSenses)]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join('|')})(?:e?s)?\\b`,
  'g',
);

/** The first words of compound places ("the duck pond", "the ice rink"), which no place is named by whole. */
const COMPOUND_PLACE = new RegExp(
  `${PLACE_AFTER}([a-z]+) (${Object.keys(PLACES)
    .filter((place) => !place.includes(' '))
    .join('|')})\\b`,
  'g',
);
const compoundsOf = (lower: string) =>
  [...lower.matchAll(COMPOUND_PLACE)]
    .filter(([, , thing, place]) => !PLACES[`${thing} ${place}`])
    .map(([, , thing]) => thing!);
/** The thing a compound place is named for: an animal, a plant, a vehicle or an object, no material. */
const namedFor = (compounds: string[]) =>
  compounds
    .filter((thing) => !MATERIALS.has(thing))
    .map((thing) => englishGlyph(thing))
    .filter((glyph) => glyph && glyph.rank <= 1 && 'agvo'.includes(glyph.kind))
    .map((glyph) => glyph!.word)
    .slice(-1);

/** The place the text names after a preposition (the last one: "a bench at the bus stop" is at the bus stop; "the roof of the shed" is up on a roof); a bus or a train is a place only inside it. */
export function siteNamed(lower: string) {
  // A place before another place noun only names it: "the hotel kitchen" is a kitchen.
  const found = [...lower.matchAll(PLACE_NAMED)]
    .filter(
      (match) =>
        PLACE_THINGS.has(senseOf(match[2]!, lower)) &&
        !(match[1] === 'of' && /\broofs? $/.test(lower.slice(0, match.index))) &&
        (!INSIDE_PLACES.has(match[2]!) ||
          // …but what is loaded into a van is put in it from outside ("loads boxes into a van").
          (/^(in|on|into|inside|aboard|onto)$/.test(match[1]!) &&
            !(/^(?:into|onto)$/.test(match[1]!) && ON_THE_WAY.test(lower.slice(0, match.index)))) ||
          /\bin the (back|front|rear) $/.test(lower.slice(0, match.index))) &&
        !PLACES[/^ ([a-z]+)/.exec(lower.slice(match.index + match[0].length))?.[1] ?? ''],
    )
    .pop();
  if (!found) return null;
  const word = found[2]!;
  // A plural ("in the greenhouses") ends after its word.
  const at = found.index + found[0].lastIndexOf(word);
  // Past it ("past a row of shops") is outside it too.
  const outside =
    /^(outside|beside|behind|toward|towards|past)$/.test(found[1]!) ||
    /\bpast (?:[a-z]+ ){0,3}$/.test(lower.slice(0, at));
  return { place: senseOf(word, lower), word, at, end: found.index + found[0].length, outside };
}

/**
 * The drawings of the place the text names ("in the bathroom": a bathtub; "in the salon": a barber pole, a mirror, a
 * chair), when none is drawn yet: a place's own building large behind everyone, the others along its back, its dressing.
 */
function placeThing(lower: string, glyphs: GlyphPlan[]): GlyphPlan[] {
  const { place, word, outside } = siteNamed(withoutCompounds(lower)) ?? {};
  const compounds = compoundsOf(lower);
  if (glyphs.some((glyph) => glyph.role === 'place')) return [];
  // What a place is made of ("the ice rink", "a stone path") is its ground, no thing on it; the bus someone is on, the train of a train carriage, the 🚇 of 地下鉄, is the room they are in, not a thing drawn in it.
  keepOnly(
    glyphs,
    (glyph) =>
      glyph.role === 'subject' ||
      !(
        (MATERIALS.has(glyph.word) && compounds.includes(glyph.word)) ||
        (place && (glyph.code === englishGlyph(place)?.code || [...place.split(' '), word].includes(glyph.word)))
      ),
  );
  // Outside a place where no town is, its yard's drawings (words.json `yards`: behind a cabin, the hut and its wood).
  const yard = outside && place ? YARDS[place]?.slice(1) : undefined;
  const found = [...namedFor(compounds), ...(place ? (yard ?? PLACE_THINGS.get(place)!) : [])]
    .map((name) => englishGlyph(name))
    .filter(
      (glyph, index, all) =>
        glyph &&
        !glyphs.some((other) => other.code === glyph.code) &&
        all.findIndex((other) => other?.code === glyph.code) === index,
    );
  // One building at most: the first the place is known for.
  return found
    .filter((glyph) => glyph!.kind !== 'l' || glyph === found.find((other) => other!.kind === 'l'))
    .slice(0, 4)
    .map((glyph) => ({
      word: glyph!.kind === 'l' ? place! : glyph!.word,
      code: glyph!.code,
      kind: glyph!.kind,
      role: 'place',
      count: 1,
      size: null,
      by: null,
      relation: null,
      pose: 'stand',
    }));
}

/** What the setting draws anyway: never a drawing of its own. */
const SCENERY = new Set(wordData.scenery);

interface PlanParts {
  /** The story's characters the prompt may name: they keep their rig and look. */
  named: string[];
  subjects: SubjectPlan[];
  things: ThingPlan[];
  /** Subjects that neither a rig nor a stock drawing shows. */
  unknown: SilhouettePlan[];
  supports: SupportPlan[];
  flock: string | null;
  /** The verb a clause gives its subject, and its act in the verb table. */
  poseOf: (clause: string) => Pose;
  actOf?: (clause: string) => Act | null;
  /** The prompt in its own language, when the plan reads its English gloss. */
  original?: string;
}

/** Whether a stock drawing shows the word already: a prop, a vehicle, a place, a support, the time or weather. */
function stockDraws(word: string, parts: PlanParts): boolean {
  // A place word ("kitchen", "forest", "harbour") is the setting's to draw; a thing named after one is not ("a wedding ring").
  const head = 'ov'.includes(englishGlyph(word)?.kind ?? '-') ? word.split(' ').at(-1)! : word;
  return Boolean(
    SCENERY.has(word) ||
    stockThing(word) ||
    parts.supports.some((support) => support.kind === word) ||
    // …but a thing its site row draws ("fixes the toilet") is that thing, the site only when a preposition names it.
    (settingOfText(head) && !SITES[head]?.includes(emojiName(englishGlyph(head)?.code ?? '', 'en') ?? '')) ||
    backdropOf(head) ||
    timeOfText(head) ||
    weatherOfText(head) ||
    word === parts.flock,
  );
}

/**
 * A stock prop or vehicle (a ship drawn as the stock boat, a dagger as its sword), unless the stock drawing only stands
 * in for a thing a drawing is named for (a taxi is no red car, a motorcycle no bicycle, a package no treasure chest).
 */
function stockThing(word: string): boolean {
  const stock = PROP_WORDS[word] ?? VEHICLE_WORDS[word];
  if (!stock) return false;
  const own = englishGlyph(word);
  return !(
    own?.rank === 0 &&
    ['o', 'v'].includes(own.kind) &&
    !BODY.test(own.code) &&
    !singulars(word).includes(stock) &&
    !wordData.stockKeeps.includes(word)
  );
}

/**
 * The vocabulary's part in a plan: its drawings, the subjects drawn as one (an unnamed plumber, a giraffe the rigs
 * would only stand in for) and the subjects left with no drawing at all (returned as `silhouettes`, drawn nowhere).
 */
export function vocabularyOf(text: string, english: boolean, parts: PlanParts) {
  const plan: PlanText = { text, lower: text.toLowerCase(), parts, english };
  const { glyphs, missing } = planGlyphs(text, parts, english);
  if (parts.original) glyphs.push(...glossedGlyphs(parts, glyphs));
  const kept = subjectGlyphs(glyphs, parts, rigSubjects(plan));
  sayWhatIsASubject(kept, parts);
  replaceStandIns(kept, parts);
  // A place no backdrop draws is seen by the thing it is known for, behind everyone (a bathroom's bathtub, a barn).
  kept.push(...placeThing(plan.lower, kept));
  const silhouettes = silhouettesOf(plan, kept, missing);
  seatRider(parts, kept);
  carryAnimals(plan, kept);
  reachForThings(parts, kept, plan.lower);
  return { glyphs: kept, silhouettes };
}

const codeOf = (word: string) => englishGlyph(word)?.code;
/** Keeps in a list only the entries `keep` passes. */
const keepOnly = <T>(list: T[], keep: (entry: T) => boolean) => list.splice(0, list.length, ...list.filter(keep));

/** Who acts in a picture: each subject on its rig, and each drawing of one, by name. */
export const figuresOf = (subjects: SubjectPlan[], glyphs: GlyphPlan[]) => [
  ...subjects.map(({ name, does, act, kind }) => ({ name, does, act, person: kind === 'person' })),
  ...glyphs
    .filter((glyph) => glyph.role === 'subject')
    .map(({ word, pose, act, kind }) => ({ name: word, does: pose, act, person: kind === 'p' })),
];
/** Whether a drawing names a subject by its species or noun ("farmers" a farmer). */
const namesSubject = ({ word, kind }: Pick<GlyphPlan, 'word' | 'kind'>, entry: SubjectPlan) =>
  singulars(word).some((form) =>
    [entry.species, entry.noun].some(
      // …or a drawing of someone or an animal by words ending in its noun ("a pregnant woman", "a polar bear").
      (noun) => noun && (form === noun || ('pa'.includes(kind) && form.endsWith(` ${noun}`))),
    ),
  );

/**
 * The subjects a rig draws as itself: a cat, a knight, Mira. A person the prompt or the story names keeps its rig; one
 * the plan named for it ("a farmer" drawn as Amos) need not. A stand-in whose nearest drawing is only its rig's own
 * kind (a pelican the bird) keeps the rig, which takes its colours and size.
 */
function rigSubjects(plan: PlanText): SubjectPlan[] {
  const named = (entry: SubjectPlan) =>
    plan.parts.named.includes(entry.name) ||
    (!/^(the|another) /.test(entry.name) && plan.lower.includes(entry.name.toLowerCase()));
  const nearestKinds = nearest.nearest as Partial<Record<string, string[]>>;
  return plan.parts.subjects.filter(
    (entry) =>
      !(entry.standIn && !nearestKinds[entry.kind]?.includes(entry.species)) &&
      !(entry.kind === 'person' && !named(entry)),
  );
}

/**
 * A glossed prompt's things and creatures the gloss does not name, found in its own language's annotations (足球 of
 * 男孩踢足球, 鸡 of 狐狸偷了农夫的鸡); those it names are the plan's subjects already.
 */
function glossedGlyphs(parts: PlanParts, glyphs: GlyphPlan[]): GlyphPlan[] {
  const original = parts.original!;
  const glossed = glossWords(original).flatMap((entry) =>
    entry.part === 'who' ? [original.slice(entry.at, entry.at + entry.length)] : [],
  );
  const unnamed = (extra: GlyphPlan) =>
    extra.role === 'prop' ||
    (extra.role === 'subject' &&
      !personRole(extra) &&
      !glossed.some((word) => word.includes(extra.word) || extra.word.includes(word)));
  return planGlyphs(original, parts, false).glyphs.filter(
    (extra) => unnamed(extra) && !glyphs.some((glyph) => glyph.code === extra.code),
  );
}

/**
 * The glyphs the subjects leave to draw. What a rig draws as itself is not drawn again ("a black cat" on the cat's
 * rig); a subject drawn as a glyph takes it, and what the glyph's word acted on its subject acts on now ("a farmer
 * milks…" drawn as Amos).
 */
function subjectGlyphs(glyphs: GlyphPlan[], parts: PlanParts, onRig: SubjectPlan[]): GlyphPlan[] {
  const rigCodes = new Set(
    onRig.flatMap((entry) => [codeOf(entry.species || entry.kind), codeOf(entry.name)]).filter(Boolean),
  );
  // "a black cat" on the cat's rig: a drawing whose head noun a rig draws is that rig's.
  // "Mira, a farmer," on her rig: her role's drawing is hers.
  const rigWords = new Set(
    onRig.flatMap((entry) => [entry.species, entry.kind, entry.name.toLowerCase(), entry.noun?.split(' ').pop()]),
  );
  const onRigWord = (word: string) => singulars(word.split(' ').pop()!).some((form) => rigWords.has(form));
  // Whatever the drawing's word held, or stood on, in or under, is the subject's.
  const renameActor = (word: string, name: string) =>
    glyphs.forEach((other) => {
      if (other.by === word) other.by = name;
      if (other.relation?.with === word) other.relation.with = name;
    });
  const kept: GlyphPlan[] = [];
  for (const glyph of glyphs.filter((entry) => !rigCodes.has(entry.code) && !onRigWord(entry.word))) {
    // The subjects a subject drawing may be (none its rig draws), called by its word or by their name's last word.
    const free = glyph.role === 'subject' ? parts.subjects.filter((entry) => !onRig.includes(entry)) : [];
    const called = (entry: SubjectPlan) =>
      namesSubject(glyph, entry) || entry.name.toLowerCase().endsWith(` ${glyph.word}`);
    // A job the rig dresses for (a guard's cap and uniform) keeps the rig, and whatever the drawing's word held is its.
    const uniformed = free.find(
      (entry) =>
        glyph.kind === 'p' && entry.kind === 'person' && dressedJob(JOBS[entry.noun ?? entry.species]) && called(entry),
    );
    const subject = uniformed ? undefined : subjectDrawnAs(glyph, free, called);
    // A person drawn on the rig for what it does (a musician who plays) is still who holds what the word held.
    const drawn = uniformed ?? subject ?? free.find((entry) => entry.kind === 'person' && namesSubject(glyph, entry));
    if (drawn) renameActor(glyph.word, drawn.name);
    // …and so is each of its kind the prompt counts ("two squirrels": both the squirrel, none on a stand-in's rig).
    if (subject)
      for (const same of parts.subjects)
        if (same === subject || (same.species === subject.species && !same.glyph && !onRig.includes(same)))
          same.glyph = glyph.code;
    if (!drawn) kept.push(glyph);
  }
  return kept;
}

/**
 * The subject a subject glyph draws: an unnamed person or a stand-in animal becomes its drawing, keeping its place and
 * target; a person whose rig shows what it does (sleeps, runs, climbs) keeps the rig, for the action, unless the job's
 * own drawing is whole and does it (a ballerina: 💃).
 */
function subjectDrawnAs(glyph: GlyphPlan, free: SubjectPlan[], called: (entry: SubjectPlan) => boolean) {
  const bust = BUST.test(glyph.code);
  return free.find(
    (entry) =>
      !entry.glyph &&
      !(
        entry.kind === 'person' &&
        !STILL.has(entry.does) &&
        !(BODY_ACTS.has(entry.does) && bust) &&
        !(JOBS[entry.species]?.as && !bust)
      ) &&
      (called(entry) || codeOf(entry.species) === glyph.code),
  );
}

/** What the sentence makes a subject (a helicopter hovers) is one, whatever its kind, and does what it is said to. */
function sayWhatIsASubject(kept: GlyphPlan[], parts: PlanParts): void {
  for (const glyph of kept) {
    const said = parts.unknown.find(
      (entry) => singulars(glyph.word).includes(entry.word) || entry.label === glyph.word,
    );
    if (said && !glyph.object)
      Object.assign(
        glyph,
        { role: 'subject', pose: glyph.pose === 'stand' ? said.pose : glyph.pose },
        said.act ? { act: said.act } : {},
      );
  }
}

/** A stock stand-in a drawing replaces (the car drawn for a tractor) is not drawn too; whoever held it holds the drawing. */
function replaceStandIns(kept: GlyphPlan[], parts: PlanParts): void {
  for (const glyph of kept) {
    const stood = parts.things.findIndex((thing) => thing.word.toLowerCase() === glyph.word);
    if (stood < 0) continue;
    const [thing] = parts.things.splice(stood, 1);
    const owner = parts.subjects.find((entry) => entry.name === thing!.owner && entry.holds === thing!.kind);
    if (owner) {
      owner.holds = null;
      glyph.by = owner.name;
    }
  }
}

/**
 * The subjects left with no drawing: not one a drawing now shows, nor a hat or glasses someone wears (their look); and
 * each compound with no drawing near it, left out and said so.
 */
function silhouettesOf(plan: PlanText, kept: GlyphPlan[], missing: string[]): SilhouettePlan[] {
  const { parts, lower, english } = plan;
  const silhouettes = parts.unknown.filter(
    (entry) =>
      !(
        english &&
        wornLook(entry.label) &&
        /\b(?:in|wearing)\s+(?:\S+\s+){0,3}$/.test(lower.slice(0, lower.indexOf(entry.label)))
      ) &&
      !kept.some(
        (glyph) =>
          (glyph.role === 'subject' || glyph.word === entry.label) &&
          (singulars(glyph.word).includes(entry.word) ||
            entry.label.includes(glyph.word) ||
            glyph.word.includes(entry.label) ||
            codeOf(entry.word) === glyph.code),
      ),
  );
  const compounds = missing
    .filter((phrase) => !silhouettes.some((entry) => entry.label === phrase))
    .map((phrase): SilhouettePlan => ({ word: phrase, label: phrase, kind: 'object', size: null, pose: 'stand' }));
  const said = [...silhouettes, ...compounds];
  if (!english) return said;
  // A body part named is the figure's own ("washes her hands"), never a drawing apart, unless it is one of its own ("a
  // dog chews a bone"). A person the prompt names is never drawn as another sense of the word too ("four campers": no camper van).
  const ownParts = kept.filter(
    (glyph) =>
      (glyph.role !== 'place' &&
        singulars(glyph.word).some((form) => BODY_PARTS.has(form)) &&
        !/\b(?:a|an|another|some)\s+(?:[a-z-]+\s+)?$/.test(lower.slice(0, wordAt(lower, glyph.word)))) ||
      (glyph.role === 'prop' && parts.subjects.some((entry) => entry.kind === 'person' && namesSubject(glyph, entry))),
  );
  const left = namedButUndrawn(plan, kept, said);
  // A compound's head left out is not drawn as its modifier ("a brick oven" is no brick): the modifier was its look.
  // …but a verb's tool before its object is no modifier ("pours broth": the pouring stays).
  const modifiers = kept.filter(
    (glyph) => !stemOf(glyph.word, false) && left.some((entry) => lower.includes(`${glyph.word} ${entry.label}`)),
  );
  keepOnly(kept, (glyph) => !ownParts.includes(glyph) && !modifiers.includes(glyph));
  return [...said, ...left];
}

/** Common English nouns of things (data/wordnet-things.json: made things, animals, foods, plants, substances). */
const THINGS = new Set(wordnetThings.things.split(' '));
/** Where it happens ("on a bench", "at the altar"): the setting's, which draws its own things. */
const PLACE_PREPOSITION = new RegExp(`^(?:${planWords.placePrepositions})$`);
/** Words after a noun phrase: its prepositions, conjunctions and "who". */
const PHRASE_END = /^(?:of|with|to|for|into|onto|off|up|out|and|or|but|while|as|who|that|before|after|toward|towards)$/;
/** Words a setting draws or is (scenery, the sky's, the weather's, places), or a part of a thing ("the roof"). */
const settingWord = (form: string) =>
  PART_OF.test(form) ||
  [wordData.scenery, wordData.celestial].some((list) => list.includes(form)) ||
  [PLACES, SITES, wordData.weatherWords, wordData.timeWords].some((table) => form in table);
/**
 * A noun of a thing: listed, or a drawing's own name of a thing, an animal, a plant or a vehicle (never a person's, a
 * body part's, the figure's own, nor a place's or the sky's, the setting's).
 */
const thingNoun = (word: string) =>
  !singulars(word).some((form) => BODY_PARTS.has(form) || PHRASE_END.test(form) || PLACE_PREPOSITION.test(form)) &&
  singulars(word).find((form) => {
    const glyph = englishGlyph(form);
    return (THINGS.has(form) || (glyph && glyph.rank < 2 && 'oagv'.includes(glyph.kind))) && !settingWord(form);
  });

/**
 * What the prompt names that nothing drew, left out and said so ("a urinal", "the goalpost"): a noun of a thing heading
 * its phrase after a determiner ("a tin can": the can) that no subject, thing, drawing, support, look or flock is.
 */
function namedButUndrawn(plan: PlanText, kept: GlyphPlan[], said: SilhouettePlan[]): SilhouettePlan[] {
  const { parts, lower } = plan;
  const drawn = new Set(
    [
      ...parts.subjects.flatMap((entry) => [entry.name, entry.species, entry.noun ?? '', entry.glyph ?? '']),
      ...parts.things.map((thing) => thing.word),
      ...kept.flatMap((glyph) => [glyph.word, glyph.code]),
      ...parts.supports.map((support) => support.kind),
      ...said.flatMap((entry) => [entry.word, entry.label]),
      parts.flock ?? '',
    ].flatMap((name) => name.toLowerCase().split(' ').flatMap(singulars)),
  );
  const words = lower.split(/[^\p{L}']+/u).map((word) => word.replace(/'s?$/, ''));
  const heads = words.flatMap((word, at) => {
    // A place WordNet names that nothing here draws ("in its enclosure") is said not drawn too.
    const place = UNDRAWN_PLACES.has(word);
    const noun = place ? word : thingNoun(word);
    const [before, previous, next = ''] = [words[at - 2] ?? '', words[at - 1] ?? '', words[at + 1]];
    // After "a", "his", "two"…, or an adjective after one; never a verb straight after its subject ("a boy flies").
    const opened =
      DETERMINER.test(previous) ||
      Boolean(stemOf(previous, false)) ||
      (DETERMINER.test(before) && !/[^s]s$/.test(word) && !stemOf(word, false));
    // The phrase's head: what ends it ("a tin can": the can; "the roof of a bus": the bus; "a boy flies": the boy).
    // …but not a word before a thing named by two ("a green watering can").
    const head =
      (!next || PHRASE_END.test(next) || PLACE_PREPOSITION.test(next) || Boolean(stemOf(next, false))) &&
      !englishGlyph(`${next} ${words[at + 2]}`);
    const shown = [...singulars(word), englishGlyph(word)?.code].some((form) => form && drawn.has(form));
    // Where it happens is the setting's when a place names it ("on the train platform", "in the flower bed").
    const where = [word, `${previous} ${word}`].some((phrase) => settingWord(phrase) || backdropOf(phrase));
    if (!noun || !opened || !head || (where && !place) || next === 'of' || wornLook(word) || shown) return [];
    const placed = words.slice(Math.max(0, at - 3), at).some((other) => PLACE_PREPOSITION.test(other));
    const entry: SilhouettePlan = { word: noun, label: word, kind: 'object', size: null, pose: 'stand' };
    return [placed ? { ...entry, placed: true as const } : entry];
  });
  return heads.filter((entry, at) => heads.findIndex((other) => other.word === entry.word) === at);
}

/** A rider sits on the animal or vehicle it rides (or stands on the thing it rides: a skateboard), a driver in the seat of what it drives. */
function seatRider(parts: PlanParts, kept: GlyphPlan[]): void {
  const rider = parts.subjects.find((entry) => entry.does === 'ride' || entry.does === 'drive' || entry.does === 'row');
  const mount = kept.find(
    (glyph) =>
      glyph.role !== 'place' &&
      !glyph.relation &&
      (((glyph.kind === 'a' || glyph.kind === 'v') && (glyph.role === 'subject' || glyph.kind === 'v')) ||
        (glyph.kind === 'o' && glyph.object && glyph.by === rider?.name && rider.does === 'ride')),
  );
  if (!rider || !mount) return;
  mount.relation = { relation: 'on', with: rider.name, placed: 'other' };
  if (rider.pose === 'drive') rider.pose = 'sit';
}

/** Someone in or on a seat sits there, whatever they do ("an old man in a wheelchair", "a girl in an armchair reads"), unless asleep. */
export function seatIn(subjects: SubjectPlan[], kept: GlyphPlan[]): void {
  for (const glyph of kept.filter((entry) => SEATS.has(entry.code) && entry.relation?.placed === 'other')) {
    const sitter = subjects.find((entry) => entry.name === glyph.relation!.with);
    // …asleep too (one dozing in an armchair sits in it, its z's over it), but on what one lies on asleep (a couch).
    const lies = sitter?.pose === 'sleep' && LIE_ON.has(glyph.code);
    if (sitter?.kind === 'person' && ['in', 'on'].includes(glyph.relation!.relation) && !lies) sitter.pose = 'sit';
  }
}
const [SEATS, LIE_ON] = [new Set(sizes.seats), new Set(sizes.lieOn)];

/** An animal carried ("carries a lamb") is in its carrier's hands, a small one eaten or pecked at its doer's mouth ("a hen pecks at a worm"), not beside them. */
function carryAnimals(plan: PlanText, kept: GlyphPlan[]): void {
  const doers = figuresOf(plan.parts.subjects, kept);
  for (const glyph of kept.filter((entry) => entry.role === 'subject' && entry.kind === 'a' && !entry.relation)) {
    const doer = doers.find(
      ({ name, does, act }) =>
        name !== glyph.word &&
        (does === 'carry' || (SCHEMAS[act?.schema ?? '']?.object === 'mouth' && glyphScale(glyph, false) < 0.5)) &&
        new RegExp(
          `\\b${(act?.verb ?? 'carry').replace(/[ey]$/, '')}[a-z]*\\s+(?:at\\s+)?(?:a|an|the|his|her|their|its)\\s+(?:[a-z]+\\s+)?${glyph.word}\\b`,
        ).test(plan.lower),
    );
    if (doer) Object.assign(glyph, { role: 'prop', by: doer.name, object: true });
  }
}

/** The pose whose hand is at a height, in the body's heights (verbs.json `frames` `hands`: each up to the height it reaches). */
const handAt = (height: number) => (verbs.frames.hands as [Pose, number][]).find(([, below]) => height < below)![0];

const PARTICLES = new RegExp(`^(${planWords.particles})$`);
/** Words after a verb that name no thing it acts on: a preposition, a particle, an adverb, the sentence's end. */
const NO_THING = new RegExp(`^(|${planWords.noThing}|[a-z]+ly)$`);
/** Whether a verb is said of a thing straight after it, with or without its particle ("grouts the floor", "pumps up a tyre"). */
function actsOnAThing(lower: string, verb: string): boolean {
  const [next = '', then = ''] = lower.split(new RegExp(`\\b${verb}\\b`))[1]?.match(/[a-z'’-]+/g) ?? [];
  return !NO_THING.test(next) || (PARTICLES.test(next) && !NO_THING.test(then));
}

/** The actor faces and reaches what it acts on, unless it puts it on; what it puts a thing at on the ground, its hand at the height it puts it. */
function reachForThings(parts: PlanParts, kept: GlyphPlan[], lower: string): void {
  // …what it puts at a thing: by the figure it acts on ("cuddles a kitten by the fire") is no thing it puts there.
  const figures = new Set(figuresOf(parts.subjects, kept).map((entry) => entry.name));
  for (const glyph of kept.filter(
    (entry) => entry.relation && entry.by && entry.relation.with !== entry.by && !figures.has(entry.relation.with),
  )) {
    const actor = parts.subjects.find((entry) => entry.name === glyph.by && entry.kind === 'person');
    const height = actor && frameHeight(glyph, actor.act?.schema);
    // The hand keeps hold of the thing it puts there (lifted onto a trolley, not overhead); one taken off, with speed lines.
    const schema = (verbs.frames.acts as Record<string, string>)[glyph.relation!.relation] ?? 'hold';
    if (height != null)
      Object.assign(actor!, { pose: handAt(height) }, actor!.act && { act: { ...actor!.act, schema } });
  }
  for (const glyph of kept.filter((entry) => entry.role === 'prop' && entry.by && !entry.relation)) {
    const actor = parts.subjects.find((entry) => entry.name === glyph.by);
    if (
      actor &&
      !actor.holds &&
      // A verb of the tables shown by its mark or its own pose keeps it (a yawn's puff, a stare, a march); one they lack
      // works on what it names, and with the tool it names only on a thing ("grouts the floor", not "stops for the ducks").
      !(actor.act && actor.pose !== 'hold' && (SCHEMAS[actor.act.schema]?.mark || actor.pose !== 'stand')) &&
      (actor.act || glyph.object || !PRESENT(glyph.word) || actsOnAThing(lower, glyph.word)) &&
      ['stand', 'walk', 'hold', 'cheer', 'wave'].includes(actor.pose) &&
      actor.kind === 'person' &&
      !(actor.act?.schema === 'wear' && WORN_ON.has(glyph.code))
    )
      Object.assign(actor, { pose: 'reach' });
  }
}
