// A bubble as the server accepts it (the shared zod schema): a stored bubble with odd old values is repaired rather
// than refused, so one bad bubble never blocks saving its panel.
import type { z } from 'zod';
import { textBubbleInput } from '../shared/validation';
import { presetById } from './bubble-presets';
import { BUBBLE_FONTS, resolveBubbleStyle, type TextBubble } from './bubble-style';

export type SavedBubble = z.output<typeof textBubbleInput>;

export const MAX_BUBBLE_TEXT = 500;

export function bubbleForSave(bubble: TextBubble): SavedBubble {
  const parsed = textBubbleInput.safeParse(bubble);
  if (parsed.success) return parsed.data;
  const text = bubble.text.slice(0, MAX_BUBBLE_TEXT);
  const style = resolveBubbleStyle(bubble);
  const repaired = textBubbleInput.safeParse({
    ...bubble,
    text,
    style: { ...style, fontFamily: (BUBBLE_FONTS as readonly string[]).includes(style.fontFamily) ? style.fontFamily : 'Bangers' },
  });
  if (repaired.success) return repaired.data;
  const preset = presetById(bubble.type === 'speech' ? 'speech' : bubble.type);
  return textBubbleInput.parse({ ...bubble, text, style: preset.style });
}
