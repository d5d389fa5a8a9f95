// A panel's words in reading order, shared by the reader's image descriptions and the PDF's page text.
import { bubbleCenter, visibleBubbles } from '../../editor/bubble-style';
import type { TextBubble } from '../../shared/bubbles';

/** Bubble texts top to bottom, then left to right (rows a tenth of the panel tall), as a reader's eye goes. */
export function bubblesInReadingOrder(bubbles: readonly TextBubble[]): string[] {
  return visibleBubbles([...bubbles])
    .map((bubble) => ({ text: bubble.text.trim(), ...bubbleCenter(bubble) }))
    .sort((a, b) => Math.round(a.y * 10) - Math.round(b.y * 10) || a.x - b.x)
    .map((bubble) => bubble.text);
}

/** What the panel shows (its alt text, else its description) and then what is said in it. */
export function panelDescription(panel: { altText?: string | null; description?: string | null; textBubbles: readonly TextBubble[] }): { picture: string; words: string[] } {
  return { picture: (panel.altText ?? '').trim() || (panel.description ?? '').trim(), words: bubblesInReadingOrder(panel.textBubbles) };
}
