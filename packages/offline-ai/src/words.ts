// The offline provider's vocabulary: who (roles and figure kinds), where (settings), when (time and weather) and how
// (art styles). The writer and the painter read prompts with the same words, so what one writes the other draws.
// The word lists themselves are data (`data/words.json`); this module gives them their types.
import words from './data/words.json' with { type: 'json' };
import learnt from './data/wordnet-places.json' with { type: 'json' };
import wordnetWeather from './data/wordnet-weather.json' with { type: 'json' };

export type FigureKind =
  'person' | 'robot' | 'cat' | 'dog' | 'dragon' | 'ghost' | 'bird' | 'horse' | 'fish' | 'whale' | 'octopus';
/** What a figure wears: one of the outfits of src/data/look.json (`outfitClothes`). */
export type Outfit = keyof (typeof import('./data/look.json'))['outfitClothes'];
export type Gender = 'f' | 'm' | 'x';

export interface Role {
  kind: FigureKind;
  outfit: Outfit;
  gender: Gender;
  age?: 'child' | 'old';
  /** Names invented for an unnamed character of this role. */
  names: readonly string[];
  /** A short noun for titles ("robot", "lighthouse keeper"). */
  noun: string;
  /** An animal's own body and accent colours, drawn unless the words name others (a pelican white, its beak orange). */
  colours?: string[];
  /** An animal much smaller or bigger than its rig's kind (a mouse, an ostrich). */
  size?: 'tiny' | 'huge';
}

type RoleEntry = Omit<Role, 'names' | 'noun'> & { names: string[] | keyof typeof words.names };

/** Role nouns (singular) that make a character of a prompt; a role's names are its own or a shared list's. */
export const ROLES: Record<string, Role> = Object.fromEntries(
  Object.entries(words.roles as Record<string, RoleEntry>).map(([noun, entry]) => [
    noun,
    { ...entry, names: typeof entry.names === 'string' ? words.names[entry.names] : entry.names, noun },
  ]),
);

const IRREGULAR_PLURALS: Record<string, string> = words.irregularPlurals;

/** The role of a word (singular or plural), if it names one. */
export function roleOf(word: string): { key: string; plural: boolean } | null {
  const lower = word.toLowerCase();
  if (ROLES[lower]) return { key: lower, plural: false };
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return { key: irregular, plural: true };
  if (lower.endsWith('s') && ROLES[lower.slice(0, -1)]) return { key: lower.slice(0, -1), plural: true };
  return null;
}

/** A broad setting: one of the looks of src/data/entities.json (`SETTING_LOOKS`), from city to interior. */
export type Setting = keyof (typeof import('./data/entities.json'))['SETTING_LOOKS'];

/** Kinds of place (a shop, an aquarium, a bus inside), each its setting, its dressing and its words; `inside` only after "in", "on", "aboard". */
const KINDS = Object.values(words.placeKinds as Record<string, { as: string[]; words: string[]; inside?: boolean }>);
/** Vehicles and the like that are a place only when someone is in them ("on the bus"). */
export const INSIDE_PLACES = new Set(KINDS.filter((kind) => kind.inside).flatMap((kind) => kind.words));

/**
 * Place nouns no hand row names, by the nearest kind WordNet files them under that one does or by their class (a room,
 * a shop, a road, a body of water: `data/wordnet-places.json`, written by `npm run wordnet-places`): a site's row
 * (a veranda is a porch, a steeple a building with its church) or a backdrop's words (a tarn is a lake, a towpath a path).
 */
const LEARNT_SITES = Object.fromEntries(
  Object.entries(learnt.sites).flatMap(([row, nouns]) => nouns.map((noun) => [noun, row.split(',')])),
);
/** Sites by their words: WordNet's, the hand rows, then the kinds' (with `inside`, those only after "in" too: a bus). */
const sitesOf = (inside: boolean) =>
  ({
    ...LEARNT_SITES,
    ...words.sites,
    ...Object.fromEntries(
      KINDS.filter((kind) => inside || !kind.inside).flatMap((kind) => kind.words.map((word) => [word, kind.as])),
    ),
  }) as unknown as Record<string, [Setting, ...string[]]>;
/** Common place nouns WordNet names that nothing here draws (an enclosure, a peninsula): named, they are said not drawn. */
export const UNDRAWN_PLACES = new Set(learnt.undrawn.split(' '));
export const LEARNT_BACKDROPS = Object.entries(learnt.backdrops).map(
  ([backdrop, [setting, ...nouns]]) => [`\\b(${nouns.join('|')})s?\\b`, backdrop, setting!] as const,
);

/** Place nouns and the setting they are drawn as (a kind's or a site's before a broad place's). Two-word places are matched before one-word ones. */
export const PLACES = {
  ...Object.fromEntries(
    Object.values(learnt.backdrops).flatMap(([setting, ...nouns]) => nouns.map((noun) => [noun, setting])),
  ),
  ...words.places,
  ...Object.fromEntries(Object.entries(sitesOf(false)).map(([place, [setting]]) => [place, setting])),
} as Record<string, Setting>;

/**
 * Places no backdrop draws (a road, an orchard, a courtroom, a salon, a bus inside), each by the setting whose ground it
 * has (the street's asphalt, grass, a plain room's walls and floor, sand, water) and up to four drawings it is known for,
 * by their English CLDR names (an orchard's tree and apples, a salon's barber pole and mirror): its dressing.
 */
export const SITES = sitesOf(true);

/**
 * The outside of a place where no town is (data/words.json `yards`): its setting, then its drawings; behind a cabin is
 * the forest by the hut, not the street at its door.
 */
export const YARDS = words.yards as unknown as Record<string, [Setting, ...string[]]>;

/** Words that name a setting without being a place noun ("neon", "waves"), used by the painter as hints. */
export const SETTING_HINTS = words.settingHints as Record<string, Setting>;

/** Proper place names the writer knows. */
export const PROPER_PLACES = words.properPlaces as Record<string, Setting>;

export type TimeOfDay = 'day' | 'sunset' | 'dawn' | 'night';
export type Weather = 'clear' | 'rain' | 'snow' | 'fog' | 'storm' | 'wind' | 'cloud';

/** The hours and weather the painter's lists name, and those WordNet adds ("sundown", "hailstorm"). */
export const TIME_WORDS = { ...wordnetWeather.time, ...words.timeWords } as Record<string, TimeOfDay>;

export const WEATHER_WORDS = { ...wordnetWeather.weather, ...words.weatherWords } as Record<string, Weather>;

/** The seasons a picture shows (summer is how it looks anyway, winter is its snow), by their words. */
export type Season = 'spring' | 'autumn';
export const SEASON_WORDS = words.seasonWords as Record<string, Season>;

/** Words before a name that belong to it ("Captain Rook", "Dr. Hale"). */
export const HONORIFICS = new Set(words.honorifics);

/** What an honorific says about its bearer. */
export const HONORIFIC_ROLES: Record<string, string> = words.honorificRoles;

/** Capitalised words that are not names when they open a sentence (or anywhere). */
export const COMMON_WORDS = new Set(words.commonWords);

/** Sky bodies: the setting or the scenery, never characters ("on the Moon… Earth hangs in the sky"). */
export const CELESTIAL = new Set(words.celestial);

/** Things that a capitalised name can be ("the Golden Compass") and that are never characters or places. */
export const OBJECT_WORDS = new Set(words.objectWords);

export type ArtStyle = 'comic' | 'manga' | 'watercolor' | 'noir' | 'animated' | 'photo';

/** The words of each art style preset, tried in order (data/words.json `artStyles`). */
const ART_STYLES = words.artStyles.map(([pattern, style]) => [new RegExp(pattern!), style as ArtStyle] as const);

/** The art style preset a style prompt describes (Classic Comic when none is recognised). */
export function artStyleOf(prompt: string): ArtStyle {
  return ART_STYLES.find(([pattern]) => pattern.test(prompt.toLowerCase()))?.[1] ?? 'comic';
}

/**
 * The art style a picture's prompt asks for: a style's word said as a style, opening the prompt ("watercolour of a
 * harbour"), after in, as or like ("in manga", "as a noir comic") or before a word for a style or a picture ("manga
 * style", "a noir detective story"); never a deed or a thing in the scene ("washes his car", "photographs a bird",
 * "watches a cartoon").
 */
export function askedStyleOf(prompt: string): ArtStyle {
  const lower = prompt.toLowerCase();
  const said = (at: number, end: number) =>
    /^(?:an?\s+|the\s+)?$|\b(?:in|as|like)\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+)?$/.test(lower.slice(0, at)) ||
    STYLE_NOUN.test(lower.slice(end));
  for (const [pattern, style] of ART_STYLES_ALL)
    for (const match of lower.matchAll(pattern)) if (said(match.index, match.index + match[0].length)) return style;
  return 'comic';
}

/** The art styles' words, each found wherever it is in the prompt. */
const ART_STYLES_ALL = ART_STYLES.map(([pattern, style]) => [new RegExp(pattern.source, 'g'), style] as const);
const STYLE_NOUN = new RegExp(`^(?:\\s+[a-z-]+)?[\\s-]+(?:${words.styleNouns.join('|')})\\b`);

/** A short phrase naming each art style for image prompts. */
export const ART_STYLE_WORDS: Record<ArtStyle, string> = words.artStyleWords;
