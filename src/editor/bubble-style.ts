// The text bubble model's pure parts (spec 02 section 9): the style fields and their ranges, defaults per type, and a
// resolved style for any stored bubble. Geometry is in bubble-geometry.ts; every renderer draws from both.
import type { TextBubble } from '../../db/schema';

export type { TextBubble };
export type BubbleType = TextBubble['type'];
export type BubbleShape = 'rounded' | 'oval' | 'rectangular' | 'cloud';
export type TailDirection = 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right' | 'left' | 'right' | 'none';

export type BubbleStyle = {
  fontSize: number;
  fontFamily: string;
  fontWeight: number | string;
  textColor: string;
  backgroundColor: string;
  borderColor: string;
  borderWidth: number;
  borderStyle: string;
  bubbleShape: BubbleShape;
  padding: number;
  maxWidth: number;
  tailDirection: TailDirection;
  tailSize: number;
  shadow: boolean;
  opacity: number;
};

/**
 * Style sizes (font, padding, width) are in pixels of a panel this wide; a panel shown at another size scales them, so
 * a bubble covers the same share of the picture everywhere.
 */
export const BUBBLE_REFERENCE_WIDTH = 340;

/** The editor's control ranges (spec 02 section 5); the shared zod schema accepts the same (a unit test keeps them equal). */
export const BUBBLE_RANGES = {
  fontSize: { min: 8, max: 72, step: 1 },
  maxWidth: { min: 80, max: 300, step: 10 },
  borderWidth: { min: 0, max: 10, step: 1 },
  padding: { min: 0, max: 40, step: 1 },
  tailSize: { min: 0, max: 40, step: 1 },
  opacity: { min: 0.1, max: 1, step: 0.05 },
} as const;

export const BUBBLE_TYPES: BubbleType[] = ['speech', 'thought', 'narration', 'subtitle'];
export const BUBBLE_SHAPES: BubbleShape[] = ['rounded', 'oval', 'rectangular', 'cloud'];
export const TAIL_DIRECTIONS: TailDirection[] = ['bottom-left', 'bottom-right', 'top-left', 'top-right', 'left', 'right', 'none'];
export const BUBBLE_FONTS = ['Bangers', 'Comic Neue', 'Creepster', 'Fredoka One', 'Bungee', 'Righteous'] as const;
export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const FONT_WEIGHTS = [300, 400, 700, 900] as const;

/**
 * The weights each font really has: the faces its @fontsource package ships, loaded in bubble-fonts.ts and styles.css
 * (a unit test keeps them in step). Only these are offered, so no bubble is drawn with a synthesized face.
 */
export const FONT_WEIGHTS_BY_FONT: Record<(typeof BUBBLE_FONTS)[number], readonly (typeof FONT_WEIGHTS)[number][]> = {
  Bangers: [400],
  'Comic Neue': [300, 400, 700],
  Creepster: [400],
  'Fredoka One': [400],
  Bungee: [400],
  Righteous: [400],
};

/** The weights offered for a font (an unknown font gets the regular face only). */
export function fontWeightsFor(fontFamily: string): readonly (typeof FONT_WEIGHTS)[number][] {
  return FONT_WEIGHTS_BY_FONT[fontFamily as (typeof BUBBLE_FONTS)[number]] ?? [400];
}

export const DEFAULT_BUBBLE_STYLE: BubbleStyle = {
  fontSize: 16,
  fontFamily: 'Bangers',
  fontWeight: 400,
  textColor: '#000000',
  backgroundColor: '#ffffff',
  borderColor: '#374151',
  borderWidth: 2,
  borderStyle: 'solid',
  bubbleShape: 'rounded',
  padding: 10,
  maxWidth: 160,
  tailDirection: 'bottom-left',
  tailSize: 12,
  shadow: true,
  opacity: 1,
};

/** What a type changes from the defaults; the presets (bubble-presets.ts) build on these. */
export const TYPE_DEFAULTS: Record<BubbleType, Partial<BubbleStyle>> = {
  speech: {},
  thought: { bubbleShape: 'cloud' },
  narration: { maxWidth: 180, tailDirection: 'none', backgroundColor: '#fef9c3', bubbleShape: 'rectangular' },
  subtitle: { fontSize: 18, maxWidth: 300, textColor: '#ffffff', backgroundColor: '#000000', borderWidth: 5, padding: 5, fontFamily: 'Righteous', tailDirection: 'none', bubbleShape: 'rectangular' },
};

const R = BUBBLE_RANGES;
const num = (value: unknown, fallback: number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
const str = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

export function bubbleType(bubble: Pick<TextBubble, 'type'>): BubbleType {
  return bubble.type in TYPE_DEFAULTS ? bubble.type : 'speech';
}

/** A complete style for a stored bubble whose style may be partial or hold odd values. */
export function resolveBubbleStyle(bubble: Pick<TextBubble, 'type' | 'style'>): BubbleStyle {
  const base = { ...DEFAULT_BUBBLE_STYLE, ...TYPE_DEFAULTS[bubbleType(bubble)] };
  const s = (bubble.style ?? {}) as Record<string, unknown>;
  return {
    fontSize: num(s.fontSize, base.fontSize, R.fontSize.min, R.fontSize.max),
    fontFamily: str(s.fontFamily, base.fontFamily),
    fontWeight: typeof s.fontWeight === 'number' || typeof s.fontWeight === 'string' ? s.fontWeight : base.fontWeight,
    textColor: str(s.textColor, base.textColor),
    backgroundColor: str(s.backgroundColor, base.backgroundColor),
    borderColor: str(s.borderColor, base.borderColor),
    borderWidth: num(s.borderWidth, base.borderWidth, R.borderWidth.min, R.borderWidth.max),
    borderStyle: str(s.borderStyle, base.borderStyle),
    bubbleShape: BUBBLE_SHAPES.includes(s.bubbleShape as BubbleShape) ? (s.bubbleShape as BubbleShape) : base.bubbleShape,
    padding: num(s.padding, base.padding, R.padding.min, R.padding.max),
    maxWidth: num(s.maxWidth, base.maxWidth, R.maxWidth.min, R.maxWidth.max),
    tailDirection: TAIL_DIRECTIONS.includes(s.tailDirection as TailDirection) ? (s.tailDirection as TailDirection) : base.tailDirection,
    tailSize: num(s.tailSize, base.tailSize, R.tailSize.min, R.tailSize.max),
    shadow: typeof s.shadow === 'boolean' ? s.shadow : base.shadow,
    opacity: num(s.opacity, base.opacity, R.opacity.min, R.opacity.max),
  };
}

/** The bubble's centre as fractions of the panel, kept inside it (default: spec 02's (0.5, 0.2)). */
export function bubbleCenter(bubble: Pick<TextBubble, 'position'>): { x: number; y: number } {
  return {
    x: num(bubble.position?.x, 0.5, 0, 1),
    y: num(bubble.position?.y, 0.2, 0, 1),
  };
}

/** Empty bubbles are not drawn (spec 02 section 9). */
export function visibleBubbles<B extends Pick<TextBubble, 'text'>>(bubbles: B[] | null | undefined): B[] {
  return (bubbles ?? []).filter((bubble) => typeof bubble.text === 'string' && bubble.text.trim() !== '');
}

/** A CSS font stack with comic fallbacks for fonts the browser may not have. */
export function fontStack(fontFamily: string): string {
  return `"${fontFamily.replace(/"/g, '')}", "Bangers", "Comic Neue", system-ui, sans-serif`;
}
