// A panel's words in reading order, shared by the reader's image descriptions and the PDF's page text.
import { bubbleCenter, visibleBubbles } from '../../shared/bubble-style';
import type { TextBubble } from '../../shared/bubbles';

/** The bubbles with words, top to bottom, then left to right (rows a tenth of the panel tall), as a reader's eye goes. */
export function readingOrder<B extends TextBubble>(bubbles: readonly B[]): B[] {
  return visibleBubbles([...bubbles])
    .map((bubble) => ({ bubble, ...bubbleCenter(bubble) }))
    .sort((a, b) => Math.round(a.y * 10) - Math.round(b.y * 10) || a.x - b.x)
    .map((item) => item.bubble);
}

/** Bubble texts in reading order. */
export function bubblesInReadingOrder(bubbles: readonly TextBubble[]): string[] {
  return readingOrder(bubbles).map((bubble) => bubble.text.trim());
}

/** What the panel shows (its alt text, else its description) and then what is said in it. */
export function panelDescription(panel: {
  altText?: string | null;
  description?: string | null;
  textBubbles: readonly TextBubble[];
}): { picture: string; words: string[] } {
  return {
    picture: (panel.altText ?? '').trim() || (panel.description ?? '').trim(),
    words: bubblesInReadingOrder(panel.textBubbles),
  };
}
