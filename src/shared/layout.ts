// A scene's page layout: where each panel sits on the page, in fractions of the page (0-1), with the gutter between
// panels and the panels' border width. Stored in scenes.layout; null means the automatic grid for the panel count.

export interface LayoutPanel {
  panelNumber: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SceneLayout {
  panels: LayoutPanel[];
  /** Space between panels, as a fraction of the page's width. */
  gutter: number;
  /** Panel border width in page pixels at 1000 px page width. */
  borderWidth: number;
}

/** How a story's pages are read: panels and pages run left to right, or right to left (manga, Arabic comics). */
export const READING_DIRECTIONS = ['left-to-right', 'right-to-left'] as const;
export type ReadingDirection = (typeof READING_DIRECTIONS)[number];
