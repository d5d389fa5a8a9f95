// How a character looks, derived from its name alone: the writer describes these colours and the painter paints them,
// so a character keeps its face and clothes in every panel and portrait.
import { createRng } from './prng';
import type { FigureKind, Gender, Outfit } from './words';
import tables from './data/look.json' with { type: 'json' };
import learnt from './data/wordnet-looks.json' with { type: 'json' };

/** A table's words for each look, the painter's own then WordNet's (src/data/wordnet-looks.json: wet is also damp, moist…). */
export const withLearnt = (own: Record<string, string>, table: keyof typeof learnt) => {
  const more: Partial<Record<string, unknown>> = learnt[table];
  return Object.entries(own).map(([look, words]) => [look, [words, more[look]].filter(Boolean).join('|')] as const);
};

export type Swatch = { name: string; hex: string };

export type HairStyle = 'short' | 'long' | 'bun' | 'spiky' | 'ponytail' | 'curly' | 'bald';

export type Look = Record<'skin' | 'hair' | 'top' | 'bottom' | 'accent' | 'eyes', Swatch> & {
  kind: FigureKind;
  outfit: Outfit;
  hairStyle: HairStyle;
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
  /** Shoes, gloves and a scarf in the colours the description names. */
  feet?: Swatch;
  hands?: Swatch;
  neck?: Swatch;
  /** Garments and patterns the description names, of data/figure-art.json `garments` (a skirt, a scarf, pattern/stripes). */
  clothes?: string[];
  /** States the description names, drawn as marks on the figure (data/look.json `STATES`: mud, wet, sweat, tired). */
  state?: string[];
  /** The body's colour the description names, which a vocabulary drawing standing in for the rig takes ("a brown cow"). */
  tint?: Swatch;
  /** The size its words give it: smaller, larger, or drawn wider or narrower than its kind ("a plump goose": data/look.json `WIDTHS`). */
  size?: Size;
};

/** What someone wears on the head: none, or a drawing of data/figure-art.json `headwear`. */
export type Headwear = 'none' | keyof (typeof import('./data/figure-art.json'))['headwear'];

const sw = (name: string, hex: string): Swatch => ({ name, hex });

/** The colours a look is picked from, by palette (src/data/look.json): skin, hair, clothes, fur, scales… */
const PALETTES: Record<string, Swatch[]> = Object.fromEntries(
  Object.entries(tables.palettes).map(([name, swatches]) => [name, swatches.map(([colour, hex]) => sw(colour!, hex!))]),
);
/** What an animal, a robot, a ghost or an alien has instead of a person's colours: a palette to pick from, or one colour. */
const KIND_LOOKS: Record<string, Record<string, string | string[]>> = tables.kindLooks;

/** A character's look: a pure function of its name, kind and outfit. */
export function lookFor(
  name: string,
  kind: FigureKind,
  outfit: Outfit,
  options: { gender?: Gender; age?: 'baby' | 'child' | 'teen' | 'old'; height?: number } = {},
): Look {
  const rng = createRng('look', name.trim().toLowerCase());
  const gender = options.gender ?? 'x';
  const old = options.age === 'old';
  const pick = (palette: string) => rng.pick(PALETTES[palette]!);
  const base: Look = {
    kind,
    outfit,
    skin: pick('SKIN'),
    hair: old ? pick('GREY_HAIR') : pick('HAIR'),
    hairStyle: 'short',
    top: pick('TOPS'),
    bottom: pick('BOTTOMS'),
    accent: pick('ACCENTS'),
    eyes: pick('EYES'),
    height: options.height ?? (options.age === 'child' ? 0.72 : 1),
    beard: false,
  };
  // A man's last style is bald only when he is old.
  const styles = (tables.hairStyles[gender] as HairStyle[]).map((style) =>
    style === 'bald' && !old ? 'short' : style,
  );
  // A baby is bald: long hair or a bun would make a small girl of it.
  base.hairStyle = options.age === 'baby' ? (rng.pick(styles), 'bald') : rng.pick(styles);
  // Never a beard on a child or a teenager.
  base.beard = gender === 'm' && (old || rng.chance(0.3)) && !['baby', 'child', 'teen'].includes(options.age ?? '');
  if (outfit === 'wizard' && gender !== 'f' && base.height >= 1) base.beard = true;
  const own = KIND_LOOKS[kind] ?? (kind === 'person' && outfit === 'alien' ? KIND_LOOKS.alien : undefined);
  // The old are lined about the eyes and brow (src/data/look.json STATE_MARKS `aged`), under any hat.
  if (!own) return old ? { ...base, state: ['aged'] } : base;
  const out: Look = { ...base, hairStyle: 'bald', beard: false };
  // Picked in the table's order, so the same name always gives the same colours.
  for (const [part, colour] of Object.entries(own))
    (out as unknown as Record<string, Swatch>)[part] =
      typeof colour === 'string' ? pick(colour) : sw(colour[0]!, colour[1]!);
  return out;
}

/** A phrase of src/data/look.json with the look's colour names in it: "a {top} jacket" is "a crimson jacket". */
const phrase = (template: string, look: Look) =>
  template.replace(/\{(\w+)\}/g, (_, part: string) =>
    part === 'species' ? (look.species ?? look.kind) : (look[part as 'top'] as Swatch).name,
  );

/** One phrase on how a character looks, for descriptions and image prompts. */
export function describeLook(look: Look, gender: Gender = 'x'): string {
  const own = (tables.kindPhrases as Record<string, string>)[look.kind];
  if (own) return phrase(own, look);
  // An alien's head whatever its hair (src/data/look.json `hairPhrases`).
  const hair = phrase(tables.hairPhrases[look.outfit === 'alien' ? 'alien' : look.hairStyle], look);
  const old = look.hair.name === 'silver' || look.hair.name === 'white' || look.hair.name === 'steel-grey';
  const who = tables.whoPhrases[gender][look.height < 1 ? 0 : old ? 1 : 2];
  const face = `${look.skin.name} skin, ${look.eyes.name} eyes${look.beard ? ' and a beard' : ''}`;
  return `${who} with ${hair}, ${face}, wearing ${phrase(tables.outfitClothes[look.outfit], look)}`;
}

/** Colour words a description may use, by the hex the painter paints them in. */
export const COLOUR_WORDS: Record<string, string> = { ...learnt.COLOUR_WORDS, ...tables.COLOUR_WORDS };
const COLOUR_PATTERN = Object.keys(COLOUR_WORDS).join('|');

/** The colour named right before one of the nouns (within two words: "a bright red beak"), if any. */
function colourBefore(text: string, nouns: string): Swatch | null {
  return colourNamed(new RegExp(`\\b(${COLOUR_PATTERN})(?:[- ]\\w+){0,2}?[- ](?:${nouns})\\b`).exec(text)?.[1]);
}

/** A colour word as a swatch, or null for none. */
const colourNamed = (word: string | undefined): Swatch | null => (word ? sw(word, COLOUR_WORDS[word]!) : null);

/** Headwear by the words that name it, first match (src/data/look.json); any other hat is a brimmed one. */
const HEADWEAR = tables.HEADWEAR.map(([pattern, headwear]) => [new RegExp(pattern!), headwear as Headwear] as const);
/** Hair styles by the words that name them, first match (src/data/look.json). */
const HAIR_STYLES = tables.HAIR_STYLES.map(([pattern, style]) => [new RegExp(pattern!), style as HairStyle] as const);
const GLASSES = /\b(glasses|spectacles|goggles|monocle)\b/;
/** Words for hair, eyes, hats and clothes by the body's slots they colour, the garment drawn for them and the look's colour they take when named with none (src/data/look.json); their patterns compiled once. */
const CLOTHES = (
  tables.CLOTHES as {
    nouns: string;
    slots: ('hair' | 'eyes' | 'skin' | 'headwearColour' | 'top' | 'bottom' | 'feet' | 'hands' | 'neck')[];
    garment?: string;
    /** The colour when the words name none: the look's accent, else a colour word (scrubs are teal). */
    plain?: string;
  }[]
).map((row) => ({ ...row, named: new RegExp(`\\b(?:${row.nouns})\\b`), whole: new RegExp(`^(?:${row.nouns})$`) }));
/** Whether a look draws this worn thing (a hat, glasses, clothes), so it is no thing left undrawn. */
export const wornLook = (word: string) =>
  GLASSES.test(word) ||
  HEADWEAR.some(([pattern]) => pattern.test(word)) ||
  CLOTHES.some((row) => !row.slots.includes('hair') && !row.slots.includes('eyes') && row.whole.test(word));

const PATTERNS = withLearnt(tables.PATTERNS, 'PATTERNS');
/** What is worn or a body part: a state before it is the wearer's ("floury hands", "splattered overalls"). */
const WORN = CLOTHES.map((row) => row.nouns).join('|');
/** A state's word said of the figure: before its noun, its clothes or a body part, or set off after it ("a muddy dog", "the boy, soaked,"), never of a thing after it. */
const STATES = withLearnt(tables.STATES, 'STATES').map(
  ([state, words]) =>
    [
      state,
      new RegExp(`\\b(?:${words})\\b(?=(?:[ -][\\w'-]+){0,2}\\s*(?:[,.;!]|\\b(?:with|in|and|wearing)\\b|$))`),
      new RegExp(`\\b(?:${words})[ -](?:[\\w'-]+[ -])?(?:${WORN})\\b`),
    ] as const,
);

/** The states the words say of someone ("a muddy dog", "an exhausted hiker"): mud, wet, sweat, tired. */
export const statesIn = (text: string, worn = false) =>
  STATES.filter(([, said, on]) => said.test(text.toLowerCase()) || (worn && on.test(text.toLowerCase()))).map(
    ([name]) => name,
  );

/** What the words right before a noun say of it ("a cracked blue", "the muddy"): the hex of its colour and its states. */
export function looksBefore(before: string): { colour?: string; state?: string[] } {
  // The words after the last stop.
  const text = `${/[^,.;:!?]*$/.exec(before.toLowerCase())![0].trim()} thing`;
  const colour = new RegExp(`\\b(${COLOUR_PATTERN})(?:[- ][\\w'-]+)?[- ]thing$`).exec(text)?.[1];
  const state = statesIn(text);
  return { ...(colour ? { colour: COLOUR_WORDS[colour] } : {}), ...(state.length ? { state } : {}) };
}

/** The clothes a description names on the look: each one's colour on the slots it dresses, its garment and its pattern. */
function clothed(look: Look, text: string): Look {
  const out: Look = { ...look };
  const clothes = new Set<string>();
  for (const { nouns, slots, garment, plain } of CLOTHES.filter((row) => row.named.test(text))) {
    const colour = colourBefore(text, nouns) ?? (plain === 'accent' ? look.accent : colourNamed(plain));
    for (const slot of colour ? slots : []) out[slot] = colour!;
    const pattern = PATTERNS.find(([, words]) =>
      new RegExp(`\\b(?:${words})(?:[- ]\\w+)?[- ](?:${nouns})\\b`).test(text),
    )?.[0];
    // A pattern over the top ("a plaid shirt"), else over the garment drawn for it ("a striped scarf").
    const patterned = pattern && (slots.includes('top') ? `pattern/${pattern}` : garment && `${garment}/${pattern}`);
    for (const drawn of [garment, patterned]) if (drawn) clothes.add(drawn);
  }
  return clothes.size ? { ...out, clothes: [...clothes] } : out;
}

/** A size the words give a drawing: smaller or larger, or wider or narrower than its kind. */
export type Size = 'tiny' | 'huge' | 'wide' | 'narrow';
/** Size words by size (src/data/look.json `SIZES`, then WordNet's: "a minuscule spider", "a plump goose"), first match. */
const SIZES = withLearnt(tables.SIZES, 'SIZES').map(
  ([size, words]) => [size as Size, new RegExp(`\\b(?:${words})(?![\\w-])`)] as const,
);
/** "tiny", "huge", "skinny"…: the size a text gives what follows it. */
export const sizeOf = (text: string): Size | null => SIZES.find(([, words]) => words.test(text))?.[0] ?? null;

/**
 * A look with what a description says written over it: species colours and patterns, hair colour and style, headwear,
 * clothes, glasses, beards and states. Everything else stays as the name decided, so the same words always give the same look.
 */
export function lookFromText(look: Look, description: string): Look {
  const text = description.toLowerCase();
  const state = [...(look.state ?? []), ...statesIn(text, true)];
  const size = sizeOf(text.split(/\b(?:with|in|wearing)\b/)[0]!);
  const out: Look = { ...look, ...(state.length ? { state } : {}), ...(size ? { size } : {}) };
  if (look.kind !== 'person') {
    // Its body's colour, else the first colour before any "with" ("a grey parrot with a red tail"); its coat's pattern ("a spotted dog").
    const before = text.split(/\bwith\b/)[0] ?? '';
    const body =
      colourBefore(text, `${look.species ?? look.kind}|${look.kind}|fur|feathers|scales|body|skin|hide|coat`) ??
      colourNamed(new RegExp(`\\b(${COLOUR_PATTERN})\\b`).exec(before)?.[1]);
    if (body) Object.assign(out, { top: body, tint: body });
    const pattern = PATTERNS.find(([, words]) => new RegExp(`\\b(?:${words})\\b`).test(before))?.[0];
    if (pattern) out.clothes = [`pattern/${pattern}`];
    const accent = colourBefore(text, tables.ACCENT_PARTS);
    if (accent) out[look.kind === 'horse' || look.kind === 'dragon' ? 'bottom' : 'accent'] = accent;
    return clothed(out, text);
  }
  out.hairStyle = HAIR_STYLES.find(([pattern]) => pattern.test(text))?.[1] ?? out.hairStyle;
  const headwear = HEADWEAR.find(([pattern]) => pattern.test(text))?.[1];
  // A plain hat on an outfit with its own (a chef's "tall white hat") is that one.
  if (headwear && !(headwear === 'cowboy' && look.outfit !== 'casual' && /\bhat\b/.test(text))) out.headwear = headwear;
  if (GLASSES.test(text)) out.glasses = true;
  if (/\b(beard|bearded|moustache|mustache)\b/.test(text)) out.beard = true;
  if (/\bclean-shaven|woman|girl|lady|she\b/.test(text) && !/\bbeard/.test(text)) out.beard = false;
  return clothed(out, text);
}
