// How a picture prompt stages its things: the particular place it names (a sea floor, a canyon, a train platform),
// where things stand relative to each other ("the parrot on the sailor's shoulder"), how big or how many they are,
// whether people are barred ("No people"), and the subjects the painter has no drawing for (drawn as a labelled
// silhouette of their kind rather than swapped for a stock one).
import { LEARNT_BACKDROPS, PLACES, type Setting } from './words';
import { PEOPLE_WORDS, SUBJECT_PEOPLE } from './people';
import { placesBy } from './verbs';
import stagingData from './data/words.json' with { type: 'json' };
import planWords from './data/plan-words.json' with { type: 'json' };
import wordnetThings from './data/wordnet-things.json' with { type: 'json' };

/** A backdrop: the drawing of a particular place, over its broad setting (data/place-art.json). */
export type Backdrop = Exclude<keyof typeof import('./data/place-art.json'), 'looks'> | 'lighthouse';

/** Place phrases (src/data/words.json `backdrops`, as patterns, then the nouns WordNet files under them), longest first when matched, with their backdrop and the broad setting they belong to. */
export const BACKDROPS = [...stagingData.backdrops, ...LEARNT_BACKDROPS].map(
  ([pattern, backdrop, setting]) => [new RegExp(pattern!), backdrop as Backdrop, setting as Setting] as const,
);

/** The backdrop a prompt names first, with its setting; of two side by side the second is the head ("a garden path" is a path). */
export function backdropOf(text: string): { backdrop: Backdrop; setting: Setting; at: number; end: number } | null {
  let best: { backdrop: Backdrop; setting: Setting; at: number; end: number; bench?: boolean } | null = null;
  for (const [pattern, backdrop, setting] of BACKDROPS) {
    const match = pattern.exec(text.toLowerCase());
    // A bench is a park's only when no other place is named ("on a bench at the train station" is the station).
    const bench = match?.[0] === 'bench';
    if (match && (!best || (match.index < best.at && !bench) || best.bench || match.index === best.end + 1))
      best = { backdrop, setting, at: match.index, end: match.index + match[0].length, bench };
  }
  return best;
}

export type Relation = 'on' | 'in' | 'under' | 'above' | 'beside' | 'behind' | 'in front of' | 'inside' | 'from';

export interface RelationPlan {
  /** What is placed (a subject's name or a thing's word). */
  what: string;
  relation: Relation;
  /** What it is placed by (a subject's name, a thing's word, or a part: "Mara's shoulder"). */
  to: string;
  /** A body part of `to` when the relation names one ("shoulder", "head", "lap", "back"). */
  part?: string;
}

/** Each relation of a table by the pattern of its whole words. */
export const relationWords = <R extends string>(table: Record<string, string>) =>
  Object.entries(table).map(([relation, words]): [RegExp, R] => [new RegExp(`^(?:${words})$`), relation as R]);
/** The words of each relation between figures, from src/data/words.json (`figureRelations`). */
const RELATION_WORDS = relationWords<Relation>(stagingData.figureRelations);

const RELATION_PATTERN =
  /\b(in front of|on top of|next to|out of|onto|upon|atop|on|inside|within|into|in|underneath|beneath|under|below|above|over|beside|alongside|behind|from)\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+|their\s+|its\s+)?((?:[\w’'-]+\s+){0,3}[\w’'-]+)(?=[\s,.;!?]|$)/gi;
const PHRASE_END = new RegExp(`^(${planWords.phraseEnds})$`);

/**
 * Where the named things stand relative to each other: each "X … on/under/beside … Y" in which X and Y are both in
 * the picture (Y may be a body part of one: "on the sailor's shoulder").
 */
export function relationsIn(text: string, names: { word: string; at: number }[]): RelationPlan[] {
  const out: RelationPlan[] = [];
  // "watches from above the bridge" is above it: "from" is blanked (same length, so positions hold) to leave the relation.
  const lower = text.toLowerCase().replace(/\bfrom (?=(?:above|behind|under|beneath|below|inside|within)\b)/g, '     ');
  for (const match of lower.matchAll(RELATION_PATTERN)) {
    const relation = RELATION_WORDS.find(([pattern]) => pattern.test(match[1]!))?.[1];
    if (!relation || !placesBy(match[1]!, lower.slice(0, match.index), lower.slice(match.index))) continue;
    const words = match[2]!.split(/\s+/);
    const end = words.findIndex((word) => PHRASE_END.test(word));
    const target = (end > 0 ? words.slice(0, end) : end === 0 ? [] : words).join(' ');
    if (!target) continue;
    const at = match.index!;
    // The thing placed: the nearest name before the preposition, in the same clause.
    const clauseStart =
      Math.max(lower.lastIndexOf('.', at), lower.lastIndexOf(';', at), lower.lastIndexOf(',', at)) + 1;
    const before =
      names.filter((name) => name.at < at && name.at >= clauseStart - 1).sort((a, b) => b.at - a.at)[0] ??
      names.filter((name) => name.at < at).sort((a, b) => b.at - a.at)[0];
    const part = /\b(shoulders?|head|lap|back|arms?|hands?|nose|hat)\b/.exec(target)?.[1];
    const head = target.replace(/^[\s\S]*\s/, '').replace(/[’']s$/, '');
    // The thing placed by is the phrase's head ("on the ship's deck" is on a deck, not a ship), or a body part's owner.
    const found = names.find(
      (name) =>
        name.at > at &&
        name.at <= at + match[1]!.length + 6 + target.length &&
        name !== before &&
        (part ||
          lower.slice(name.at).startsWith(head) ||
          head.startsWith(name.word.toLowerCase().split(/\s+/).pop()!.replace(/s$/, '')) ||
          name.word.toLowerCase().split(/\s+/).includes(head) ||
          target.split(/\s+/).slice(0, 2).includes(name.word.toLowerCase())),
    );
    // "Her lap" is the lap of whoever comes before the one placed ("a girl pets a kitten on her lap").
    const owner =
      part && relation === 'on' && /\s(?:his|her|their|its)\s/.test(match[0]) && !/['’]s\s/.test(target) && before;
    const to = owner ? names.filter((name) => name.at < owner.at).sort((a, b) => b.at - a.at)[0] : found;
    if (!before || !to || before.word === to.word) continue;
    if (/^(phone|radio|way|time|fire|guard|top|edge|side)$/.test(head) && !part) continue;
    if (out.some((relationPlan) => relationPlan.what === before.word && relationPlan.to === to.word)) continue;
    out.push({ what: before.word, relation, to: to.word, ...(part ? { part } : {}) });
  }
  return out;
}

/** Number words and what they count ("a dozen", "several"), from src/data/words.json (`counts`). */
const COUNTS: Record<string, number> = stagingData.counts;
const COUNT_BEFORE = new RegExp(`\\b(${Object.keys(COUNTS).join('|')})(?: of)?\\s+(?:[\\w-]+\\s+)?$`);

/** How many of a noun a text names: "three pearls" → 3, "a crowd of 20" → 20. */
export function countBefore(text: string, at: number): number {
  const before = text.slice(Math.max(0, at - 24), at).toLowerCase();
  const digits = /(\d+)\s+(?:[\w-]+\s+)?$/.exec(before)?.[1];
  return digits ? Math.min(40, Number(digits)) : (COUNTS[COUNT_BEFORE.exec(before)?.[1] ?? ''] ?? 1);
}

/** A crowd and its size: "a crowd of 30", "a cheering crowd", "hundreds of people". */
export function crowdOf(text: string): number | null {
  const lower = text.toLowerCase();
  const number = /\bcrowd of (\d+)|(\d+) (?:people|fans|children|kids|villagers|spectators)\b/.exec(lower);
  if (number) return Math.min(40, Number(number[1] ?? number[2]));
  if (/\b(crowd|audience|spectators|onlookers|hundreds of people|throng|the whole town|villagers)\b/.test(lower))
    return 12;
  // A busy place is full of people: "the crowded subway", "a busy market square".
  // Or a place said to be crowded with someone: "a shore crowded with sunbathers".
  const busy =
    /\b(?:busy|crowded|packed|bustling|teeming|thronged) ([a-z-]+)(?: ([a-z-]+))?|\b([a-z-]+) (?:crowded|packed|thronged|teeming|swarming) with\b/.exec(
      lower,
    );
  return busy && (PLACES[busy[1] ?? busy[3]!] || PLACES[busy[2] ?? ''] || backdropOf(busy[0])) ? 8 : null;
}

/** "No people", "nobody", "empty": a picture of a place without anyone in it. */
const NO_PEOPLE = new RegExp(`\\b(${planWords.noPeople})\\b`, 'i');
export const noPeople = (text: string) => NO_PEOPLE.test(text);

export type SilhouetteKind = 'creature' | 'vehicle' | 'object' | 'person';

/**
 * People nouns without an outfit of their own, drawn as people, never as silhouettes: the silhouettes' list, family,
 * passers-by and every job of src/data/people.json, and WordNet's people nothing draws (a bridesmaid: someone on the rig).
 */
const PEOPLE = new Set([
  ...stagingData.silhouettes.person.split(' '),
  ...PEOPLE_WORDS,
  ...wordnetThings.people.split(' '),
]);

const CREATURES = new Set(stagingData.silhouettes.creature.split(' '));
export const VEHICLES = new Set(stagingData.silhouettes.vehicle.split(' '));

/** Whether a set has a noun, or its singular ("foxes", "cars"). */
const hasNoun = (words: Set<string>, noun: string) =>
  words.has(noun.toLowerCase()) || words.has(noun.toLowerCase().replace(/(es|s)$/, ''));

/** The kind of silhouette an undrawable noun gets. */
export function silhouetteKind(noun: string): SilhouetteKind {
  if (hasNoun(PEOPLE, noun) || PEOPLE.has(noun.toLowerCase().replace(/men$/, 'man'))) return 'person';
  return hasNoun(CREATURES, noun) ? 'creature' : hasNoun(VEHICLES, noun) ? 'vehicle' : 'object';
}

/** A noun of someone, or of a thing that is as often someone (a fan, a printer): a person when it does a verb. */
export const someoneNoun = (noun: string) => silhouetteKind(noun) === 'person' || SUBJECT_PEOPLE.has(noun);

export const isCreatureWord = (noun: string) => hasNoun(CREATURES, noun);
