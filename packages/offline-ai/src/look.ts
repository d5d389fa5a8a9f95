// How a character looks, derived from its name alone: the writer describes these colours and the painter paints them,
// so a character keeps its face and clothes in every panel and portrait.
import { createRng } from './prng';
import type { FigureKind, Gender, Outfit } from './words';
import tables from './data/look.json' with { type: 'json' };

export interface Swatch {
  name: string;
  hex: string;
}

export type HairStyle = 'short' | 'long' | 'bun' | 'spiky' | 'ponytail' | 'curly' | 'bald';

export interface Look {
  kind: FigureKind;
  outfit: Outfit;
  skin: Swatch;
  hair: Swatch;
  hairStyle: HairStyle;
  top: Swatch;
  bottom: Swatch;
  accent: Swatch;
  eyes: Swatch;
  /** 0.42 for a baby, 0.72 for a child, 0.88 for a teenager, 1 for adults; dragons are drawn larger by the painter. */
  height: number;
  beard: boolean;
  /** Headwear the description names; unset: whatever the outfit wears. */
  headwear?: Headwear;
  headwearColour?: Swatch;
  glasses?: boolean;
  /** A job's garment over the clothes (an apron, stripes, a hi-vis vest: data/figure-art.json `garments`). */
  wear?: string;
  /** The animal the description names ('parrot', 'owl'), drawn as its kind. */
  species?: string;
}

export type Headwear = 'none' | 'tricorn' | 'tophat' | 'crown' | 'helmet' | 'hood' | 'rainhat' | 'wizardhat' | 'cap' | 'mask' | 'cowboy' | 'sheriff' | 'clown' | 'postman';

const sw = (name: string, hex: string): Swatch => ({ name, hex });

const SKIN = [sw('fair', '#f6d5b5'), sw('peach', '#f0c09a'), sw('tan', '#d9a172'), sw('olive', '#c08a5a'), sw('brown', '#9a6240'), sw('deep brown', '#6e4127')];
const HAIR = [sw('black', '#1f1a1a'), sw('dark brown', '#4a2c1d'), sw('chestnut', '#7b3f1d'), sw('copper-red', '#b5421f'), sw('golden blonde', '#e0b44c'), sw('jet-black', '#101018'), sw('auburn', '#8e3520')];
const GREY_HAIR = [sw('silver', '#c9ccd3'), sw('white', '#eceae4'), sw('steel-grey', '#8d929a')];
const TOPS = [
  sw('crimson', '#d7263d'), sw('cobalt blue', '#1f5fbf'), sw('emerald', '#1f9d55'), sw('mustard', '#e6a817'), sw('violet', '#7b3fb3'),
  sw('teal', '#138a8a'), sw('orange', '#ef6c1a'), sw('navy', '#22315c'), sw('forest green', '#2f6b3a'), sw('rose', '#e05d8c'),
  sw('sky-blue', '#3aa0e0'), sw('maroon', '#7a2130'),
];
const BOTTOMS = [sw('charcoal', '#33363d'), sw('denim', '#35507a'), sw('brown', '#6b4a2f'), sw('khaki', '#b59d6a'), sw('black', '#1c1c1c'), sw('olive', '#5b6b35')];
const ACCENTS = [sw('gold', '#f2c230'), sw('white', '#f4f4f0'), sw('scarlet', '#e0312b'), sw('turquoise', '#2bc4c4'), sw('lime', '#9ad12f'), sw('pink', '#ff7ab6')];
const EYES = [sw('brown', '#4a2f1e'), sw('green', '#2f7d4a'), sw('blue', '#2f5fa8'), sw('hazel', '#7a5a2a'), sw('grey', '#5e6670')];
const METAL = [sw('silver', '#b8c2cc'), sw('brass', '#c9a24a'), sw('white', '#e3e8ec'), sw('red', '#c8413b'), sw('teal', '#3f9aa0'), sw('orange', '#e07b2e')];
const GLOW = [sw('cyan', '#4ef2ff'), sw('red', '#ff4a4a'), sw('green', '#5cff8a'), sw('amber', '#ffb020')];
const CAT_FUR = [sw('ginger', '#e08a3c'), sw('black', '#2a2a2e'), sw('grey', '#8c8f99'), sw('white', '#f2f0ea'), sw('tabby-brown', '#9a6a3f'), sw('cream', '#e9cf9f')];
const DOG_FUR = [sw('golden', '#d9a35b'), sw('chocolate', '#7b4b2a'), sw('black', '#2b2b2b'), sw('grey', '#9a9aa2'), sw('cream', '#ead7b0'), sw('russet', '#e2672a')];
const SCALES = [sw('emerald', '#2e9e5b'), sw('crimson', '#c0392b'), sw('violet', '#6c3fa0'), sw('gold', '#d4a017'), sw('azure', '#2f7fd0'), sw('obsidian', '#34343f')];
const ANIMAL_EYES = [sw('green', '#57c84d'), sw('amber', '#f0a020'), sw('blue', '#4aa8ff'), sw('yellow', '#f5d90a')];
const FEATHERS = [sw('scarlet', '#d7263d'), sw('sky-blue', '#3aa0e0'), sw('emerald', '#1f9d55'), sw('sunny yellow', '#f2c230'), sw('brown', '#7b5a3a')];
const HIDES = [sw('chestnut', '#8a4b22'), sw('white', '#f2efe8'), sw('black', '#24211f'), sw('dapple grey', '#a7a9ad'), sw('palomino', '#d9b066')];
const SEA = [sw('orange', '#f08a24'), sw('silver-blue', '#7fa6c9'), sw('teal', '#2a9d8f'), sw('slate-blue', '#4a6a96'), sw('coral-pink', '#f07d7d')];
const GHOSTLY = [sw('pale', '#e8f4f2'), sw('misty-blue', '#d6e6f5'), sw('sea-green', '#cfeee2')];

/** A character's look: a pure function of its name, kind and outfit. */
export function lookFor(name: string, kind: FigureKind, outfit: Outfit, options: { gender?: Gender; age?: 'baby' | 'child' | 'teen' | 'old'; height?: number } = {}): Look {
  const rng = createRng('look', name.trim().toLowerCase());
  const gender = options.gender ?? 'x';
  const old = options.age === 'old';
  const base: Look = {
    kind,
    outfit,
    skin: rng.pick(SKIN),
    hair: old ? rng.pick(GREY_HAIR) : rng.pick(HAIR),
    hairStyle: 'short',
    top: rng.pick(TOPS),
    bottom: rng.pick(BOTTOMS),
    accent: rng.pick(ACCENTS),
    eyes: rng.pick(EYES),
    height: options.height ?? (options.age === 'child' ? 0.72 : 1),
    beard: false,
  };
  const styles: HairStyle[] =
    gender === 'f' ? ['long', 'bun', 'ponytail', 'curly', 'long'] : gender === 'm' ? ['short', 'spiky', 'curly', 'short', old ? 'bald' : 'short'] : ['short', 'long', 'bun', 'spiky', 'ponytail', 'curly'];
  // A baby is bald: long hair or a bun would make a small girl of it.
  base.hairStyle = options.age === 'baby' ? (rng.pick(styles), 'bald') : rng.pick(styles);
  // Never a beard on a child or a teenager.
  base.beard = gender === 'm' && (old || rng.chance(0.3)) && !['baby', 'child', 'teen'].includes(options.age ?? '');
  if (outfit === 'wizard' && gender !== 'f' && base.height >= 1) base.beard = true;
  switch (kind) {
    case 'robot':
      return { ...base, top: rng.pick(METAL), bottom: rng.pick(BOTTOMS), eyes: rng.pick(GLOW), hairStyle: 'bald', beard: false };
    case 'cat':
      return { ...base, top: rng.pick(CAT_FUR), bottom: rng.pick(CAT_FUR), eyes: rng.pick(ANIMAL_EYES), hairStyle: 'bald', beard: false };
    case 'dog':
      return { ...base, top: rng.pick(DOG_FUR), bottom: rng.pick(DOG_FUR), eyes: rng.pick(EYES.slice(0, 2)), hairStyle: 'bald', beard: false };
    case 'dragon':
      return { ...base, top: rng.pick(SCALES), bottom: sw('pale gold', '#f1d58a'), eyes: rng.pick(ANIMAL_EYES), hairStyle: 'bald', beard: false };
    case 'ghost':
      return { ...base, top: rng.pick(GHOSTLY), eyes: sw('hollow', '#23313a'), hairStyle: 'bald', beard: false };
    case 'bird':
      return { ...base, top: rng.pick(FEATHERS), bottom: sw('pale', '#f4ecd8'), accent: sw('orange', '#f0a020'), eyes: sw('black', '#111111'), hairStyle: 'bald', beard: false };
    case 'horse':
      return { ...base, top: rng.pick(HIDES), bottom: sw('dark', '#3a2a20'), eyes: sw('brown', '#2a1a10'), hairStyle: 'bald', beard: false };
    case 'fish':
    case 'whale':
    case 'octopus':
      return { ...base, top: rng.pick(SEA), bottom: sw('pale', '#f1ead8'), eyes: sw('black', '#111111'), hairStyle: 'bald', beard: false };
    default:
      if (outfit === 'alien') return { ...base, skin: rng.pick([sw('green', '#7fd46a'), sw('lilac', '#b99be6'), sw('blue', '#7fb6e6')]), hairStyle: 'bald', beard: false };
      return base;
  }
}

const OUTFIT_CLOTHES: Record<Outfit, (look: Look) => string> = {
  casual: (l) => `a ${l.top.name} jacket over a ${l.accent.name} shirt and ${l.bottom.name} trousers`,
  knight: (l) => `polished steel armour with a ${l.top.name} tabard, a ${l.accent.name} plume and a long sword`,
  wizard: (l) => `flowing ${l.top.name} robes with ${l.accent.name} stars, a tall pointed hat and a gnarled staff`,
  astronaut: (l) => `a white spacesuit with ${l.top.name} stripes and a glass-visored helmet`,
  pirate: (l) => `a ${l.top.name} long coat, a black tricorn hat with a ${l.accent.name} feather and a cutlass`,
  sailor: (l) => `a ${l.top.name} oilskin raincoat, a sou'wester hat and sturdy boots`,
  detective: (l) => `a ${l.bottom.name} trench coat, a fedora and a ${l.top.name} scarf`,
  chef: (l) => `a white chef's jacket, a tall toque and a ${l.top.name} apron`,
  scientist: (l) => `a white lab coat over a ${l.top.name} sweater, with goggles pushed up on the forehead`,
  royal: (l) => `a ${l.top.name} velvet gown-like robe trimmed with ${l.accent.name}, and a golden crown`,
  explorer: (l) => `a ${l.top.name} field jacket, a satchel, ${l.bottom.name} cargo trousers and worn boots`,
  alien: (l) => `a sleek ${l.top.name} jumpsuit with ${l.accent.name} piping`,
  ninja: (l) => `a dark ${l.bottom.name} hooded outfit with a ${l.top.name} sash`,
};

/** One phrase on how a character looks, for descriptions and image prompts. */
export function describeLook(look: Look, gender: Gender = 'x'): string {
  switch (look.kind) {
    case 'robot':
      return `a compact ${look.top.name} robot with a rounded, slightly dented shell, glowing ${look.eyes.name} eyes and a stubby antenna`;
    case 'cat':
      return `a ${look.top.name} cat with ${look.eyes.name} eyes, a long curling tail and a ${look.accent.name} collar`;
    case 'dog':
      return `a scruffy ${look.top.name} dog with floppy ears, ${look.eyes.name} eyes and a ${look.accent.name} bandana`;
    case 'dragon':
      return `a great ${look.top.name} dragon with ${look.bottom.name} belly scales, leathery wings, curved horns and ${look.eyes.name} eyes`;
    case 'bird':
    case 'horse':
    case 'fish':
    case 'whale':
    case 'octopus':
      return `a ${look.top.name} ${look.species ?? look.kind}${look.kind === 'bird' ? ` with a ${look.accent.name} beak` : look.kind === 'horse' ? ` with a ${look.bottom.name} mane` : ''}`;
    case 'ghost':
      return `a translucent ${look.top.name} ghost in a drifting sheet-like shroud, with hollow dark eyes and a faint glow`;
    default: {
      const hairWords: Record<HairStyle, string> = {
        short: `short ${look.hair.name} hair`,
        long: `long ${look.hair.name} hair`,
        bun: `${look.hair.name} hair tied in a bun`,
        spiky: `spiky ${look.hair.name} hair`,
        ponytail: `${look.hair.name} hair in a ponytail`,
        curly: `curly ${look.hair.name} hair`,
        bald: 'a shaved head',
      };
      const hair = look.outfit === 'alien' ? 'a smooth hairless head and large dark eyes' : hairWords[look.hairStyle];
      const old = look.hair.name === 'silver' || look.hair.name === 'white' || look.hair.name === 'steel-grey';
      const who = look.height < 1 ? (gender === 'f' ? 'a small girl' : gender === 'm' ? 'a small boy' : 'a small child') : gender === 'f' ? (old ? 'an older woman' : 'a young woman') : gender === 'm' ? (old ? 'an older man' : 'a young man') : old ? 'a weathered older figure' : 'a lean young figure';
      const face = `${look.skin.name} skin, ${look.eyes.name} eyes${look.beard ? ' and a beard' : ''}`;
      return `${who} with ${hair}, ${face}, wearing ${OUTFIT_CLOTHES[look.outfit](look)}`;
    }
  }
}

/** Colour words a description may use, by the hex the painter paints them in. */
export const COLOUR_WORDS: Record<string, string> = tables.COLOUR_WORDS;
const COLOUR_PATTERN = Object.keys(COLOUR_WORDS).join('|');

/** The colour named right before one of the nouns (within two words: "a bright red beak"), if any. */
function colourBefore(text: string, nouns: string): Swatch | null {
  const match = new RegExp(`\\b(${COLOUR_PATTERN})(?:[- ]\\w+){0,2}?[- ](?:${nouns})\\b`).exec(text);
  return match ? sw(match[1]!, COLOUR_WORDS[match[1]!]!) : null;
}

/** Headwear by the words that name it, first match (src/data/look.json); any other hat is a brimmed one. */
const HEADWEAR = tables.HEADWEAR.map(([pattern, headwear]) => [new RegExp(pattern!), headwear as Headwear] as const);
/** Hair styles by the words that name them, first match (src/data/look.json). */
const HAIR_STYLES = tables.HAIR_STYLES.map(([pattern, style]) => [new RegExp(pattern!), style as HairStyle] as const);
const GLASSES = /\b(glasses|spectacles|goggles|monocle)\b/;
/** Whether a look draws this worn thing (a hat, glasses), so it is no thing left undrawn. */
export const wornLook = (word: string) => GLASSES.test(word) || HEADWEAR.some(([pattern]) => pattern.test(word));

/**
 * A look with what a description says written over it: species colours, hair colour and style, headwear, clothing
 * colours, glasses, beards. Everything else stays as the name decided, so the same words always give the same look.
 */
export function lookFromText(look: Look, description: string): Look {
  const text = description.toLowerCase();
  const out: Look = { ...look };
  if (look.kind !== 'person') {
    const noun = look.species ?? look.kind;
    const body = colourBefore(text, `${noun}|${look.kind}|fur|feathers|scales|body|skin|hide|coat`) ?? (() => {
      const first = new RegExp(`\\b(${COLOUR_PATTERN})\\b`).exec(text.split(/\bwith\b/)[0] ?? '')?.[1];
      return first ? sw(first, COLOUR_WORDS[first]!) : null;
    })();
    if (body) out.top = body;
    const accent = colourBefore(text, 'beak|bill|collar|bandana|mane|tail|wings|fins|spots|stripes|tentacles|belly|scarf|bow');
    if (accent) {
      if (look.kind === 'horse' || look.kind === 'dragon') out.bottom = accent;
      else out.accent = accent;
    }
    const eyes = colourBefore(text, 'eyes?');
    if (eyes) out.eyes = eyes;
    return out;
  }
  const hairColour =
    new RegExp(`\\b(${COLOUR_PATTERN})[- ]haired\\b`).exec(text)?.[1] ?? colourBefore(text, 'hair|braids?|curls|ponytail|bun|locks')?.name ?? colourBefore(text, 'beard|moustache|mustache')?.name;
  if (hairColour) out.hair = sw(hairColour, COLOUR_WORDS[hairColour]!);
  out.hairStyle = HAIR_STYLES.find(([pattern]) => pattern.test(text))?.[1] ?? out.hairStyle;
  const headwear = HEADWEAR.find(([pattern]) => pattern.test(text))?.[1];
  if (headwear) {
    out.headwear = headwear;
    const colour = colourBefore(text, 'tricorne?|hat|top hat|crown|helmet|hood|cap|beanie|beret|cloak|fedora|bonnet|sombrero');
    if (colour) out.headwearColour = colour;
  }
  const top = colourBefore(text, 'coat|jacket|sweater|jumper|shirt|blouse|dress|gown|cloak|robes?|tunic|hoodie|suit|uniform|vest|cardigan|raincoat|oilskin|armou?r|tabard|apron|scarf');
  if (top) out.top = top;
  const bottom = colourBefore(text, 'trousers|pants|skirt|jeans|shorts|boots|leggings');
  if (bottom) out.bottom = bottom;
  if (GLASSES.test(text)) out.glasses = true;
  if (/\b(beard|bearded|moustache|mustache)\b/.test(text)) out.beard = true;
  if (/\bclean-shaven|woman|girl|lady|she\b/.test(text) && !/\bbeard/.test(text)) out.beard = false;
  return out;
}
