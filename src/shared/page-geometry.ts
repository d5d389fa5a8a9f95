// Where a scene's panels sit on its page, in CSS pixels: the reader's page (an upright comic page for a chosen layout,
// the grid's own shape otherwise), its cells from the scene's layout (mirrored for a story read right to left), each
// inset by half the gutter and framed by the border. Pure, so the browser's downloads and the server's share card
// place panels alike.
import { panelGrid } from './panel-layout';
import {
  borderPixels,
  layoutFor,
  panelBox,
  resolveLayout,
  sceneAspect,
  type ReadingDirection,
  type SceneLayout,
} from './layout';

const REM = 16;
/** A chosen layout's page width in CSS pixels (the reader's widest page). */
const PAGE_WIDTH = 40 * REM;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A panel on its page: `outer` is its frame (border included), `inner` its picture area. */
export interface PlacedPanel<P> {
  panel: P;
  outer: Box;
  inner: Box;
}

/** The panels' boxes in CSS pixels from the page's top left, and the page's size. */
export function layoutPage<P extends { panelNumber: number }>(
  scene: { panels: readonly P[]; layout?: SceneLayout | null; automaticLayout?: boolean },
  aspectRatio: string,
  direction: ReadingDirection = 'left-to-right',
) {
  const automatic = scene.automaticLayout ?? !scene.layout;
  const width = automatic ? parseFloat(panelGrid(scene.panels.length, aspectRatio).maxWidth) * REM : PAGE_WIDTH;
  const height = width * sceneAspect(scene.panels.length, aspectRatio, automatic);
  const layout = layoutFor(
    resolveLayout(
      scene.layout,
      scene.panels.map((panel) => panel.panelNumber),
      aspectRatio,
    ),
    direction,
  );
  const border = borderPixels(layout, width);
  const placed: PlacedPanel<P>[] = [];
  for (const panel of scene.panels) {
    const cell = layout.panels.find((item) => item.panelNumber === panel.panelNumber);
    if (!cell) continue;
    const outer = panelBox(cell, layout, width, height);
    placed.push({
      panel,
      outer,
      inner: {
        x: outer.x + border,
        y: outer.y + border,
        width: Math.max(1, outer.width - 2 * border),
        height: Math.max(1, outer.height - 2 * border),
      },
    });
  }
  return { placed, width, height };
}

/** The corner radii of a panel's frame and picture, in CSS pixels (scaled with the page where it is drawn). */
export const PANEL_CORNERS = { outer: 8, inner: 5 } as const;
export const PANEL_BACKGROUND = '#fdeec8';
