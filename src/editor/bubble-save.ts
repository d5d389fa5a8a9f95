// A bubble as the server accepts it (the shared zod schema): a stored bubble with odd old values is repaired rather
// than refused, so one bad bubble never blocks saving its panel.
import { textBubbleInput } from '../shared/bubble-schema';
import { BUBBLE_TEXT_MAX, type TextBubble } from '../shared/bubbles';
import { sliceGraphemes } from '../shared/text';
import { presetById } from './bubble-presets';
import { resolveBubbleStyle } from '../shared/bubble-style';

export function bubbleForSave(bubble: TextBubble): TextBubble {
  const parsed = textBubbleInput.safeParse(bubble);
  if (parsed.success) return parsed.data;
  const text = sliceGraphemes(bubble.text, BUBBLE_TEXT_MAX);
  // The resolved style holds only known values within the ranges.
  const repaired = textBubbleInput.safeParse({ ...bubble, text, style: resolveBubbleStyle(bubble) });
  if (repaired.success) return repaired.data;
  const preset = presetById(bubble.type === 'speech' ? 'speech' : bubble.type);
  return textBubbleInput.parse({ ...bubble, text, style: preset.style });
}
