// Drafted dialogue as stored text bubbles: the editor's default style and type looks (one source),
// positions that do not overlap: a narration caption across the top, speech and thought bubbles in alternating corners.
import { DEFAULT_BUBBLE_STYLE, TYPE_DEFAULTS, type TailDirection, type TextBubble } from '../../../src/shared/bubbles';
import { randomId } from '../../platform/ids';
import type { PanelDraft } from '../types';

type BubbleDraft = PanelDraft['bubbles'][number];

/** Speech spots: upper left, upper right, then lower left and lower right, each with its tail towards the middle. */
const SPOTS: { x: number; y: number; tail: TailDirection }[] = [
  { x: 0.3, y: 0.2, tail: 'bottom-right' },
  { x: 0.7, y: 0.3, tail: 'bottom-left' },
  { x: 0.3, y: 0.72, tail: 'top-right' },
  { x: 0.7, y: 0.82, tail: 'top-left' },
];

/** Captions span the page: narration across the top, subtitles across the bottom. */
const BANDS: Partial<Record<BubbleDraft['type'], TextBubble['position']>> = {
  narration: { x: 0.5, y: 0.08, anchor: 'center' },
  subtitle: { x: 0.5, y: 0.92, anchor: 'center' },
};

export function bubbleId(now: number): string {
  return `bubble-${now}-${randomId(5)}`;
}

export function placeBubbles(drafts: BubbleDraft[], now: number): TextBubble[] {
  let spot = 0;
  return drafts
    .filter((draft) => draft.text.trim())
    .map((draft) => {
      const style = { ...DEFAULT_BUBBLE_STYLE, ...TYPE_DEFAULTS[draft.type] };
      const band = BANDS[draft.type];
      if (band !== undefined)
        return { id: bubbleId(now), text: draft.text, type: draft.type, position: { ...band }, style };
      const place = SPOTS[spot++ % SPOTS.length]!;
      return {
        id: bubbleId(now),
        text: draft.text,
        type: draft.type,
        position: { x: place.x, y: place.y, anchor: 'center' },
        style: draft.type === 'speech' ? { ...style, tailDirection: place.tail } : style,
      };
    });
}
