// The text bubble: its fields, their ranges and defaults, and its types, inferred from
// the zod schema in bubble-schema.ts (kept apart so the reader, which only draws bubbles, never loads zod).
import type { z } from 'zod';
import type { bubbleStyleInput, textBubbleInput } from './bubble-schema';

/** `sfx`: sound-effect lettering, drawn with no balloon (outlined display type over the art). */
export const BUBBLE_TYPES = ['speech', 'thought', 'narration', 'subtitle', 'sfx'] as const;
/** `burst`: a shout's spiky outline; `whisper`: a dashed oval with smaller type. */
export const BUBBLE_SHAPES = ['rounded', 'oval', 'rectangular', 'cloud', 'burst', 'whisper'] as const;
export const TAIL_DIRECTIONS = [
  'bottom-left',
  'bottom-right',
  'top-left',
  'top-right',
  'left',
  'right',
  'none',
] as const;
/** Lines run across (every script) or down in columns from the right (Japanese and Chinese lettering). */
export const WRITING_MODES = ['horizontal-tb', 'vertical-rl'] as const;
export const BUBBLE_FONTS = ['Bangers', 'Comic Neue', 'Creepster', 'Fredoka One', 'Bungee', 'Righteous'] as const;
/** The strokes the painter draws (bubble-geometry.ts): every one is offered in the editor and accepted by the server. */
export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const FONT_WEIGHT_NAMES = ['normal', 'bold', 'lighter', 'bolder'] as const;
export const FONT_WEIGHTS = [300, 400, 700, 900] as const;
export const BUBBLE_TEXT_MAX = 500;
export const BUBBLES_PER_PANEL_MAX = 30;

/**
 * The style ranges: the editor's controls (with their step) and the server's checks. An opacity under 0.1 would make
 * a bubble that cannot be seen, so neither side allows it.
 */
export const BUBBLE_RANGES = {
  fontSize: { min: 8, max: 72, step: 1 },
  fontWeight: { min: 100, max: 900, step: 100 },
  maxWidth: { min: 80, max: 300, step: 10 },
  borderWidth: { min: 0, max: 10, step: 1 },
  padding: { min: 0, max: 40, step: 1 },
  tailSize: { min: 0, max: 40, step: 1 },
  opacity: { min: 0.1, max: 1, step: 0.05 },
} as const;

/** A stored text bubble (the panels table's JSON column): what the schema lets through. */
export type TextBubble = z.output<typeof textBubbleInput>;
export type BubbleType = TextBubble['type'];
export type BubbleShape = (typeof BUBBLE_SHAPES)[number];
export type TailDirection = (typeof TAIL_DIRECTIONS)[number];
export type BubbleFont = (typeof BUBBLE_FONTS)[number];
export type WritingMode = (typeof WRITING_MODES)[number];
export type BorderStyle = (typeof BORDER_STYLES)[number];
/** A complete style: every field of the schema filled in. */
export type BubbleStyle = Required<z.output<typeof bubbleStyleInput>>;

/** The bubble defaults. */
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

/** What a type changes from the defaults; the editor's presets and the server's drafted bubbles build on these. */
export const TYPE_DEFAULTS: Record<BubbleType, Partial<BubbleStyle>> = {
  speech: {},
  thought: { bubbleShape: 'cloud' },
  narration: { maxWidth: 180, tailDirection: 'none', backgroundColor: '#fef9c3', bubbleShape: 'rectangular' },
  subtitle: {
    fontSize: 18,
    maxWidth: 300,
    textColor: '#ffffff',
    backgroundColor: '#000000',
    borderWidth: 5,
    padding: 5,
    fontFamily: 'Righteous',
    tailDirection: 'none',
    bubbleShape: 'rectangular',
  },
  // No balloon: the text colour fills the letters, the border colour and width outline them.
  sfx: {
    fontSize: 40,
    fontFamily: 'Bangers',
    maxWidth: 300,
    textColor: '#ffd23f',
    backgroundColor: 'transparent',
    borderColor: '#1b1530',
    borderWidth: 4,
    padding: 4,
    tailDirection: 'none',
    shadow: false,
  },
};

/** A text style the author saved to reuse across a story (stories.text_styles). */
export interface SavedTextStyle {
  id: string;
  name: string;
  type?: BubbleType;
  style: Partial<BubbleStyle>;
}
