// A scene's page painted on a canvas: its panels in the cells of its layout (mirrored for a story read right to left),
// on the page shape the reader shows: an upright comic page for a chosen layout, the grid's own shape otherwise.
import { panelGrid } from '../../editor/panel-layout';
import { INK, DOWNLOAD, newCanvas, paintPanel, type Box } from '../../editor/scene-canvas';
import { borderPixels, layoutFor, panelBox, resolveLayout, sceneAspect, type ReadingDirection } from '../../shared/layout';
import type { ExportPanel, ExportScene, Pictures } from './story-model';
import { paintLabel, sceneHeading } from './labels';

const REM = 16;
/** Room around the page and for the scene's heading, in CSS pixels. */
const MARGIN = 24;
const HEADING = 64;
/** A chosen layout's page width in CSS pixels (the reader's widest page). */
const PAGE_WIDTH = 40 * REM;

export interface PlacedPanel {
  panel: ExportPanel;
  outer: Box;
  inner: Box;
}

/** The panels' boxes in CSS pixels from the page's top left, and the page's size. */
export function layoutPage(scene: Pick<ExportScene, 'panels' | 'layout' | 'automaticLayout'>, aspectRatio: string, direction: ReadingDirection = 'left-to-right') {
  const automatic = scene.automaticLayout ?? !scene.layout;
  const width = automatic ? parseFloat(panelGrid(scene.panels.length, aspectRatio).maxWidth) * REM : PAGE_WIDTH;
  const height = width * sceneAspect(scene.panels.length, aspectRatio, automatic);
  const layout = layoutFor(resolveLayout(scene.layout, scene.panels.map((panel) => panel.panelNumber), aspectRatio), direction);
  const border = borderPixels(layout, width);
  const placed: PlacedPanel[] = [];
  for (const panel of scene.panels) {
    const cell = layout.panels.find((item) => item.panelNumber === panel.panelNumber);
    if (!cell) continue;
    const outer = panelBox(cell, layout, width, height);
    placed.push({ panel, outer, inner: { x: outer.x + border, y: outer.y + border, width: Math.max(1, outer.width - 2 * border), height: Math.max(1, outer.height - 2 * border) } });
  }
  return { placed, width, height };
}

const shift = (box: Box, dx: number, dy: number, k: number): Box => ({ x: (box.x + dx) * k, y: (box.y + dy) * k, width: box.width * k, height: box.height * k });

/**
 * The scene as one page picture at DOWNLOAD.scale: its panels with their bubbles, and (`heading`) its number and title
 * above them as the reader shows them. Answers the canvas, where each panel landed (output pixels) and its bubbles as
 * laid out (reference units, `unit` output pixels each).
 */
export function paintScenePage(scene: ExportScene, aspectRatio: string, pictures: Pictures, options: { heading: boolean; direction?: ReadingDirection }) {
  const k = DOWNLOAD.scale;
  const grid = layoutPage(scene, aspectRatio, options.direction);
  const top = MARGIN + (options.heading ? HEADING : 0);
  const { canvas, ctx } = newCanvas((grid.width + 2 * MARGIN) * k, (grid.height + top + MARGIN) * k);
  if (options.heading) {
    paintLabel(ctx, sceneHeading(scene), { x: MARGIN * k, y: (MARGIN + 44) * k, width: grid.width * k, size: 40 * k, color: INK });
  }
  const placed = grid.placed.map((item) => {
    const outer = shift(item.outer, MARGIN, top, k);
    const inner = shift(item.inner, MARGIN, top, k);
    // Bubbles sit in the panel's own shape (its cell), as the reader's frame draws them.
    const shape = `${item.inner.width}:${item.inner.height}`;
    return { panel: item.panel, outer, inner, ...paintPanel(ctx, { outer, inner, scale: k }, pictures.get(item.panel) ?? null, item.panel.textBubbles, shape) };
  });
  return { canvas, placed };
}
