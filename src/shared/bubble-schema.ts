// The text bubble's zod schema with the spec's messages: what the server accepts, what the editor saves through, and
// what types the panels table's JSON column (see bubbles.ts for the fields' values and ranges).
import { z } from 'zod';
import { atMost } from './text';
import {
  BORDER_STYLES,
  BUBBLE_FONTS,
  BUBBLE_RANGES,
  BUBBLE_SHAPES,
  BUBBLE_TEXT_MAX,
  BUBBLE_TYPES,
  FONT_WEIGHT_NAMES,
  TAIL_DIRECTIONS,
  WRITING_MODES,
} from './bubbles';

const color = z
  .string()
  .trim()
  .max(40, 'Colour is too long')
  .regex(/^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i, 'Colour must be a hex, rgb() or named colour');
const ranged = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);
const inRange = (label: string, field: keyof typeof BUBBLE_RANGES) =>
  ranged(label, BUBBLE_RANGES[field].min, BUBBLE_RANGES[field].max);

/** A bubble's style: every field optional and checked against the spec's ranges; unknown fields are dropped. */
export const bubbleStyleInput = z.object({
  fontSize: inRange('Font size', 'fontSize').optional(),
  fontFamily: z.enum(BUBBLE_FONTS, { error: `Font must be one of ${BUBBLE_FONTS.join(', ')}` }).optional(),
  fontWeight: z.union([z.enum(FONT_WEIGHT_NAMES), inRange('Font weight', 'fontWeight')]).optional(),
  textColor: color.optional(),
  backgroundColor: color.optional(),
  borderColor: color.optional(),
  borderWidth: inRange('Border width', 'borderWidth').optional(),
  borderStyle: z.enum(BORDER_STYLES, { error: 'Unknown border style' }).optional(),
  bubbleShape: z.enum(BUBBLE_SHAPES, { error: `Bubble shape must be one of ${BUBBLE_SHAPES.join(', ')}` }).optional(),
  padding: inRange('Padding', 'padding').optional(),
  maxWidth: inRange('Width', 'maxWidth').optional(),
  tailDirection: z.enum(TAIL_DIRECTIONS, { error: 'Unknown tail direction' }).optional(),
  tailSize: inRange('Tail size', 'tailSize').optional(),
  shadow: z.boolean().optional(),
  opacity: inRange('Opacity', 'opacity').optional(),
});

const fraction = (axis: string) => ranged(`Position ${axis}`, 0, 1);

export const textBubbleInput = z.object({
  id: z.string().trim().min(1, 'Bubble id is required').max(80, 'Bubble id is too long'),
  /** The lettering, at most 500 characters counted as graphemes (what a reader sees as one character: an emoji, a Thai or Hindi cluster). */
  text: z.string().refine(atMost(BUBBLE_TEXT_MAX), `Bubble text must be at most ${BUBBLE_TEXT_MAX} characters`),
  type: z
    .enum(BUBBLE_TYPES, { error: `Bubble type must be one of ${BUBBLE_TYPES.join(', ')}` })
    .describe('sfx: sound-effect lettering, outlined type with no balloon.'),
  /** Where the bubble sits in its panel, as fractions of the panel (0 to 1). */
  position: z.object({
    /** From the panel's left edge: a fraction of its width, 0 to 1 (not pixels). */
    x: fraction('x'),
    /** From the panel's top edge: a fraction of its height, 0 to 1 (not pixels). */
    y: fraction('y'),
    anchor: z.string().max(20).optional(),
  }),
  style: bubbleStyleInput.optional().default({}),
  /** Where the tail points, in fractions of the panel; null: no tail. Absent: the style's tailDirection decides. */
  tail: z
    .object({ x: ranged('Tail x', 0, 1), y: ranged('Tail y', 0, 1) })
    .nullable()
    .optional()
    .describe(
      "Where the tail's tip points, in fractions of the panel (0 to 1 from the top left); null: no tail. Absent: style.tailDirection decides.",
    ),
  /** Degrees clockwise, -180 to 180. */
  rotation: ranged('Rotation', -180, 180).optional().describe('Degrees clockwise about the centre, -180 to 180.'),
  writingMode: z
    .enum(WRITING_MODES, { error: `Writing mode must be ${WRITING_MODES.join(' or ')}` })
    .optional()
    .describe(
      'horizontal-tb (default) or vertical-rl: upright characters in columns from the right, for Japanese and Chinese lettering.',
    ),
});

/** How many text styles a story may keep, and how long a style's name may be. */
export const TEXT_STYLES_MAX = 30;
export const TEXT_STYLE_NAME_MAX = 40;

/** A text style the author saved to reuse across the story (stories.text_styles): a name, a bubble type and a style. */
export const savedTextStyleInput = z.object({
  id: z
    .string({ error: 'Style id must be text' })
    .trim()
    .min(1, 'Style id is required')
    .max(80, 'Style id is too long'),
  name: z
    .string({ error: 'Style name must be text' })
    .trim()
    .min(1, 'Style name is required')
    .refine(atMost(TEXT_STYLE_NAME_MAX), `Style name must be at most ${TEXT_STYLE_NAME_MAX} characters`),
  type: z.enum(BUBBLE_TYPES, { error: `Style type must be one of ${BUBBLE_TYPES.join(', ')}` }).optional(),
  style: bubbleStyleInput,
});

/** A story's saved text styles, replaced as a whole. */
export const textStylesInput = z
  .array(savedTextStyleInput, { error: 'textStyles must be a list' })
  .max(TEXT_STYLES_MAX, `A story keeps at most ${TEXT_STYLES_MAX} text styles`)
  .refine(
    (styles) => new Set(styles.map((style) => style.id)).size === styles.length,
    'Each saved text style needs its own id',
  );
