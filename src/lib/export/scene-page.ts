// A scene's panels laid out as on a wide screen (the reader's grid: columns, gaps, centred rows) and painted on a canvas.
import { panelGrid } from '../../editor/panel-layout';
import { INK, DOWNLOAD, newCanvas, paintPanel, type Box } from '../../editor/scene-canvas';
import { referenceSize } from '../../editor/bubble-geometry';
import type { ExportPanel, ExportScene, Pictures } from './story-model';
import { paintLabel, sceneHeading } from './labels';

const REM = 16;
const GAP = 16;
const BORDER = 3;
/** Room around the grid and for the scene's heading, in CSS pixels. */
const MARGIN = 24;
const HEADING = 64;

export interface PlacedPanel {
  panel: ExportPanel;
  outer: Box;
  inner: Box;
}

/** The panels' boxes in CSS pixels from the grid's top left, and the grid's size (the layout of panel-layout.ts). */
export function layoutGrid(panels: ExportPanel[], aspectRatio: string) {
  const grid = panelGrid(panels.length, aspectRatio);
  const width = parseFloat(grid.maxWidth) * REM;
  const columns = Math.min(grid.columns, panels.length);
  const outerWidth = (width - (columns - 1) * GAP) / columns;
  const ratio = referenceSize(aspectRatio);
  const innerWidth = outerWidth - 2 * BORDER;
  const outerHeight = (innerWidth * ratio.height) / ratio.width + 2 * BORDER;
  const rows = Math.ceil(panels.length / columns);
  const placed: PlacedPanel[] = panels.map((panel, i) => {
    const row = Math.floor(i / columns);
    const inRow = Math.min(columns, panels.length - row * columns);
    // Rows are centred, so a short last row sits in the middle.
    const rowLeft = (width - (inRow * outerWidth + (inRow - 1) * GAP)) / 2;
    const outer = { x: rowLeft + (i % columns) * (outerWidth + GAP), y: row * (outerHeight + GAP), width: outerWidth, height: outerHeight };
    return { panel, outer, inner: { x: outer.x + BORDER, y: outer.y + BORDER, width: innerWidth, height: outerHeight - 2 * BORDER } };
  });
  return { placed, width, height: rows * outerHeight + (rows - 1) * GAP };
}

const shift = (box: Box, dx: number, dy: number, k: number): Box => ({ x: (box.x + dx) * k, y: (box.y + dy) * k, width: box.width * k, height: box.height * k });

/**
 * The scene as one page picture at DOWNLOAD.scale: its panels with their bubbles, and (`heading`) its number and title
 * above them as the reader shows them. Answers the canvas, where each panel landed (output pixels) and its bubbles as
 * laid out (reference units, `unit` output pixels each).
 */
export function paintScenePage(scene: ExportScene, aspectRatio: string, pictures: Pictures, options: { heading: boolean }) {
  const k = DOWNLOAD.scale;
  const grid = layoutGrid(scene.panels, aspectRatio);
  const top = MARGIN + (options.heading ? HEADING : 0);
  const { canvas, ctx } = newCanvas((grid.width + 2 * MARGIN) * k, (grid.height + top + MARGIN) * k);
  if (options.heading) {
    paintLabel(ctx, sceneHeading(scene), { x: MARGIN * k, y: (MARGIN + 44) * k, width: grid.width * k, size: 40 * k, color: INK });
  }
  const placed = grid.placed.map((item) => {
    const outer = shift(item.outer, MARGIN, top, k);
    const inner = shift(item.inner, MARGIN, top, k);
    return { panel: item.panel, outer, inner, ...paintPanel(ctx, { outer, inner, scale: k }, pictures.get(item.panel) ?? null, item.panel.textBubbles, aspectRatio) };
  });
  return { canvas, placed };
}
