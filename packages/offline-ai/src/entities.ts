// Character and location drafts: names, titles, descriptions and portrait or establishing-shot prompts, written from
// what a prompt says about them and from the look their name gives them (look.ts).
import type { EntityDraft } from '../../../worker/ai/types';
import { describeLook, lookFor } from './look';
import type { CastMember, PlaceRef } from './prompt';
import { createRng } from './prng';
import type { Setting, TimeOfDay, Weather } from './words';

const PERSONALITIES = [
  ['steady', 'watchful', 'stubborn'],
  ['curious', 'quick-witted', 'a little reckless'],
  ['gentle', 'patient', 'fiercely loyal'],
  ['bold', 'loud', 'secretly kind-hearted'],
  ['quiet', 'clever', 'always three steps ahead'],
  ['cheerful', 'chatty', 'braver than they look'],
  ['proud', 'honourable', 'slow to trust'],
  ['dreamy', 'inventive', 'easily distracted'],
];

const ROLE_STORIES: Record<string, string> = {
  keeper: 'has kept the light burning through a hundred storms',
  robot: 'treats every new place as data to be catalogued, and every friend as a puzzle worth solving',
  android: 'studies people closely, trying to understand why they laugh',
  cat: 'goes wherever it likes and pretends every adventure was its own idea',
  kitten: 'pounces on anything that moves, including trouble',
  dog: 'follows its nose into trouble and its heart back out again',
  dragon: 'guards old secrets and older grudges, but can be reasoned with',
  ghost: 'drifts between the walls, bound to this place by an unfinished promise',
  knight: 'lives by an old code of honour and never refuses a challenge',
  wizard: 'knows a spell for almost everything, and a story for the rest',
  witch: 'brews remedies by moonlight and keeps a sharp tongue for fools',
  astronaut: 'has logged more hours in orbit than on solid ground',
  pirate: 'sails by rumour and starlight, always one map away from a fortune',
  captain: 'knows every current and reef by heart',
  detective: 'notices everything and believes nothing until the facts line up',
  scientist: 'fills notebooks with wild theories and is usually right',
  chef: 'believes any problem can be solved with the right recipe',
  explorer: 'has crossed deserts and jungles with little more than a compass and nerve',
  king: 'carries the weight of the crown with quiet dignity',
  queen: 'rules with a clever mind and a steady hand',
  princess: 'would rather ride out for adventure than sit through another banquet',
  prince: 'is trying hard to live up to a famous name',
  girl: 'asks a thousand questions and never waits for permission',
  boy: 'is small, fast and certain that he is destined for great things',
  alien: 'is still learning which Earth customs are jokes',
};

const OUTFIT_STORIES: Record<string, string> = {
  casual: 'is more capable than anyone expects when things go wrong',
  sailor: 'smells of salt and rope and knows the sea’s moods',
  explorer: 'never stays in one place for long',
  ninja: 'moves without a sound',
};

const pronouns = (member: Pick<CastMember, 'gender' | 'kind'>) =>
  member.kind !== 'person' && member.kind !== 'ghost' ? { they: 'it', their: 'its', is: 'is' } : member.gender === 'f' ? { they: 'she', their: 'her', is: 'is' } : member.gender === 'm' ? { they: 'he', their: 'his', is: 'is' } : { they: 'they', their: 'their', is: 'are' };
export { pronouns };

/** The look phrase of a cast member, as the panel prompts repeat it. */
export function castLook(member: CastMember, existingDescription?: string): string {
  if (existingDescription?.trim()) {
    const first = existingDescription.trim().split(/(?<=[.!?])\s/)[0]!;
    return first.length > 160 ? `${first.slice(0, 157).replace(/\s+\S*$/, '')}…` : first.replace(/[.!?]$/, '');
  }
  return describeLook(lookFor(member.name, member.kind, member.outfit, { gender: member.gender, ...(member.age ? { age: member.age } : {}) }), member.gender);
}

export function characterDraft(member: CastMember, context = ''): EntityDraft {
  const rng = createRng('character', member.name);
  const look = castLook(member);
  const traits = rng.pick(PERSONALITIES);
  const words = pronouns(member);
  const roleKey = member.role?.noun.split(' ').pop() ?? '';
  const story = ROLE_STORIES[roleKey] ?? OUTFIT_STORIES[member.outfit] ?? OUTFIT_STORIES.casual!;
  const title = member.title || (member.role ? `the ${member.role.noun}` : rng.pick(['the newcomer', 'the wanderer', 'the dreamer', 'the stranger in town']));
  const trait = `${traits[0]!.charAt(0).toUpperCase()}${traits[0]!.slice(1)}, ${traits[1]} and ${traits[2]}`;
  const verb = words.they === 'they' ? story.replace(/^has /, 'have ').replace(/^is /, 'are ') : story;
  const description = `${member.name}, ${title}, is ${look}. ${trait}, ${words.they} ${verb}.${context ? ` ${context}` : ''}`;
  const imagePrompt = `Full-figure character portrait of ${member.name}, ${title}: ${look}. ${rng.pick(['Confident', 'Curious', 'Determined', 'Warm', 'Wary'])} expression, three-quarter view, standing on a plain light background, clear silhouette, consistent character design.`;
  return { name: member.name, title: capitalise(title.replace(/^the /, '')), description: description.slice(0, 1000), imagePrompt: imagePrompt.slice(0, 1000) };
}

/** How each setting looks, feels and is lit, for location drafts and establishing shots. */
export const SETTING_LOOKS: Record<Setting, { look: string; mood: string; light: string; establishing: string }> = {
  city: {
    look: 'tall brick and glass buildings crowd a long street of glowing shop signs, fire escapes and puddled pavement',
    mood: 'It hums with traffic, music and a thousand overlapping stories',
    light: 'By night, neon pinks and electric blues reflect in every wet surface',
    establishing: 'a long city street lined with tall buildings, lit windows and glowing signs',
  },
  forest: {
    look: 'ancient trees with mossy trunks and a deep green canopy, a winding path and ferns along the ground',
    mood: 'It is calm and green, alive with birdsong and rustling leaves',
    light: 'Sunlight falls through the leaves in golden shafts and dappled pools',
    establishing: 'a sunlit forest clearing ringed by tall leafy trees, ferns and a winding path',
  },
  meadow: {
    look: 'rolling green hills of wildflowers under a wide sky, with a lone tree and a dirt track',
    mood: 'It feels open, peaceful and a little wild',
    light: 'Soft, warm light washes over the grass as clouds drift by',
    establishing: 'rolling green hills with wildflowers, a lone tree and a wide open sky',
  },
  sea: {
    look: 'a wide stretch of restless water with a harbour wall, bobbing boats and gulls wheeling overhead',
    mood: 'It smells of salt and tar and never quite sits still',
    light: 'Light glitters on the waves and silvers the horizon',
    establishing: 'a wide seascape with rolling waves, a distant horizon and boats on the water',
  },
  beach: {
    look: 'a curve of pale sand between turquoise shallows and grassy dunes, scattered with shells and driftwood',
    mood: 'It is bright, breezy and carefree',
    light: 'The sun sparkles on the water and warms the sand',
    establishing: 'a sandy beach with gentle surf, turquoise water and palm trees',
  },
  ship: {
    look: 'a creaking wooden ship with tall masts, patched canvas sails, coiled ropes and a polished wheel',
    mood: 'It rolls with the swell, full of shouted orders and the groan of timber',
    light: 'Sea light flashes off brass fittings and wet planks',
    establishing: 'a tall-masted wooden sailing ship on open water, sails full of wind',
  },
  lighthouse: {
    look: 'a tall red-and-white striped lighthouse perched on black sea cliffs, its great lamp turning above crashing waves',
    mood: 'Lonely and wind-battered, it feels like the last light at the edge of the world',
    light: 'At night its beam sweeps the dark water in long golden arcs',
    establishing: 'a striped lighthouse on rocky cliffs above a crashing sea, its lamp beam sweeping the water',
  },
  space: {
    look: 'a vast starfield with a ringed planet, drifting asteroids and a sleek modular space station with solar panels',
    mood: 'It is silent, immense and breathtaking',
    light: 'Starlight and the glow of distant nebulae paint everything in cold blues and violets',
    establishing: 'deep space with a ringed planet, a starfield, a nebula glow and a space station',
  },
  planet: {
    look: 'a rust-red alien plain of dunes and craters under a strange sky with a huge moon hanging low',
    mood: 'It is desolate, eerie and utterly unexplored',
    light: 'A pale distant sun casts long shadows across the red dust',
    establishing: 'a red desert planet surface with craters, rocks and a huge moon in the sky',
  },
  castle: {
    look: 'a grey stone castle of towers, battlements and fluttering banners above a moat and a drawbridge',
    mood: 'It is proud, ancient and full of echoes',
    light: 'Torchlight flickers on the walls as the sky changes above the towers',
    establishing: 'a stone castle with towers, battlements and banners on a hill',
  },
  hall: {
    look: 'a vast stone hall with tall pillars, hanging banners, a chequered floor and a throne at the far end',
    mood: 'It is grand and solemn, and every footstep echoes',
    light: 'Torches and tall windows throw warm light and long shadows across the flagstones',
    establishing: 'a grand stone hall with pillars, banners, torches and a throne',
  },
  desert: {
    look: 'endless golden dunes under a blazing sky, with wind-carved rocks and a lonely cactus',
    mood: 'It is hot, silent and unforgiving',
    light: 'Heat shimmers over the sand and the sun bleaches every colour',
    establishing: 'golden sand dunes under a huge sun, with rocks and cacti',
  },
  mountains: {
    look: 'jagged snow-capped peaks above pine slopes and a narrow mountain trail',
    mood: 'It is cold, majestic and dangerous',
    light: 'Thin bright air makes the snow glitter against a deep blue sky',
    establishing: 'snow-capped mountain peaks above pine forests and a rocky trail',
  },
  cave: {
    look: 'a winding cavern of dripping stalactites, glittering crystals and a dark underground pool',
    mood: 'It is damp, echoing and full of secrets',
    light: 'Torchlight and glowing crystals carve it out of the darkness',
    establishing: 'a deep cave with stalactites, glowing crystals and torchlight',
  },
  kitchen: {
    look: 'a cosy kitchen of copper pots, tiled walls, a big wooden table and a window over the sink',
    mood: 'It is warm, busy and smells of fresh bread',
    light: 'Warm light spills from the window onto flour-dusted counters',
    establishing: 'a cosy kitchen with copper pots, counters, shelves and a window',
  },
  library: {
    look: 'towering shelves of old books, rolling ladders, reading lamps and a long oak table',
    mood: 'It is hushed, dusty and full of forgotten knowledge',
    light: 'Lamplight pools on the pages while tall windows glow softly',
    establishing: 'a grand library with tall bookshelves, ladders and reading lamps',
  },
  lab: {
    look: 'a cluttered laboratory of bubbling flasks, blinking consoles, cables and a huge humming machine',
    mood: 'It is electric, chaotic and one experiment away from disaster',
    light: 'Screens and glowing liquids bathe it in green and blue light',
    establishing: 'a science lab with benches, glowing flasks, monitors and machines',
  },
  tavern: {
    look: 'a low-beamed tavern of wooden tables, barrels, a long bar and a crackling fireplace',
    mood: 'It is loud, friendly and full of rumours',
    light: 'Firelight and lanterns glow amber through the pipe smoke',
    establishing: 'a cosy tavern with wooden tables, barrels, lanterns and a fireplace',
  },
  room: {
    look: 'a lived-in room with a window, a rug, bookshelves, a lamp and a worn armchair',
    mood: 'It feels personal and quiet, full of small keepsakes',
    light: 'Soft light falls through the window across the floorboards',
    establishing: 'a cosy room with a window, a rug, shelves and a lamp',
  },
};

const SETTING_TITLES: Record<Setting, string> = {
  city: 'city streets', forest: 'forest', meadow: 'open countryside', sea: 'harbour town', beach: 'beach', ship: 'sailing ship',
  lighthouse: 'lighthouse', space: 'space station', planet: 'alien planet', castle: 'castle', hall: 'great hall', desert: 'desert',
  mountains: 'mountain pass', cave: 'cavern', kitchen: 'kitchen', library: 'library', lab: 'laboratory', tavern: 'tavern', room: 'room',
};

export const TIME_PHRASES: Record<TimeOfDay, string> = {
  day: 'in bright daylight',
  sunset: 'at sunset, the sky orange and pink',
  dawn: 'at dawn, pale gold light on the horizon',
  night: 'at night under a moon and stars',
};

export const WEATHER_PHRASES: Record<Weather, string> = {
  clear: 'clear weather',
  rain: 'in pouring rain',
  snow: 'in falling snow',
  fog: 'wrapped in drifting fog',
  storm: 'in a raging storm with lightning',
};

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export function locationDraft(place: PlaceRef, conditions: { time?: TimeOfDay | null; weather?: Weather | null } = {}): EntityDraft {
  const look = SETTING_LOOKS[place.setting];
  const phrase = place.phrase.replace(/^(the|a|an|our|my|his|her|their)\s+/i, '').trim() || place.noun;
  // A proper name ("Port Haven") says nothing of the place: describe it by its setting.
  const kind = phrase.toLowerCase() === place.name.toLowerCase() ? SETTING_TITLES[place.setting] : phrase;
  const description = `${capitalise(kind.toLowerCase() === place.noun ? `a ${kind}` : `a ${kind.toLowerCase()}`)}: ${look.look}. ${look.mood}. ${look.light}.`;
  const when = [conditions.time ? TIME_PHRASES[conditions.time] : '', conditions.weather && conditions.weather !== 'clear' ? WEATHER_PHRASES[conditions.weather] : ''].filter(Boolean).join(', ');
  const imagePrompt = `Wide establishing shot of ${place.name}, ${phrase.toLowerCase() !== place.name.toLowerCase() ? `a ${phrase.toLowerCase()}: ` : ''}${look.establishing}${when ? `, ${when}` : ''}. No people, rich environmental detail, atmospheric depth.`;
  return {
    name: place.name,
    title: capitalise(kind.toLowerCase()),
    description: description.slice(0, 1000),
    imagePrompt: imagePrompt.slice(0, 1000),
  };
}
