// The focus view's zoom: the width that fits a panel in the space it has, and the steps zoom moves through.
import { referenceSize } from '../shared/bubble-geometry';

/** Zoom steps, as multiples of the fitted size. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/** The widest a panel of this aspect ratio can be and still show whole in `area` (CSS px), less the frame. */
export function fitWidth(area: { width: number; height: number }, aspectRatio: string, frame = 12): number {
  if (area.width <= 0 || area.height <= 0) return 0;
  const size = referenceSize(aspectRatio);
  return Math.max(120, Math.floor(Math.min(area.width - frame, (area.height - frame) * (size.width / size.height))));
}

/** The next zoom step in `direction` from `zoom` (a zoom between steps moves to the nearest step that way). */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_LEVELS.find((level) => level > zoom + 1e-6) ?? ZOOM_LEVELS.at(-1)!;
  return [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 1e-6) ?? ZOOM_LEVELS[0];
}
