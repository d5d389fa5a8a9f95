// A scene's page layout: where each panel sits on the page, in fractions of the page (0-1), with the gutter between
// panels and the panels' border width. Stored in scenes.layout; null means the automatic grid for the panel count.
//
// A panel's rectangle is its cell: cells may touch, and every panel is drawn inset by half the gutter on each side, so
// the space between two touching cells is one gutter (and the page keeps half a gutter at its edges). Layouts are
// stored as read left to right; a right-to-left story shows them mirrored (mirrorLayout). Everything here is pure, so
// the server (validation, new and changed scenes), the reader, the editor and the downloads agree.
import { messageText, type MessageCode, type MessageParams } from './messages';

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

/** The languages whose comics read right to left unless the author says otherwise (Persian and Urdu are written in Arabic script). */
const RIGHT_TO_LEFT_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * A story's reading direction: the author's choice, else from its language (a code such as storyLanguage answers).
 * Japanese stays left to right by default: whether a story is manga is the author's call.
 */
export function readingDirectionOf(stored: string | null | undefined, language: string): ReadingDirection {
  if (stored === 'left-to-right' || stored === 'right-to-left') return stored;
  return RIGHT_TO_LEFT_LANGUAGES.has(language.split('-')[0]!.toLowerCase()) ? 'right-to-left' : 'left-to-right';
}

export const LAYOUT_LIMITS = {
  gutter: { min: 0, max: 0.08, default: 0.02 },
  borderWidth: { min: 0, max: 12, default: 3 },
  /** The smallest side of a panel's cell, in fractions of the page. */
  minSize: 0.08,
} as const;

const EPSILON = 1e-6;
const round = (value: number) => Math.round(value * 10000) / 10000;

type Cell = [x: number, y: number, width: number, height: number];

function fromCells(
  cells: Cell[],
  gutter: number = LAYOUT_LIMITS.gutter.default,
  borderWidth: number = LAYOUT_LIMITS.borderWidth.default,
): SceneLayout {
  return {
    panels: cells.map(([x, y, width, height], i) => ({
      panelNumber: i + 1,
      x: round(x),
      y: round(y),
      width: round(width),
      height: round(height),
    })),
    gutter,
    borderWidth,
  };
}

const clampCount = (count: number) => Math.max(1, Math.min(6, Math.round(count) || 1));

/** Columns of the automatic grid on a wide screen, by panel count (the reader's grid in src/shared/panel-layout.ts). */
export function gridColumns(count: number, aspectRatio: string): number {
  const n = clampCount(count);
  if (n === 1) return 1;
  const [w, h] = aspectRatio.split(':').map(Number);
  const wide = Boolean(w && h && w > h);
  return (
    ((wide ? { 2: 2, 3: 3, 4: 2, 5: 3, 6: 2 } : { 2: 2, 3: 3, 4: 2, 5: 3, 6: 3 }) as Record<number, number>)[n] ?? 3
  );
}

/** A picture's height over its width for an aspect ratio such as '3:4'. */
function pictureRatio(aspectRatio: string): number {
  const [w, h] = aspectRatio.split(':').map(Number);
  return w && h ? h / w : 4 / 3;
}

/**
 * The page's height over its width for a scene of `count` panels: the automatic grid's shape, so the grid template
 * shows every picture whole, as the reader always has. Other templates crop their pictures to their cells.
 */
export function pageAspect(count: number, aspectRatio: string): number {
  const n = clampCount(count);
  const columns = gridColumns(n, aspectRatio);
  const rows = Math.ceil(n / columns);
  const g = LAYOUT_LIMITS.gutter.default;
  const b = (2 * LAYOUT_LIMITS.borderWidth.default) / 1000;
  return rows * (pictureRatio(aspectRatio) * (1 / columns - g - b) + g + b);
}

/**
 * The page a chosen layout is drawn on: an A4 page upright (height over width), the shape of a printed comic page, so
 * its PDF page is filled and a tall panel is tall. A scene on the automatic grid keeps the grid's own shape (pageAspect).
 */
export const COMIC_PAGE_ASPECT = Math.SQRT2;

/** The page's height over its width for a scene: the comic page for a chosen layout, the grid's shape otherwise. */
export const sceneAspect = (count: number, aspectRatio: string, automatic: boolean) =>
  automatic ? pageAspect(count, aspectRatio) : COMIC_PAGE_ASPECT;

/** The automatic grid as a layout: equal cells row by row, a short last row centred. */
export function gridLayout(count: number, aspectRatio: string): SceneLayout {
  const n = clampCount(count);
  const columns = gridColumns(n, aspectRatio);
  const rows = Math.ceil(n / columns);
  const cells: Cell[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / columns);
    const inRow = Math.min(columns, n - row * columns);
    cells.push([(columns - inRow) / (2 * columns) + (i % columns) / columns, row / rows, 1 / columns, 1 / rows]);
  }
  return fromCells(cells);
}

/** `count` equal cells side by side in a band of the page. */
const band = (count: number, x: number, y: number, width: number, height: number, across: boolean): Cell[] =>
  Array.from({ length: count }, (_, i) =>
    across ? [x + (i * width) / count, y, width / count, height] : [x, y + (i * height) / count, width, height / count],
  );

export const LAYOUT_TEMPLATES = [
  'grid',
  'splash',
  'splash-strip',
  'tall-stack',
  'rows',
  'columns',
  'l-shape',
  'l-shape-under',
] as const;
export type LayoutTemplate = (typeof LAYOUT_TEMPLATES)[number];

/** A template's cells for `count` panels in reading order, or null when it has no form for that many. */
function templateCells(template: LayoutTemplate, n: number, aspectRatio: string): Cell[] | null {
  switch (template) {
    case 'grid':
      return n >= 2 ? gridLayout(n, aspectRatio).panels.map((p) => [p.x, p.y, p.width, p.height]) : null;
    case 'splash':
      return n === 1 ? [[0, 0, 1, 1]] : null;
    case 'splash-strip':
      return n >= 2 && n <= 5 ? [[0, 0, 1, 0.62], ...band(n - 1, 0, 0.62, 1, 0.38, true)] : null;
    case 'tall-stack':
      return n >= 3 && n <= 5 ? [[0, 0, 0.5, 1], ...band(n - 1, 0.5, 0, 0.5, 1, false)] : null;
    case 'rows':
      return n >= 2 && n <= 4 ? band(n, 0, 0, 1, 1, false) : null;
    case 'columns':
      return n >= 2 && n <= 3 ? band(n, 0, 0, 1, 1, true) : null;
    case 'l-shape': {
      if (n < 3) return null;
      const side = n >= 5 ? 2 : 1;
      return [[0, 0, 0.62, 0.6], ...band(side, 0.62, 0, 0.38, 0.6, false), ...band(n - 1 - side, 0, 0.6, 1, 0.4, true)];
    }
    case 'l-shape-under': {
      if (n < 3) return null;
      const side = n >= 5 ? 2 : 1;
      return [
        ...band(n - 1 - side, 0, 0, 1, 0.4, true),
        [0, 0.4, 0.62, 0.6],
        ...band(side, 0.62, 0.4, 0.38, 0.6, false),
      ];
    }
  }
}

/** The templates that have a form for `count` panels, in the order the editor offers them. */
export function templatesFor(count: number, aspectRatio: string): LayoutTemplate[] {
  const n = clampCount(count);
  const seen = new Set<string>();
  // The grid of two or three panels is the columns: each arrangement is offered once.
  return LAYOUT_TEMPLATES.filter((template) => {
    const cells = templateCells(template, n, aspectRatio);
    const key = JSON.stringify(cells?.map((cell) => cell.map(round)));
    if (!cells || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A template laid out for `count` panels (the grid when it has no form for that many), keeping a gutter and border. */
export function templateLayout(
  template: LayoutTemplate,
  count: number,
  aspectRatio: string,
  keep?: Pick<SceneLayout, 'gutter' | 'borderWidth'>,
): SceneLayout {
  const n = clampCount(count);
  const cells =
    templateCells(template, n, aspectRatio) ??
    gridLayout(n, aspectRatio).panels.map((p): Cell => [p.x, p.y, p.width, p.height]);
  return fromCells(cells, keep?.gutter, keep?.borderWidth);
}

/** The layout a scene of `count` panels starts with: the automatic grid (a full-page splash for one panel). */
export function layoutForCount(count: number, aspectRatio: string): SceneLayout {
  return gridLayout(count, aspectRatio);
}

/** Which template a layout is, if it is one (ignoring gutter and border), so the editor can mark it. */
export function templateOf(layout: SceneLayout, aspectRatio: string): LayoutTemplate | null {
  const n = layout.panels.length;
  const same = (cells: Cell[]) =>
    cells.length === n &&
    cells.every(([x, y, w, h], i) => {
      const p = layout.panels.find((panel) => panel.panelNumber === i + 1);
      return (
        p &&
        Math.abs(p.x - x) < 1e-3 &&
        Math.abs(p.y - y) < 1e-3 &&
        Math.abs(p.width - w) < 1e-3 &&
        Math.abs(p.height - h) < 1e-3
      );
    });
  return templatesFor(n, aspectRatio).find((template) => same(templateCells(template, n, aspectRatio)!)) ?? null;
}

/**
 * What is wrong with a layout for a scene whose panels are numbered `panelNumbers`, by message code and values (the
 * API's 400), or null when it is fine: every panel exactly once, each on the page and big enough, none overlapping.
 */
export function layoutProblemCode(
  layout: SceneLayout,
  panelNumbers: readonly number[],
): { messageCode: MessageCode; params: MessageParams } | null {
  const { gutter, borderWidth, minSize } = LAYOUT_LIMITS;
  if (!(layout.gutter >= gutter.min && layout.gutter <= gutter.max))
    return { messageCode: 'layout_gutter', params: { min: gutter.min, max: gutter.max } };
  if (!(layout.borderWidth >= borderWidth.min && layout.borderWidth <= borderWidth.max))
    return { messageCode: 'layout_border', params: { min: borderWidth.min, max: borderWidth.max } };
  const seen = new Set<number>();
  for (const panel of layout.panels) {
    const params = { panel: panel.panelNumber };
    if (seen.has(panel.panelNumber)) return { messageCode: 'layout_panel_twice', params };
    seen.add(panel.panelNumber);
    if (!panelNumbers.includes(panel.panelNumber)) return { messageCode: 'layout_panel_foreign', params };
    const { x, y, width, height } = panel;
    if (x < -EPSILON || y < -EPSILON || x + width > 1 + EPSILON || y + height > 1 + EPSILON)
      return { messageCode: 'layout_panel_off_page', params };
    if (width < minSize - EPSILON || height < minSize - EPSILON)
      return { messageCode: 'layout_panel_small', params: { ...params, min: minSize } };
  }
  const missing = panelNumbers.find((n) => !seen.has(n));
  if (missing !== undefined) return { messageCode: 'layout_panel_missing', params: { panel: missing } };
  const panels = [...layout.panels].sort((a, b) => a.panelNumber - b.panelNumber);
  for (let i = 0; i < panels.length; i++)
    for (let j = i + 1; j < panels.length; j++)
      if (overlap(panels[i]!, panels[j]!))
        return {
          messageCode: 'layout_overlap',
          params: { panel: panels[i]!.panelNumber, other: panels[j]!.panelNumber },
        };
  return null;
}

/** The same problem as a sentence (the code's English), or null. */
export function layoutProblem(layout: SceneLayout, panelNumbers: readonly number[]): string | null {
  const problem = layoutProblemCode(layout, panelNumbers);
  return problem && messageText(problem.messageCode, problem.params);
}

const overlap = (a: LayoutPanel, b: LayoutPanel) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > EPSILON &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > EPSILON;

/**
 * The layout a scene is drawn with: its stored one when it still fits its panels, else the automatic grid (null, or a
 * stored layout whose panels no longer match, is never a surprise: the scene looks as it always did).
 */
export function resolveLayout(
  stored: SceneLayout | null | undefined,
  panelNumbers: readonly number[],
  aspectRatio: string,
): SceneLayout {
  if (stored && Array.isArray(stored.panels) && !layoutProblem(stored, panelNumbers)) {
    return {
      panels: [...stored.panels].sort((a, b) => a.panelNumber - b.panelNumber),
      gutter: stored.gutter,
      borderWidth: stored.borderWidth,
    };
  }
  const grid = gridLayout(Math.max(1, panelNumbers.length), aspectRatio);
  const numbers = [...panelNumbers].sort((a, b) => a - b);
  return {
    ...grid,
    panels: grid.panels.slice(0, numbers.length).map((panel, i) => ({ ...panel, panelNumber: numbers[i]! })),
  };
}

/** The layout seen in a mirror: what a right-to-left story shows (its own inverse). */
export function mirrorLayout(layout: SceneLayout): SceneLayout {
  return { ...layout, panels: layout.panels.map((panel) => ({ ...panel, x: round(1 - panel.x - panel.width) })) };
}

/** The layout as a story reading in `direction` shows it. */
export const layoutFor = (layout: SceneLayout, direction: ReadingDirection): SceneLayout =>
  direction === 'right-to-left' ? mirrorLayout(layout) : layout;

/**
 * The layout after panel `panelNumber` is removed (later panels move down one number, as the panels do). Its cell goes
 * to a neighbour that shares a whole side with it; when none does, the panels that remain get the grid.
 */
export function removePanelFromLayout(layout: SceneLayout, panelNumber: number, aspectRatio: string): SceneLayout {
  const gone = layout.panels.find((panel) => panel.panelNumber === panelNumber);
  const rest = layout.panels.filter((panel) => panel.panelNumber !== panelNumber);
  const renumber = (panels: LayoutPanel[]) =>
    panels.map((panel) => (panel.panelNumber > panelNumber ? { ...panel, panelNumber: panel.panelNumber - 1 } : panel));
  if (!gone || !rest.length) return { ...layout, panels: renumber(rest) };
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-4;
  const heir = rest.find(
    (p) =>
      (close(p.y, gone.y) &&
        close(p.height, gone.height) &&
        (close(p.x + p.width, gone.x) || close(gone.x + gone.width, p.x))) ||
      (close(p.x, gone.x) &&
        close(p.width, gone.width) &&
        (close(p.y + p.height, gone.y) || close(gone.y + gone.height, p.y))),
  );
  if (!heir) return templateLayout('grid', rest.length, aspectRatio, layout);
  const merged: LayoutPanel = {
    panelNumber: heir.panelNumber,
    x: Math.min(heir.x, gone.x),
    y: Math.min(heir.y, gone.y),
    width: close(heir.y, gone.y) && close(heir.height, gone.height) ? round(heir.width + gone.width) : heir.width,
    height: close(heir.x, gone.x) && close(heir.width, gone.width) ? round(heir.height + gone.height) : heir.height,
  };
  return { ...layout, panels: renumber(rest.map((panel) => (panel === heir ? merged : panel))) };
}

/**
 * The layout after panel `panelNumber` is split in two: its cell is halved across its longer side on the page (`aspect`
 * is the page's height over its width), the first half keeps the number, the second is `panelNumber + 1` and later
 * panels move up one number. Null when the halves would be smaller than a panel may be.
 */
export function splitPanelInLayout(layout: SceneLayout, panelNumber: number, aspect: number): SceneLayout | null {
  const cell = layout.panels.find((panel) => panel.panelNumber === panelNumber);
  if (!cell) return null;
  const across = cell.width >= cell.height * aspect;
  if ((across ? cell.width : cell.height) / 2 < LAYOUT_LIMITS.minSize - EPSILON) return null;
  const first: LayoutPanel = across
    ? { ...cell, width: round(cell.width / 2) }
    : { ...cell, height: round(cell.height / 2) };
  const second: LayoutPanel = across
    ? {
        panelNumber: panelNumber + 1,
        x: round(cell.x + first.width),
        y: cell.y,
        width: round(cell.width - first.width),
        height: cell.height,
      }
    : {
        panelNumber: panelNumber + 1,
        x: cell.x,
        y: round(cell.y + first.height),
        width: cell.width,
        height: round(cell.height - first.height),
      };
  const panels = layout.panels.flatMap((panel) => {
    if (panel.panelNumber === panelNumber) return [first, second];
    return [panel.panelNumber > panelNumber ? { ...panel, panelNumber: panel.panelNumber + 1 } : panel];
  });
  return { ...layout, panels: panels.sort((a, b) => a.panelNumber - b.panelNumber) };
}

/**
 * The layout after a panel is added at the end (number n + 1): the last panel's cell is split so the new one follows
 * it in reading order; when that cell is too small to split, the grid for the new count.
 */
export function addPanelToLayout(layout: SceneLayout, aspectRatio: string): SceneLayout {
  const count = layout.panels.length;
  if (!count) return templateLayout('splash', 1, aspectRatio, layout);
  const split = splitPanelInLayout(layout, count, COMIC_PAGE_ASPECT);
  return split ?? templateLayout('grid', count + 1, aspectRatio, layout);
}

/**
 * The layout after the panels are put in a new order (`order` lists the old panel numbers in their new order): each
 * panel takes its cell along, so a splash picture stays a splash. To keep the cells in reading order instead (panels
 * swap places on the page), keep the layout as it is.
 */
export function reorderLayout(layout: SceneLayout, order: readonly number[]): SceneLayout {
  const panels = order.flatMap((old, i) => {
    const cell = layout.panels.find((panel) => panel.panelNumber === old);
    return cell ? [{ ...cell, panelNumber: i + 1 }] : [];
  });
  return { ...layout, panels };
}

/** A line between panels the editor lets the author drag: the cells' edges at `at` along `axis` (x: a vertical line). */
export interface Gutter {
  axis: 'x' | 'y';
  at: number;
  /** Where the line runs along the other axis. */
  from: number;
  to: number;
}

/** The lines where one cell ends and another begins, one per position. */
export function gutterLines(layout: SceneLayout): Gutter[] {
  const lines: Gutter[] = [];
  for (const axis of ['x', 'y'] as const) {
    const size = axis === 'x' ? 'width' : 'height';
    const other = axis === 'x' ? 'y' : 'x';
    const otherSize = axis === 'x' ? 'height' : 'width';
    const ends = new Set(
      layout.panels.map((p) => round(p[axis] + p[size])).filter((at) => at > EPSILON && at < 1 - EPSILON),
    );
    for (const at of ends) {
      const touching = layout.panels.filter(
        (p) => Math.abs(p[axis] - at) < 1e-4 || Math.abs(p[axis] + p[size] - at) < 1e-4,
      );
      const before = touching.some((p) => Math.abs(p[axis] + p[size] - at) < 1e-4);
      const after = touching.some((p) => Math.abs(p[axis] - at) < 1e-4);
      if (!before || !after) continue;
      lines.push({
        axis,
        at,
        from: Math.min(...touching.map((p) => p[other])),
        to: Math.max(...touching.map((p) => p[other] + p[otherSize])),
      });
    }
  }
  return lines;
}

/**
 * The layout with the line at `at` along `axis` moved to `to`: every cell ending there grows or shrinks and every cell
 * starting there follows, stopping where a cell would get smaller than a panel may be.
 */
export function moveGutter(layout: SceneLayout, axis: 'x' | 'y', at: number, to: number): SceneLayout {
  const size = axis === 'x' ? 'width' : 'height';
  const ending = layout.panels.filter((p) => Math.abs(p[axis] + p[size] - at) < 1e-4);
  const starting = layout.panels.filter((p) => Math.abs(p[axis] - at) < 1e-4);
  const { low, high } = gutterRange(layout, axis, at);
  if (low > high) return layout;
  const line = round(Math.min(high, Math.max(low, to)));
  return {
    ...layout,
    panels: layout.panels.map((p) => {
      if (ending.includes(p)) return { ...p, [size]: round(line - p[axis]) };
      if (starting.includes(p)) return { ...p, [axis]: line, [size]: round(p[axis] + p[size] - line) };
      return p;
    }),
  };
}

/** How far the line at `at` may move: every cell beside it keeps the smallest size a panel may have. */
export function gutterRange(layout: SceneLayout, axis: 'x' | 'y', at: number): { low: number; high: number } {
  const size = axis === 'x' ? 'width' : 'height';
  const ending = layout.panels.filter((p) => Math.abs(p[axis] + p[size] - at) < 1e-4);
  const starting = layout.panels.filter((p) => Math.abs(p[axis] - at) < 1e-4);
  return {
    low: round(Math.max(0, ...ending.map((p) => p[axis] + LAYOUT_LIMITS.minSize))),
    high: round(Math.min(1, ...starting.map((p) => p[axis] + p[size] - LAYOUT_LIMITS.minSize))),
  };
}

/** The panels a line separates, by number, in reading order. */
export function panelsBeside(layout: SceneLayout, line: Pick<Gutter, 'axis' | 'at'>): number[] {
  const size = line.axis === 'x' ? 'width' : 'height';
  return layout.panels
    .filter((p) => Math.abs(p[line.axis] - line.at) < 1e-4 || Math.abs(p[line.axis] + p[size] - line.at) < 1e-4)
    .map((p) => p.panelNumber)
    .sort((a, b) => a - b);
}

/** A panel's box on a page `pageWidth` x `pageHeight` pixels: its cell less half a gutter on every side. */
export function panelBox(
  panel: LayoutPanel,
  layout: Pick<SceneLayout, 'gutter'>,
  pageWidth: number,
  pageHeight: number,
) {
  const half = (layout.gutter * pageWidth) / 2;
  return {
    x: panel.x * pageWidth + half,
    y: panel.y * pageHeight + half,
    width: Math.max(1, panel.width * pageWidth - 2 * half),
    height: Math.max(1, panel.height * pageHeight - 2 * half),
  };
}

/** The border's width in pixels on a page `pageWidth` pixels wide. */
export const borderPixels = (layout: Pick<SceneLayout, 'borderWidth'>, pageWidth: number) =>
  (layout.borderWidth * pageWidth) / 1000;

/**
 * The picture area of a panel (inside its border) as an aspect ratio 'width:height', on a page of height `aspect` times
 * its width: what the reader's frame, the editor and the downloads give the panel, so its bubbles sit alike everywhere.
 */
export function cellAspectRatio(
  panel: LayoutPanel,
  layout: Pick<SceneLayout, 'gutter' | 'borderWidth'>,
  aspect: number,
): string {
  const frame = layout.gutter + (2 * layout.borderWidth) / 1000;
  const width = Math.max(0.01, panel.width - frame);
  const height = Math.max(0.01, panel.height * aspect - frame);
  return `${round(width)}:${round(height)}`;
}
