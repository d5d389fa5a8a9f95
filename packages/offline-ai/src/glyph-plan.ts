// What the vocabulary draws in a picture: the prompt's nouns that no stock drawing shows (a giraffe, a tractor, an
// accordion, a plumber, a barn), each found through the CLDR annotations, with its part in the picture (a subject, a
// prop someone acts on, a place) and where it stands to the others (on, under, in, beside, behind, above, through,
// from). Words with no drawing are reported, never written into the picture.
import type { Pose } from './art/figures';
import type { SilhouettePlan, SubjectPlan, SupportPlan, ThingPlan } from './picture-plan';
import { settingOfText, timeOfText, weatherOfText } from './prompt';
import { backdropOf, countBefore, sizeOf, type Relation } from './staging';
import { PROP_WORDS, VEHICLE_WORDS } from './things';
import { englishGlyph, foreignGlyphs, singulars, type FoundGlyph, type GlyphKind } from './vocabulary';

export interface GlyphPlan {
  /** The prompt's word for it ("tractor", "キリン"). */
  word: string;
  /** Its Twemoji drawing ("1f69c"). */
  code: string;
  kind: GlyphKind;
  /** A subject of its own, a thing in the scene, or the place (drawn large behind everyone). */
  role: 'subject' | 'prop' | 'place';
  count: number;
  size: 'tiny' | 'huge' | null;
  /** The subject who acts on it ("paints a fence", "plays the accordion"): it faces it and reaches it. */
  by: string | null;
  /** Where it stands to a subject or another glyph: "the cat sleeps on the laptop" is the laptop under the cat. */
  relation: { relation: Relation | 'through'; with: string; placed: 'it' | 'other' } | null;
  /** What a subject glyph does ('sleep', 'fly'…), read from its clause. */
  pose: Pose;
}

/** What the planner already knows of the picture, so nothing is drawn twice. */
export interface GlyphContext {
  /** The subjects drawn on their rigs: name, the noun they are ('pirate', 'fox'), whether the noun is a stand-in. */
  subjects: { name: string; species: string; kind: string }[];
  /** Words some stock drawing shows already: props, vehicles, settings, backdrops, supports, weather. */
  drawn: (word: string, kind: GlyphKind) => boolean;
  /** The verb a clause gives its subject. */
  poseOf: (clause: string) => Pose;
}

/** Words that precede a noun: a word of a drawing's keywords (not its name) counts only after one of them. */
const DETERMINER = /^(a|an|the|his|her|their|its|my|our|your|some|two|three|four|five|six|several|many|of|with|this|that|every|each|\d+)$/;
const FUNCTION_WORDS = /^(a|an|the|next|very|so|too|just|all|both|and|or|but|of|in|on|at|to|by|for|with|from|into|onto|over|under|through|across|toward|towards|his|her|their|its|is|are|was|while|as|then|who|that|which|up|down|out|off|top|front|back|side)$/;
/** People any rig draws as well as a drawing would: a girl, a man, two friends. */
const EVERYONE = new Set(['1f466', '1f467', '1f468', '1f469', '1f9d1', '1f9d2', '1f474', '1f475', '1f9d3', '1f46b', '1f46c', '1f46d', '1f46a', '1f491', '1f48f', '1f9cd', '1f6b6', '1f3c3']);
/** Colours say what a thing looks like, never what it is ("a yellow raincoat" is no taxi, "red" no red hair). */
const COLOURS = /^(red|orange|yellow|green|blue|purple|violet|pink|brown|black|white|grey|gray|golden|gold|silver)$/;

interface Noun extends FoundGlyph {
  /** Its first word's number and how many words it spans (a phrase: "teddy bear"). */
  token: number;
  length: number;
}

/** A word that names someone or something: a drawing's name, a plural, or a name written with a capital. */
function nounish(word: string, written: string): boolean {
  const glyph = englishGlyph(word);
  return (glyph !== null && glyph.rank < 2) || /[^s]s$/.test(word) || /^\p{Lu}/u.test(written);
}

/** Whether the word at n reads as a verb: "-s" straight after a noun ("a boy flies", "Kai runs"), or "-ing"/"-ed". */
function verbLike(words: string[], written: string[], n: number, rank: number, found: Noun[]): boolean {
  const word = words[n]!;
  const before = words[n - 1];
  const afterNoun = Boolean(before) && !DETERMINER.test(before!) && !FUNCTION_WORDS.test(before!) && (nounish(before!, written[n - 1]!) || found.at(-1)?.token === n - 1);
  // "-ing" and "-ed" words are verbs unless a drawing is called so ("bed", "sled"); so is a keyword straight after a
  // noun ("knights duel"); "autumn leaves" are leaves.
  return (rank > 0 && /.{3}(ing|ed)$/.test(word)) || (afterNoun && (/s$/.test(word) || rank === 2));
}

/** Each English noun with a drawing, longest phrase first; a modifier before another noun ("kitchen sink") yields to it. */
function englishNouns(text: string): Noun[] {
  const matches = [...text.matchAll(/[a-z][a-z'-]*/gi)];
  const written = matches.map((match) => match[0]);
  const words = written.map((word) => word.toLowerCase());
  const out: Noun[] = [];
  for (let n = 0; n < words.length; n++) {
    for (const length of [3, 2, 1]) {
      const span = words.slice(n, n + length);
      if (span.length < length || span.some((word) => FUNCTION_WORDS.test(word))) continue;
      const glyph = englishGlyph(span.join(' '));
      if (glyph && length === 1 && (verbLike(words, written, n, glyph.rank, out) || COLOURS.test(words[n]!))) continue;
      // A keyword (not a name) counts only as a noun: after "a", "the", "his" or a number within two words.
      if (!glyph || (glyph.rank === 2 && !words.slice(Math.max(0, n - 2), n).some((word) => DETERMINER.test(word)))) continue;
      // Called as the prompt writes it ("leaves"), so its place in the text is found again.
      out.push({ ...glyph, word: span.join(' '), at: matches[n]!.index!, locale: 'en', token: n, length });
      n += length - 1;
      break;
    }
  }
  // "kitchen sink", "birthday cake": of two nouns side by side the second is the thing.
  return out.filter((noun, index) => !(out[index + 1]?.token === noun.token + noun.length && out[index + 1]!.kind !== 'p'));
}

/** The subject whose clause names the word after its verb, so acts on it: the nearest one before it in its sentence. */
function actorOf(text: string, at: number, names: { word: string; at: number }[]): string | null {
  const sentence = Math.max(text.lastIndexOf('.', at), text.lastIndexOf(';', at)) + 1;
  return names.filter((name) => name.at >= sentence && name.at < at).sort((a, b) => b.at - a.at)[0]?.word ?? null;
}

/** Where the text names a subject: its name, its noun, or its name's last word ("the old man" is at "man"). */
function mentionAt(lower: string, entry: { name: string; species: string }): number {
  const found = [entry.name.toLowerCase(), entry.species, entry.name.toLowerCase().split(/\s+/).pop() ?? ''].filter(Boolean).map((word) => lower.indexOf(word)).filter((at) => at >= 0);
  return found.length ? Math.min(...found) : -1;
}

/** A found noun's part: a person or animal is a subject, a place the backdrop, the rest things; sky and weather are the sky's. */
function roleOf(noun: FoundGlyph): GlyphPlan['role'] | null {
  if (noun.kind === 's') return null;
  if (noun.kind === 'l') return 'place';
  if (noun.kind === 'p') return EVERYONE.has(noun.code) ? null : 'subject';
  return noun.kind === 'a' ? 'subject' : 'prop';
}

/** The drawings a prompt names that the stock drawings do not show, with their parts and places; and what has none. */
export function planGlyphs(text: string, context: GlyphContext, english: boolean): { glyphs: GlyphPlan[]; missing: string[] } {
  const lower = text.toLowerCase();
  const nouns: FoundGlyph[] = english ? englishNouns(text) : foreignGlyphs(text);
  const glyphs: GlyphPlan[] = [];
  for (const noun of nouns) {
    const role = roleOf(noun);
    // A subject is found by its name ("tiger") or a keyword of one or two drawings ("sheep": a ewe, a ram), never by a
    // category many share ("zoo", "farm").
    if (role === 'subject' && noun.rank === 2 && noun.shared > 2) continue;
    // Without a determiner to tell a noun, a person is found by name only ("campo" is no farmer).
    if (role === 'subject' && !english && noun.kind === 'p' && noun.rank === 2) continue;
    if (!role || glyphs.some((other) => other.code === noun.code) || (english && context.drawn(noun.word, noun.kind))) continue;
    const clause = lower.slice(noun.at).split(/[.;!?]|,\s/)[0]!;
    glyphs.push({
      word: noun.word,
      code: noun.code,
      kind: noun.kind,
      role,
      count: english ? Math.min(6, countBefore(text, noun.at)) : 1,
      size: sizeOf(lower.slice(Math.max(0, noun.at - 16), noun.at)),
      by: null,
      relation: null,
      pose: role === 'subject' ? context.poseOf(clause) : 'stand',
    });
  }
  const names = [
    ...context.subjects.map((entry) => ({ word: entry.name, at: mentionAt(lower, entry) })),
    ...glyphs.filter((glyph) => glyph.role === 'subject').map((glyph) => ({ word: glyph.word, at: lower.indexOf(glyph.word.toLowerCase()) })),
  ].filter((name) => name.at >= 0);
  // A subject the prompt calls by a noun the plan renamed ("a woman" drawn as Juno) acts on what its sentence names.
  const first = context.subjects[0]?.name ?? null;
  for (const glyph of glyphs.filter((entry) => entry.role === 'prop')) glyph.by = actorOf(lower, lower.indexOf(glyph.word.toLowerCase()), names) ?? first;
  relate(text, glyphs, names, first);
  return { glyphs: glyphs.slice(0, 6), missing: [] };
}

/** The prepositions of place, as relations (the longer first). */
const PREPOSITIONS: [RegExp, Relation | 'through'][] = [
  [/^(?:on top of|onto|upon|atop|on)$/, 'on'],
  [/^(?:in front of)$/, 'in front of'],
  [/^(?:inside|within|into|in)$/, 'in'],
  [/^(?:underneath|beneath|under|below)$/, 'under'],
  [/^(?:above|over)$/, 'above'],
  [/^(?:beside|next to|by|near|alongside)$/, 'beside'],
  [/^(?:behind)$/, 'behind'],
  [/^(?:through)$/, 'through'],
  [/^(?:from|out of|off)$/, 'from'],
];
const BEFORE_NOUN = /\b(on top of|in front of|next to|out of|onto|upon|atop|on|inside|within|into|in|underneath|beneath|under|below|above|over|beside|by|near|alongside|behind|through|from|off)\s+(?:(?:the|a|an|his|her|their|its|some|two|three)\s+)?(?:[a-z-]+\s+){0,2}$/;

/**
 * On, under, in, beside, behind, above, through, from: a glyph named right after a preposition stands so to the
 * subject or drawing named last before it in its sentence (the first subject when the plan renamed it: "a boy" is Leo).
 */
function relate(text: string, glyphs: GlyphPlan[], names: { word: string; at: number }[], first: string | null) {
  const lower = text.toLowerCase();
  for (const glyph of glyphs) {
    const at = lower.indexOf(glyph.word.toLowerCase());
    const match = at > 0 ? BEFORE_NOUN.exec(lower.slice(Math.max(0, at - 40), at)) : null;
    const relation = match && PREPOSITIONS.find(([pattern]) => pattern.test(match[1]!))?.[1];
    if (!relation) continue;
    const prep = at - (lower.slice(Math.max(0, at - 40), at).length - match!.index);
    const others = [...names, ...glyphs.filter((other) => other !== glyph).map((other) => ({ word: other.word, at: lower.indexOf(other.word.toLowerCase()) }))];
    const sentence = Math.max(lower.lastIndexOf('.', prep), lower.lastIndexOf(';', prep)) + 1;
    const what = others.filter((other) => other.at >= sentence && other.at < prep && other.word !== glyph.word).sort((x, y) => y.at - x.at)[0]?.word ?? (glyph.role === 'subject' ? null : first);
    if (what) glyph.relation = { relation, with: what, placed: 'other' };
  }
}

/** Poses a drawing shows as well as a rig: anything else a person does is the rig's to show. */
const STILL = new Set<Pose>(['stand', 'walk', 'hold', 'reach', 'point', 'wave', 'cheer', 'drive', 'ride']);

/** What the setting draws anyway: never a drawing of its own. */
const SCENERY = new Set(['tree', 'trees', 'sky', 'sun', 'moon', 'ground', 'grass', 'floor', 'wall', 'water', 'sea', 'sand', 'cloud', 'clouds', 'star', 'stars', 'light', 'fire', 'smoke']);

interface PlanParts {
  /** The story's characters the prompt may name: they keep their rig and look. */
  named: string[];
  subjects: SubjectPlan[];
  things: ThingPlan[];
  /** Subjects that neither a rig nor a stock drawing shows. */
  unknown: SilhouettePlan[];
  supports: SupportPlan[];
  flock: string | null;
  poseOf: (clause: string) => Pose;
}

/** Whether a stock drawing shows the word already: a prop, a vehicle, a place, a support, the time or weather. */
function stockDraws(word: string, kind: GlyphKind, parts: PlanParts): boolean {
  // A place word ("kitchen", "forest", "harbour") is the setting's to draw.
  const place = Boolean(settingOfText(word));
  return Boolean(SCENERY.has(word) || stockThing(word) || parts.supports.some((support) => support.kind === word) || place || backdropOf(word) || timeOfText(word) || weatherOfText(word) || word === parts.flock);
}

/** A stock prop or vehicle (a ship drawn as the stock boat, a dagger as its sword). */
const stockThing = (word: string) => Boolean(PROP_WORDS[word] ?? VEHICLE_WORDS[word]);

/**
 * The vocabulary's part in a plan: its drawings, the subjects drawn as one (an unnamed plumber, a giraffe the rigs
 * would only stand in for) and the subjects left with no drawing at all (returned as `silhouettes`, drawn nowhere).
 */
export function vocabularyOf(text: string, english: boolean, parts: PlanParts): { glyphs: GlyphPlan[]; silhouettes: SilhouettePlan[] } {
  const codeOf = (word: string) => englishGlyph(word)?.code;
  // What a rig draws as itself is not drawn again: a cat, a knight, Mira.
  // A person the prompt or the story names keeps its rig; one the plan named for it ("a farmer" drawn as Amos) need not.
  const lower = text.toLowerCase();
  const named = (entry: SubjectPlan) => parts.named.includes(entry.name) || (!/^(the|another) /.test(entry.name) && lower.includes(entry.name.toLowerCase()));
  const onRig = parts.subjects.filter((entry) => !(entry.standIn || (entry.kind === 'person' && !named(entry))));
  const rigCodes = new Set(onRig.flatMap((entry) => [codeOf(entry.species || entry.kind), codeOf(entry.name)]).filter(Boolean));
  // "a black cat" on the cat's rig: a drawing whose head noun a rig draws is that rig's.
  const rigWords = new Set(onRig.flatMap((entry) => [entry.species, entry.kind, entry.name.toLowerCase()]));
  const onRigWord = (word: string) => singulars(word.split(' ').pop()!).some((form) => rigWords.has(form));
  const context: GlyphContext = { subjects: parts.subjects, drawn: (word, kind) => stockDraws(word, kind, parts), poseOf: parts.poseOf };
  const { glyphs } = planGlyphs(text, context, english);
  const kept: GlyphPlan[] = [];
  for (const glyph of glyphs.filter((entry) => !rigCodes.has(entry.code) && !onRigWord(entry.word))) {
    // An unnamed person or a stand-in animal becomes its drawing, keeping its place and target; a person whose rig shows
    // what it does (sleeps, runs, climbs) keeps the rig, for the action.
    const subject = glyph.role === 'subject' ? parts.subjects.find((entry) => !onRig.includes(entry) && !entry.glyph && !(entry.kind === 'person' && !STILL.has(entry.does)) && (singulars(glyph.word).some((form) => form === entry.species || form === entry.noun) || entry.name.toLowerCase().endsWith(` ${glyph.word}`) || codeOf(entry.species) === glyph.code)) : undefined;
    const acting = glyph.role === 'subject' && parts.subjects.some((entry) => !onRig.includes(entry) && entry.kind === 'person' && singulars(glyph.word).some((form) => form === entry.noun || form === entry.species));
    if (subject) subject.glyph = glyph.code;
    else if (!acting) kept.push(glyph);
  }
  // What the sentence makes a subject (a helicopter hovers) is one, whatever its kind, and does what it is said to.
  for (const glyph of kept) {
    const said = parts.unknown.find((entry) => singulars(glyph.word).includes(entry.word) || entry.label === glyph.word);
    if (said) Object.assign(glyph, { role: 'subject', pose: said.pose });
  }
  // A stock stand-in a drawing replaces (the car drawn for a tractor) is not drawn too.
  for (const glyph of kept) {
    const stood = parts.things.findIndex((thing) => thing.word.toLowerCase() === glyph.word);
    if (stood < 0) continue;
    const [thing] = parts.things.splice(stood, 1);
    const owner = parts.subjects.find((entry) => entry.name === thing!.owner && entry.holds === thing!.kind);
    if (owner) Object.assign(owner, { holds: null }), (glyph.by = owner.name);
  }
  // A subject with no rig that a drawing now shows is no longer missing.
  const silhouettes = parts.unknown.filter((entry) => !kept.some((glyph) => glyph.role === 'subject' && (singulars(glyph.word).includes(entry.word) || entry.label.includes(glyph.word) || glyph.word.includes(entry.label) || codeOf(entry.word) === glyph.code)));
  // A rider sits on the animal or vehicle it rides, a driver in the seat of what it drives.
  const rider = parts.subjects.find((entry) => entry.does === 'ride' || entry.does === 'drive');
  const mount = kept.find((glyph) => (glyph.kind === 'a' || glyph.kind === 'v') && !glyph.relation && (glyph.role === 'subject' || glyph.kind === 'v'));
  if (rider && mount) {
    mount.relation = { relation: 'on', with: rider.name, placed: 'other' };
    if (rider.pose === 'drive') rider.pose = 'sit';
  }
  // The actor faces and reaches what it acts on.
  for (const glyph of kept.filter((entry) => entry.role === 'prop' && entry.by && !entry.relation)) {
    const actor = parts.subjects.find((entry) => entry.name === glyph.by);
    if (actor && !actor.holds && ['stand', 'walk', 'hold', 'cheer', 'wave'].includes(actor.pose) && actor.kind === 'person') Object.assign(actor, { pose: 'reach' });
  }
  return { glyphs: kept, silhouettes };
}
