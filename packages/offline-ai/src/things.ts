// The objects the offline painter can draw (props a character holds or the scene holds, and vehicles), and the words
// that name them (src/data/words.json `stockProps`, `stockVehicles`): a noun without its own drawing maps to the closest
// drawable thing of the same kind.
import { looksBefore } from './look';
import { singulars } from './vocabulary';
import { stemOf } from './verbs';
import wordnetThings from './data/wordnet-things.json' with { type: 'json' };
import wordData from './data/words.json' with { type: 'json' };

/** A prop the painter has a drawing of (src/data/things-art.json `props`). */
export type PropKind = keyof (typeof import('./data/things-art.json'))['props'];
export type VehicleKind = 'boat' | 'car' | 'bicycle' | 'train' | 'rocket' | 'balloon';

/** Mass nouns and small grains (flour, seeds, crumbs, confetti), drawn as a heap of their colour (words.json `particles`). */
export const PARTICLES = wordData.particles as Record<string, string>;

/** Every word the painter draws as a prop, by the prop it draws. */
export const PROP_WORDS = {
  ...(wordData.stockProps as Record<string, PropKind>),
  ...Object.fromEntries(Object.keys(PARTICLES).map((word) => [word, 'heap' as const])),
};

/** Every word the painter draws as a vehicle, by the vehicle it draws. */
export const VEHICLE_WORDS = wordData.stockVehicles as Record<string, VehicleKind>;

/** Words after a prop's word that make it no prop: "a note of fear", "a key moment" (src/data/words.json `notAThingAfter`). */
const NOT_A_THING_AFTER = new Set(wordData.notAThingAfter);
/** Containers that one counts before "of" fills ("a crate of pears", "two bags of flour"): drawn, with what is in them; not
 * where something goes ("over a bowl of pasta": the pasta). */
const CONTAINERS = new Set<string>(wordData.containers);
const COUNTED = /(?<!\b(?:over|into|in|on|onto|under|above|from) )\b(?:an?|\d+|two|three)\s+(?:[a-z]+\s+)?$/;

export interface ThingMention {
  /** The word as written ("dagger"). */
  word: string;
  kind: PropKind | VehicleKind;
  category: 'prop' | 'vehicle';
  /** Index in the text. */
  at: number;
  /** The colour named before it ("a green umbrella"), a hex. */
  colour?: string;
}

/** The body parts a drawing is named for (src/data/wordnet-things.json): a figure's own, never a thing apart. */
export const BODY_PARTS = new Set(wordnetThings.body.split(' '));

/** Every drawable thing a text names, in order, once per kind. */
export function thingsIn(text: string): ThingMention[] {
  const found: ThingMention[] = [];
  const lower = text.toLowerCase();
  for (const match of lower.matchAll(/[a-z]+/g)) {
    const word = match[0];
    // A capital inside a sentence is a name: Grandma Rose is no flower.
    const start = match.index ?? 0;
    if (/^[A-Z]/.test(text.charAt(start)) && start > 0 && !/[.!?:]\s*$/.test(text.slice(0, start))) continue;
    // A vehicle's plural is that vehicle ("ride bikes"), never a verb's "-s" ("trains a dog").
    const form = stemOf(word, false) ? word : (singulars(word).find((each) => VEHICLE_WORDS[each]) ?? word);
    const [prop, vehicle] = [PROP_WORDS[word], VEHICLE_WORDS[form]];
    // A part of someone's body is theirs ("a newspaper on his chest" is no treasure chest).
    const owned = BODY_PARTS.has(word) && /\b(?:his|her|its|their|my|your|our)\s+$/.test(lower.slice(0, start));
    if ((!prop && !vehicle) || owned) continue;
    const [, next = '', after = ''] = /^[\s-]*([a-z]+)(?:\s+([a-z]+))?/.exec(lower.slice(start + word.length)) ?? [];
    // "ship" in "the ghost ship" is a vehicle; "lamp" in "lamp post" is not a lantern.
    const counted = COUNTED.test(lower.slice(0, start)) && PROP_WORDS[after] !== prop;
    const filled = next === 'of' && CONTAINERS.has(prop!) && counted;
    if ((NOT_A_THING_AFTER.has(next) && !filled) || PROP_WORDS[next] || VEHICLE_WORDS[next]) continue;
    // A balloon nobody rides ("kids under a red balloon", "holds a balloon") is a toy on a string, not a hot-air balloon.
    const toy =
      vehicle === 'balloon' &&
      /^balloons?$/.test(word) &&
      !/\b(hot[\s-]?air|basket|gondola|rides?|riding|from|aboard|in a balloon|in the balloon)\b/.test(lower);
    const kind = toy ? 'toyballoon' : (prop ?? vehicle)!;
    if (found.some((thing) => thing.kind === kind)) continue;
    const { colour } = looksBefore(lower.slice(Math.max(0, start - 30), start));
    found.push({ word, kind, category: prop || toy ? 'prop' : 'vehicle', at: start, ...(colour ? { colour } : {}) });
  }
  return found;
}
