// The text bubble editor's presets and how a new bubble is made: its id, type and full style.
import { resolveBubbleStyle } from '../shared/bubble-style';
import {
  DEFAULT_BUBBLE_STYLE,
  TYPE_DEFAULTS,
  type BubbleStyle,
  type BubbleType,
  type TextBubble,
} from '../shared/bubbles';

export type PresetId = 'speech' | 'shout' | 'whisper' | 'thought' | 'narration' | 'subtitle' | 'sfx';

export interface BubblePreset {
  id: PresetId;
  label: string;
  type: BubbleType;
  /** The complete style a bubble gets when this preset is chosen. */
  style: BubbleStyle;
}

const preset = (id: PresetId, label: string, type: BubbleType, changes: Partial<BubbleStyle> = {}): BubblePreset => ({
  id,
  label,
  type,
  style: { ...DEFAULT_BUBBLE_STYLE, ...TYPE_DEFAULTS[type], ...changes },
});

export const BUBBLE_PRESETS: BubblePreset[] = [
  preset('speech', 'Speech', 'speech'),
  preset('shout', 'Shout', 'speech', { fontSize: 24, maxWidth: 220, bubbleShape: 'burst', borderWidth: 3 }),
  preset('whisper', 'Whisper', 'speech', { bubbleShape: 'whisper' }),
  preset('thought', 'Thought', 'thought'),
  preset('narration', 'Narration', 'narration'),
  preset('subtitle', 'Subtitle', 'subtitle'),
  preset('sfx', 'Sound effect', 'sfx'),
];

export const DEFAULT_PRESET: PresetId = 'speech';

export function presetById(id: PresetId): BubblePreset {
  return BUBBLE_PRESETS.find((item) => item.id === id) ?? BUBBLE_PRESETS[0]!;
}

/** The preset a bubble looks like: an exact style match, else its type's own preset. */
export function presetOf(bubble: Pick<TextBubble, 'type' | 'style'>): PresetId {
  const style = resolveBubbleStyle(bubble);
  const match = BUBBLE_PRESETS.find(
    (item) =>
      item.type === bubble.type &&
      (Object.keys(item.style) as (keyof BubbleStyle)[]).every((key) => item.style[key] === style[key]),
  );
  if (match) return match.id;
  return bubble.type === 'speech' ? 'speech' : bubble.type;
}

/** 'bubble-' + the time + a random part. */
export function newBubbleId(now: number = Date.now(), random: () => number = Math.random): string {
  const part = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `bubble-${now}-${part}`;
}

export const BUBBLE_ID_PATTERN = /^bubble-\d+-[a-z0-9]{8}$/;

/** The text a bubble stores: what was typed, or 'Text' when that is empty. */
export function bubbleText(text: string): string {
  return text.trim() ? text : 'Text';
}

export function createBubble(options: {
  presetId?: PresetId;
  text: string;
  position: { x: number; y: number };
  now?: number;
  random?: () => number;
}): TextBubble {
  const chosen = presetById(options.presetId ?? DEFAULT_PRESET);
  return {
    id: newBubbleId(options.now, options.random),
    text: bubbleText(options.text),
    type: chosen.type,
    position: { x: options.position.x, y: options.position.y, anchor: 'center' },
    style: { ...chosen.style },
  };
}
