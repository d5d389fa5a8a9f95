// What `maxLength` does, counted as the server counts (grapheme clusters, src/shared/text.ts): the browser's own
// `maxLength` counts UTF-16 units and would stop 11 👩‍🚀 short of a limit of 50, or a Hindi title long before 200.
import type { ChangeEvent, CompositionEvent } from 'react';
import { fitsGraphemes, sliceGraphemes } from '../shared/text';

/**
 * The value a field keeps after an edit: the edit itself when it fits; typing or pasting at the end keeps what fits;
 * an insertion in the middle of a full field is refused, so nothing already written is pushed off the end.
 */
export function limitEdit(previous: string, next: string, max: number, caretAtEnd: boolean): string {
  if (fitsGraphemes(next, max)) return next;
  if (caretAtEnd || !fitsGraphemes(previous, max)) return sliceGraphemes(next, max);
  return previous;
}

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * `onChange` and `onCompositionEnd` for an input or textarea holding at most `max` characters. While an input method
 * is composing (Japanese, Chinese, Korean) the text is left alone, and clipped once the composition ends.
 */
export function charLimit(max: number | undefined, value: string, onValueChange: (value: string) => void) {
  if (max === undefined) return { onChange: (event: ChangeEvent<TextElement>) => onValueChange(event.target.value) };
  const keep = (element: TextElement, composing: boolean) => {
    const next = element.value;
    onValueChange(
      composing
        ? next
        : limitEdit(value, next, max, element.selectionEnd === null || element.selectionEnd >= next.length),
    );
  };
  return {
    onChange: (event: ChangeEvent<TextElement>) =>
      keep(event.target, (event.nativeEvent as InputEvent).isComposing === true),
    onCompositionEnd: (event: CompositionEvent<TextElement>) => keep(event.currentTarget, false),
  };
}
