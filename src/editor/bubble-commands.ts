// What the canvas commands (keys and the selection's toolbar) do to a panel's bubbles: turn, resize, duplicate, copy,
// cut, paste and layer order. Pure: the panel's bubbles, the command and the clipboard in; the new list, the bubble to
// select and the new clipboard out. Each result is one save, so one undo step.
import { pasteBubbles, removeBubble, reorderBubble, replaceBubble, type LayerMove } from './bubble-edits';
import { rotationOf, scaleBubble, withRotation } from './bubble-transform';
import type { SavedTextStyle, TextBubble } from '../shared/bubbles';

export type BubbleCommand =
  | { type: 'rotateBubble'; bubbleId: string; by: number }
  | { type: 'setRotation'; bubbleId: string; rotation: number }
  | { type: 'resizeBubble'; bubbleId: string; factor: number }
  | { type: 'duplicateBubble'; bubbleId: string }
  | { type: 'copyBubble'; bubbleId: string; cut: boolean }
  | { type: 'paste' }
  | { type: 'layer'; bubbleId: string; move: LayerMove };

export interface CommandResult {
  /** The panel's new bubbles (absent: nothing to save). */
  bubbles?: TextBubble[];
  /** The bubble to select afterwards (null: none; absent: keep the selection). */
  select?: string | null;
  /** The new clipboard (absent: unchanged). */
  clipboard?: TextBubble[];
}

export function runBubbleCommand(
  bubbles: readonly TextBubble[],
  command: BubbleCommand,
  clipboard: readonly TextBubble[],
  newId: () => string,
): CommandResult {
  if (command.type === 'paste') {
    if (!clipboard.length) return {};
    const pasted = pasteBubbles(bubbles, clipboard, newId);
    return { bubbles: pasted.bubbles, select: pasted.ids.at(-1) ?? null };
  }
  const bubble = bubbles.find((item) => item.id === command.bubbleId);
  if (!bubble) return {};
  switch (command.type) {
    case 'rotateBubble':
      return { bubbles: replaceBubble(bubbles, withRotation(bubble, rotationOf(bubble) + command.by)) };
    case 'setRotation':
      return { bubbles: replaceBubble(bubbles, withRotation(bubble, command.rotation)) };
    case 'resizeBubble':
      return { bubbles: replaceBubble(bubbles, scaleBubble(bubble, command.factor)) };
    case 'duplicateBubble': {
      const pasted = pasteBubbles(bubbles, [bubble], newId);
      return { bubbles: pasted.bubbles, select: pasted.ids[0] ?? null };
    }
    case 'copyBubble':
      // The clipboard keeps its own copy: later edits of the original do not change what is pasted.
      return command.cut
        ? { clipboard: [structuredClone(bubble)], bubbles: removeBubble(bubbles, bubble.id), select: null }
        : { clipboard: [structuredClone(bubble)] };
    case 'layer':
      return { bubbles: reorderBubble(bubbles, bubble.id, command.move) };
  }
}

/** A bubble in a saved text style: the style's type (when it has one) and every field the style sets; its words, place and turn stay. */
export function withTextStyle(bubble: TextBubble, saved: SavedTextStyle): TextBubble {
  return { ...bubble, type: saved.type ?? bubble.type, style: { ...bubble.style, ...saved.style } };
}
