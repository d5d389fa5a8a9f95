// A scene's page painted on a canvas: its panels in the cells of its layout (mirrored for a story read right to left),
// on the page shape the reader shows: an upright comic page for a chosen layout, the grid's own shape otherwise.
import { layoutPage as layoutPageOf, type PlacedPanel as GenericPlacedPanel } from '../../shared/page-geometry';
import { INK, DOWNLOAD, newCanvas, paintPanel, type Box } from '../../editor/scene-canvas';
import type { ReadingDirection } from '../../shared/layout';
import type { ExportPanel, ExportScene, Pictures } from './story-model';
import { paintLabel, sceneHeading } from './labels';

/** Room around the page and for the scene's heading, in CSS pixels. */
const MARGIN = 24;
const HEADING = 64;

export type PlacedPanel = GenericPlacedPanel<ExportPanel>;
/** The panels' boxes in CSS pixels from the page's top left, and the page's size (the shared page geometry). */
export const layoutPage = (
  scene: Pick<ExportScene, 'panels' | 'layout' | 'automaticLayout'>,
  aspectRatio: string,
  direction: ReadingDirection = 'left-to-right',
) => layoutPageOf(scene, aspectRatio, direction);

const shift = (box: Box, dx: number, dy: number, k: number): Box => ({
  x: (box.x + dx) * k,
  y: (box.y + dy) * k,
  width: box.width * k,
  height: box.height * k,
});

/**
 * The scene as one page picture at DOWNLOAD.scale: its panels with their bubbles, and (`heading`) its number and title
 * above them as the reader shows them. Answers the canvas, where each panel landed (output pixels) and its bubbles as
 * laid out (reference units, `unit` output pixels each).
 */
export function paintScenePage(
  scene: ExportScene,
  aspectRatio: string,
  pictures: Pictures,
  options: { heading: boolean; direction?: ReadingDirection },
) {
  const k = DOWNLOAD.scale;
  const grid = layoutPage(scene, aspectRatio, options.direction);
  const top = MARGIN + (options.heading ? HEADING : 0);
  const { canvas, ctx } = newCanvas((grid.width + 2 * MARGIN) * k, (grid.height + top + MARGIN) * k);
  if (options.heading) {
    paintLabel(ctx, sceneHeading(scene), {
      x: MARGIN * k,
      y: (MARGIN + 44) * k,
      width: grid.width * k,
      size: 40 * k,
      color: INK,
    });
  }
  const placed = grid.placed.map((item) => {
    const outer = shift(item.outer, MARGIN, top, k);
    const inner = shift(item.inner, MARGIN, top, k);
    // Bubbles sit in the panel's own shape (its cell), as the reader's frame draws them.
    const shape = `${item.inner.width}:${item.inner.height}`;
    return {
      panel: item.panel,
      outer,
      inner,
      ...paintPanel(ctx, { outer, inner, scale: k }, pictures.get(item.panel) ?? null, item.panel.textBubbles, shape),
    };
  });
  return { canvas, placed };
}
