// The objects the offline painter can draw (props a character holds or the scene holds, and vehicles), and the words
// that name them: a noun without its own drawing maps to the closest drawable thing of the same kind.

export type PropKind =
  | 'lantern' | 'sword' | 'map' | 'book' | 'cup' | 'gem' | 'pearl' | 'umbrella' | 'phone' | 'key' | 'letter' | 'torch'
  | 'crown' | 'bag' | 'bottle' | 'flower' | 'chest' | 'staff' | 'shield' | 'camera' | 'bell' | 'rope' | 'clam' | 'chessboard' | 'snowball' | 'bowl' | 'footprint' | 'toyballoon' | 'crate';
export type VehicleKind = 'boat' | 'car' | 'bicycle' | 'train' | 'rocket' | 'balloon';

/** Every word the painter draws as a prop, by the prop it draws. */
export const PROP_WORDS: Record<string, PropKind> = {
  lantern: 'lantern', lamp: 'lantern', lanterns: 'lantern',
  sword: 'sword', blade: 'sword', dagger: 'sword', cutlass: 'sword', sabre: 'sword', saber: 'sword', spear: 'sword', rapier: 'sword',
  map: 'map', chart: 'map', blueprint: 'map', blueprints: 'map',
  book: 'book', books: 'book', diary: 'book', journal: 'book', notebook: 'book', spellbook: 'book', tome: 'book', album: 'book',
  cup: 'cup', mug: 'cup', teacup: 'cup', goblet: 'cup', drink: 'cup', tea: 'cup', coffee: 'cup', chalice: 'cup',
  gem: 'gem', jewel: 'gem', diamond: 'gem', ruby: 'gem', emerald: 'gem', sapphire: 'gem', crystal: 'gem', amulet: 'gem', necklace: 'gem', ring: 'gem',
  pearl: 'pearl', pearls: 'pearl', orb: 'pearl',
  umbrella: 'umbrella', parasol: 'umbrella',
  phone: 'phone', smartphone: 'phone', walkie: 'phone', device: 'phone', gadget: 'phone',
  key: 'key', keys: 'key',
  letter: 'letter', envelope: 'letter', note: 'letter', scroll: 'letter', message: 'letter', postcard: 'letter', ticket: 'letter', photo: 'letter', photograph: 'letter',
  torch: 'torch', flashlight: 'torch', flare: 'torch',
  crown: 'crown', tiara: 'crown',
  bag: 'bag', backpack: 'bag', satchel: 'bag', basket: 'bag', suitcase: 'bag', sack: 'bag', purse: 'bag', briefcase: 'bag',
  bottle: 'bottle', potion: 'bottle', flask: 'bottle', vial: 'bottle', jar: 'bottle',
  flower: 'flower', flowers: 'flower', rose: 'flower', roses: 'flower', tulip: 'flower', bouquet: 'flower', daisy: 'flower', sunflower: 'flower', lily: 'flower',
  chest: 'chest', treasure: 'chest', box: 'chest', crate: 'crate', crates: 'crate', gift: 'chest', parcel: 'chest', package: 'chest',
  staff: 'staff', wand: 'staff', cane: 'staff', stick: 'staff', broom: 'staff', broomstick: 'staff',
  shield: 'shield',
  camera: 'camera',
  bell: 'bell',
  rope: 'rope', ropes: 'rope', lasso: 'rope', lassos: 'rope', lassoes: 'rope', lariat: 'rope',
  clam: 'clam', clams: 'clam', oyster: 'clam', oysters: 'clam', shell: 'clam', seashell: 'clam', scallop: 'clam', mussel: 'clam',
  chessboard: 'chessboard',
  snowball: 'snowball', snowballs: 'snowball',
  footprint: 'footprint', footprints: 'footprint', pawprint: 'footprint', pawprints: 'footprint',
  bowl: 'bowl', noodles: 'bowl', soup: 'bowl', ramen: 'bowl', stew: 'bowl', porridge: 'bowl', rice: 'bowl',
};

/** Every word the painter draws as a vehicle, by the vehicle it draws. */
export const VEHICLE_WORDS: Record<string, VehicleKind> = {
  boat: 'boat', ship: 'boat', ships: 'boat', rowboat: 'boat', canoe: 'boat', raft: 'boat', yacht: 'boat', sailboat: 'boat', galleon: 'boat', ferry: 'boat',
  car: 'car', cars: 'car', taxi: 'car', jeep: 'car', limousine: 'car',
  bicycle: 'bicycle', bike: 'bicycle', tricycle: 'bicycle', scooter: 'bicycle', motorbike: 'bicycle', motorcycle: 'bicycle',
  train: 'train', tram: 'train', locomotive: 'train', subway: 'train',
  rocket: 'rocket', spaceship: 'rocket', spacecraft: 'rocket', shuttle: 'rocket', starship: 'rocket', ufo: 'rocket', saucer: 'rocket',
  balloon: 'balloon', balloons: 'balloon', airship: 'balloon', zeppelin: 'balloon', blimp: 'balloon',
};

/** Words that name a prop only in some uses: "a note of fear", "a key moment". */
const NOT_A_THING_AFTER = new Set(['door', 'doors', 'window', 'windows', 'wall', 'walls', 'of', 'moment', 'question', 'point', 'figure', 'idea', 'light', 'lights', 'house', 'room', 'tower', 'station', 'shop', 'store', 'post', 'posts', 'shade', 'chain', 'card', 'cards', 'board', 'case', 'stone', 'platform', 'platforms', 'track', 'tracks', 'ticket', 'tickets']);

export interface ThingMention {
  /** The word as written ("dagger"). */
  word: string;
  kind: PropKind | VehicleKind;
  category: 'prop' | 'vehicle';
  /** Index in the text. */
  at: number;
}

/** Every drawable thing a text names, in order, once per kind. */
export function thingsIn(text: string): ThingMention[] {
  const found: ThingMention[] = [];
  const lower = text.toLowerCase();
  for (const match of lower.matchAll(/[a-z]+/g)) {
    const word = match[0];
    // A capital inside a sentence is a name: Grandma Rose is no flower.
    const start = match.index ?? 0;
    if (/^[A-Z]/.test(text.charAt(start)) && start > 0 && !/[.!?:]\s*$/.test(text.slice(0, start))) continue;
    const prop = PROP_WORDS[word];
    const vehicle = VEHICLE_WORDS[word];
    if (!prop && !vehicle) continue;
    const next = /^[\s-]*([a-z]+)/.exec(lower.slice((match.index ?? 0) + word.length))?.[1] ?? '';
    // "ship" in "the ghost ship" is a vehicle; "lamp" in "lamp post" is not a lantern.
    if (NOT_A_THING_AFTER.has(next) || PROP_WORDS[next] || VEHICLE_WORDS[next]) continue;
    // A balloon nobody rides ("kids under a red balloon", "holds a balloon") is a toy on a string, not a hot-air balloon.
    const toy = vehicle === 'balloon' && /^balloons?$/.test(word) && !/\b(hot[\s-]?air|basket|gondola|rides?|riding|from|aboard|in a balloon|in the balloon)\b/.test(lower);
    const kind = toy ? 'toyballoon' : (prop ?? vehicle)!;
    if (found.some((thing) => thing.kind === kind)) continue;
    found.push({ word, kind, category: prop || toy ? 'prop' : 'vehicle', at: match.index ?? 0 });
  }
  return found;
}
