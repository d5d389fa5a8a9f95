// The text bubble editor's state: the draft (text, preset, type, style), a font's shipped weights, and Save / Delete
// through the story editor (so both go on the undo history).
import { useState } from 'react';
import { addBubble, freeBubblePosition, removeBubble, replaceBubble } from '../../../editor/bubble-edits';
import { measureText } from '../../../editor/bubble-fonts';
import { referenceSize } from '../../../shared/bubble-geometry';
import {
  DEFAULT_PRESET,
  bubbleText,
  createBubble,
  presetById,
  presetOf,
  type PresetId,
} from '../../../editor/bubble-presets';
import { bubbleWritingMode, fontWeightsFor, resolveBubbleStyle } from '../../../shared/bubble-style';
import type {
  BubbleFont,
  BubbleStyle,
  BubbleType,
  TailDirection,
  TextBubble,
  WritingMode,
} from '../../../shared/bubbles';
import { sliceGraphemes } from '../../../shared/text';
import { useStoryEditor, type BubbleEditorTarget } from './story-editor';

export const MAX_BUBBLE_TEXT = 500;

export interface BubbleDraft {
  text: string;
  preset: PresetId;
  type: BubbleType;
  style: BubbleStyle;
  /** The author's tail tip (panel fractions), null for no tail, absent: the style's direction. */
  tail?: TextBubble['tail'];
  writingMode: WritingMode;
  /** Where the bubble sits (the preview points a tip's tail the right way). */
  position?: TextBubble['position'];
}

/** What the Tail control shows: the author's tip, one of the old directions, or no tail. */
export type TailChoice = 'tip' | TailDirection;

function draftOf(bubble: TextBubble | undefined): BubbleDraft {
  if (!bubble) {
    const preset = presetById(DEFAULT_PRESET);
    return { text: '', preset: preset.id, type: preset.type, style: { ...preset.style }, writingMode: 'horizontal-tb' };
  }
  return {
    text: bubble.text,
    preset: presetOf(bubble),
    type: bubble.type,
    style: resolveBubbleStyle(bubble),
    ...(bubble.tail !== undefined ? { tail: bubble.tail } : {}),
    writingMode: bubbleWritingMode(bubble),
    position: bubble.position,
  };
}

export function tailChoice(draft: Pick<BubbleDraft, 'tail' | 'style'>): TailChoice {
  if (draft.tail === null) return 'none';
  return draft.tail ? 'tip' : draft.style.tailDirection;
}

/** The lettering fields a saved bubble carries: the tail only when set, the writing mode only when vertical. */
function lettering(draft: BubbleDraft, bubble: TextBubble): TextBubble {
  const { tail: _tail, writingMode: _mode, ...rest } = bubble;
  return {
    ...rest,
    ...(draft.tail !== undefined ? { tail: draft.tail } : {}),
    ...(draft.writingMode === 'vertical-rl' ? { writingMode: draft.writingMode } : {}),
  };
}

export function useBubbleForm(target: BubbleEditorTarget) {
  const editor = useStoryEditor();
  const existing = target.bubbleId
    ? editor.bubblesOf(target.panel).find((bubble) => bubble.id === target.bubbleId)
    : undefined;
  const [draft, setDraft] = useState<BubbleDraft>(() => draftOf(existing));
  const setStyle = <K extends keyof BubbleStyle>(key: K, value: BubbleStyle[K]) =>
    setDraft((current) => ({ ...current, style: { ...current.style, [key]: value } }));

  // A font offers only the weights it ships; a stored weight it lacks stays listed so the select shows the truth.
  const weight = Number(draft.style.fontWeight) || 400;
  const shipped: readonly number[] = fontWeightsFor(draft.style.fontFamily);
  const weightOptions = shipped.includes(weight) ? shipped : [...shipped, weight].sort((a, b) => a - b);

  function chooseFont(fontFamily: BubbleFont) {
    setDraft((current) => {
      const weights: readonly number[] = fontWeightsFor(fontFamily);
      const fontWeight = weights.includes(Number(current.style.fontWeight) || 400) ? current.style.fontWeight : 400;
      return { ...current, style: { ...current.style, fontFamily, fontWeight } };
    });
  }

  function choosePreset(id: PresetId) {
    const preset = presetById(id);
    setDraft((current) => ({ ...current, preset: id, type: preset.type, style: { ...preset.style } }));
  }

  /** A tip chosen where there was none starts below and to the left of the bubble, where a speaker often is. */
  function chooseTail(choice: TailChoice) {
    setDraft((current) => {
      if (choice === 'tip') {
        const at = existing?.tail ?? {
          x: Math.max(0, (current.position?.x ?? 0.5) - 0.12),
          y: Math.min(1, (current.position?.y ?? 0.5) + 0.25),
        };
        return { ...current, tail: { x: at.x, y: at.y } };
      }
      const { tail: _tail, ...rest } = current;
      return choice === 'none'
        ? { ...rest, tail: null, style: { ...current.style, tailDirection: 'none' } }
        : { ...rest, style: { ...current.style, tailDirection: choice } };
    });
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const bubbles = editor.bubblesOf(target.panel);
    const text = bubbleText(sliceGraphemes(draft.text, MAX_BUBBLE_TEXT));
    if (existing) {
      editor.saveBubbles(
        target.panel,
        replaceBubble(bubbles, lettering(draft, { ...existing, text, type: draft.type, style: { ...draft.style } })),
      );
    } else {
      const made = lettering(draft, {
        ...createBubble({ presetId: draft.preset, text, position: { x: 0.5, y: 0.5 } }),
        type: draft.type,
        style: { ...draft.style },
      });
      // Placed where its own drawing fits between the panel's other bubbles.
      const position = freeBubblePosition(bubbles, made, measureText, referenceSize(target.aspectRatio ?? '3:4'));
      const created = { ...made, position: { ...made.position, ...position } };
      editor.saveBubbles(target.panel, addBubble(bubbles, created));
      editor.select({ ...target.panel, bubbleId: created.id });
    }
    editor.closeBubbleEditor();
  }

  function remove() {
    if (!existing) return;
    editor.saveBubbles(target.panel, removeBubble(editor.bubblesOf(target.panel), existing.id));
    editor.select({ ...target.panel, bubbleId: null });
    editor.closeBubbleEditor();
  }

  return {
    aspectRatio: target.aspectRatio ?? '3:4',
    draft,
    isNew: !existing,
    setText: (text: string) => setDraft((current) => ({ ...current, text })),
    setType: (type: BubbleType) => setDraft((current) => ({ ...current, type })),
    tailChoice: tailChoice(draft),
    chooseTail,
    setWritingMode: (writingMode: WritingMode) => setDraft((current) => ({ ...current, writingMode })),
    setStyle,
    weight,
    weightOptions,
    chooseFont,
    choosePreset,
    save,
    remove,
    cancel: editor.closeBubbleEditor,
  };
}
