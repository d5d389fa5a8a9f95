// The text bubble model's pure parts: a resolved style for any stored bubble, its centre, and the
// weights each font has. The fields, ranges and defaults are the spec's (src/shared/bubbles.ts); geometry is in
// bubble-geometry.ts; every renderer draws from both.
import {
  BORDER_STYLES,
  BUBBLE_FONTS,
  BUBBLE_RANGES,
  BUBBLE_SHAPES,
  DEFAULT_BUBBLE_STYLE,
  FONT_WEIGHT_NAMES,
  FONT_WEIGHTS,
  TAIL_DIRECTIONS,
  TYPE_DEFAULTS,
  WRITING_MODES,
  type BubbleFont,
  type BubbleStyle,
  type BubbleType,
  type TextBubble,
  type WritingMode,
} from './bubbles';

/**
 * Style sizes (font, padding, width) are in pixels of a panel this wide; a panel shown at another size scales them, so
 * a bubble covers the same share of the picture everywhere.
 */
export const BUBBLE_REFERENCE_WIDTH = 340;

/** The smallest size bubble text may be drawn at in the reader, in CSS px. */
export const MIN_READER_TEXT_PX = 11;

/**
 * The bubbles with any font smaller than `minFontSize` (reference px) raised to it, for a panel shown so small that its
 * text would be unreadable: the bubble grows with its text. The same array when nothing is raised.
 */
export function withMinFontSize(bubbles: readonly TextBubble[], minFontSize: number): readonly TextBubble[] {
  const drawn = (bubble: TextBubble) => drawnFontSize(resolveBubbleStyle(bubble));
  if (!bubbles.some((bubble) => drawn(bubble) < minFontSize)) return bubbles;
  // Rounded up to a tenth, so the drawn size is never a rounding error under the minimum (a whisper's set size is
  // raised so that its smaller drawn size reaches it).
  const floor = (bubble: TextBubble) =>
    Math.ceil((minFontSize / (resolveBubbleStyle(bubble).bubbleShape === 'whisper' ? WHISPER_TYPE : 1)) * 10) / 10;
  return bubbles.map((bubble) =>
    drawn(bubble) < minFontSize ? { ...bubble, style: { ...bubble.style, fontSize: floor(bubble) } } : bubble,
  );
}

/** A whisper's type is drawn at this share of its set size. */
export const WHISPER_TYPE = 0.85;

/** The type size a bubble is drawn at: its style's, smaller in a whisper. */
export function drawnFontSize(style: Pick<BubbleStyle, 'fontSize' | 'bubbleShape'>): number {
  return style.bubbleShape === 'whisper' ? Math.round(style.fontSize * WHISPER_TYPE * 100) / 100 : style.fontSize;
}

/** The bubble's rotation in degrees clockwise, -180 to 180 (0 when unset or odd). */
export function bubbleRotation(bubble: Pick<TextBubble, 'rotation'>): number {
  const value = bubble.rotation;
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(180, Math.max(-180, value)) : 0;
}

export function bubbleWritingMode(bubble: Pick<TextBubble, 'writingMode'>): WritingMode {
  return WRITING_MODES.includes(bubble.writingMode as WritingMode)
    ? (bubble.writingMode as WritingMode)
    : 'horizontal-tb';
}

/**
 * The weights each font really has: the faces its @fontsource package ships, loaded in bubble-fonts.ts and styles.css
 * (a unit test keeps them in step). Only these are offered, so no bubble is drawn with a synthesized face.
 */
export const FONT_WEIGHTS_BY_FONT: Record<BubbleFont, readonly (typeof FONT_WEIGHTS)[number][]> = {
  Bangers: [400],
  'Comic Neue': [300, 400, 700],
  Creepster: [400],
  'Fredoka One': [400],
  Bungee: [400],
  Righteous: [400],
};

/** The weights offered for a font (an unknown font gets the regular face only). */
export function fontWeightsFor(fontFamily: string): readonly (typeof FONT_WEIGHTS)[number][] {
  return FONT_WEIGHTS_BY_FONT[fontFamily as BubbleFont] ?? [400];
}

const R = BUBBLE_RANGES;
const num = (value: unknown, fallback: number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
const str = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const weight = (value: unknown, fallback: BubbleStyle['fontWeight']): BubbleStyle['fontWeight'] =>
  typeof value === 'number'
    ? num(value, 400, R.fontWeight.min, R.fontWeight.max)
    : FONT_WEIGHT_NAMES.includes(value as never)
      ? (value as BubbleStyle['fontWeight'])
      : fallback;

/** A bubble as it may have been stored before today's checks: any style at all. */
export type StoredBubble = Pick<TextBubble, 'type'> & { style?: object | null };

export function bubbleType(bubble: Pick<TextBubble, 'type'>): BubbleType {
  return bubble.type in TYPE_DEFAULTS ? bubble.type : 'speech';
}

/** A complete style for a stored bubble whose style may be partial or hold odd values. */
export function resolveBubbleStyle(bubble: StoredBubble): BubbleStyle {
  const base = { ...DEFAULT_BUBBLE_STYLE, ...TYPE_DEFAULTS[bubbleType(bubble)] };
  const s = (bubble.style ?? {}) as Record<string, unknown>;
  return {
    fontSize: num(s.fontSize, base.fontSize, R.fontSize.min, R.fontSize.max),
    fontFamily: oneOf(BUBBLE_FONTS, s.fontFamily, base.fontFamily),
    fontWeight: weight(s.fontWeight, base.fontWeight),
    textColor: str(s.textColor, base.textColor),
    backgroundColor: str(s.backgroundColor, base.backgroundColor),
    borderColor: str(s.borderColor, base.borderColor),
    borderWidth: num(s.borderWidth, base.borderWidth, R.borderWidth.min, R.borderWidth.max),
    borderStyle: oneOf(BORDER_STYLES, s.borderStyle, base.borderStyle),
    bubbleShape: oneOf(BUBBLE_SHAPES, s.bubbleShape, base.bubbleShape),
    padding: num(s.padding, base.padding, R.padding.min, R.padding.max),
    maxWidth: num(s.maxWidth, base.maxWidth, R.maxWidth.min, R.maxWidth.max),
    tailDirection: oneOf(TAIL_DIRECTIONS, s.tailDirection, base.tailDirection),
    tailSize: num(s.tailSize, base.tailSize, R.tailSize.min, R.tailSize.max),
    shadow: typeof s.shadow === 'boolean' ? s.shadow : base.shadow,
    opacity: num(s.opacity, base.opacity, R.opacity.min, R.opacity.max),
  };
}

/** The bubble's centre as fractions of the panel, kept inside it (default (0.5, 0.2)). */
export function bubbleCenter(bubble: Pick<TextBubble, 'position'>): { x: number; y: number } {
  return {
    x: num(bubble.position?.x, 0.5, 0, 1),
    y: num(bubble.position?.y, 0.2, 0, 1),
  };
}

/** Empty bubbles are not drawn. */
export function visibleBubbles<B extends Pick<TextBubble, 'text'>>(bubbles: readonly B[] | null | undefined): B[] {
  return (bubbles ?? []).filter((bubble) => typeof bubble.text === 'string' && bubble.text.trim() !== '');
}

/**
 * The shipped fallback faces, in the order the page's stylesheet lists them. Each "… Text" face is a file the server cut
 * of a page's own characters (worker/web/page-faces.ts): page-fonts.ts fetches no piece for a character it holds, so a
 * canvas must name it too, or a bubble of only such characters is drawn in no face at all.
 */
export const NOTO_FAMILIES =
  '"Noto Sans JP Text", "Noto Sans JP", "Noto Sans SC Text", "Noto Sans SC", "Noto Sans KR Text", "Noto Sans KR", "Noto Sans Thai", "Noto Sans Devanagari Text", "Noto Sans Devanagari", "Noto Sans Arabic Text", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Color Emoji"';

/** A CSS font stack with comic fallbacks for fonts the browser may not have. */

export function fontStack(fontFamily: string): string {
  // The comic fonts first; then the shipped Noto faces (page-fonts.ts) for the scripts and emoji they do not have.
  return `"${fontFamily.replace(/"/g, '')}", "Bangers", "Comic Neue", ${NOTO_FAMILIES}, system-ui, sans-serif`;
}
