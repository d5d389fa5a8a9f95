import { describe, expect, it } from 'vitest';
import {
  addPanelToLayout,
  gridLayout,
  gutterLines,
  layoutForCount,
  layoutProblem,
  mirrorLayout,
  moveGutter,
  pageAspect,
  panelBox,
  readingDirectionOf,
  removePanelFromLayout,
  reorderLayout,
  resolveLayout,
  splitPanelInLayout,
  templateLayout,
  templateOf,
  templatesFor,
  LAYOUT_TEMPLATES,
  type SceneLayout,
} from '../../src/shared/layout';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('page layout templates', () => {
  it('offers for every panel count templates that tile the page without overlaps', () => {
    for (const ratio of ['3:4', '3:2', '1:1']) {
      for (let n = 1; n <= 6; n++) {
        const templates = templatesFor(n, ratio);
        expect(templates.length).toBeGreaterThan(0);
        for (const template of templates) {
          const layout = templateLayout(template, n, ratio);
          expect(layoutProblem(layout, numbers(n)), `${template} ${n} ${ratio}`).toBeNull();
          expect(templateOf(layout, ratio)).toBe(template);
        }
      }
    }
    expect(templatesFor(1, '3:4')).toEqual(['splash']);
    expect(templatesFor(3, '3:4')).toEqual(['grid', 'splash-strip', 'tall-stack', 'rows', 'l-shape', 'l-shape-under']);
    expect(templatesFor(6, '3:4')).toEqual(['grid', 'l-shape', 'l-shape-under']);
    expect(LAYOUT_TEMPLATES).toContain('l-shape');
  });

  it('lays the grid out as the reader always has: rows of columns, a short last row centred', () => {
    const five = gridLayout(5, '3:4');
    expect(five.panels.slice(0, 3).map((p) => p.y)).toEqual([0, 0, 0]);
    expect(five.panels[3]).toMatchObject({ x: round(1 / 6), y: 0.5, width: round(1 / 3) });
    expect(layoutForCount(1, '3:4').panels).toEqual([{ panelNumber: 1, x: 0, y: 0, width: 1, height: 1 }]);
    // The page is the grid's shape: a grid cell's picture keeps its aspect ratio inside its border.
    const aspect = pageAspect(4, '3:4');
    const box = panelBox(gridLayout(4, '3:4').panels[0]!, five, 1000, 1000 * aspect);
    expect((box.height - 6) / (box.width - 6)).toBeCloseTo(4 / 3, 2);
  });
});

describe('layoutProblem names what is wrong', () => {
  const ok: SceneLayout = templateLayout('tall-stack', 3, '3:4');
  it('accepts a template', () => expect(layoutProblem(ok, [1, 2, 3])).toBeNull());
  it('finds overlaps', () => {
    const bad = { ...ok, panels: ok.panels.map((p) => (p.panelNumber === 2 ? { ...p, x: 0.4 } : p)) };
    expect(layoutProblem(bad, [1, 2, 3])).toBe('Panel 1 overlaps panel 2');
  });
  it('finds panels off the page, missing, unknown, repeated or too small', () => {
    const off = { ...ok, panels: ok.panels.map((p) => (p.panelNumber === 3 ? { ...p, y: 0.8 } : p)) };
    expect(layoutProblem(off, [1, 2, 3])).toMatch(/^Panel 3 is off the page/);
    expect(layoutProblem({ ...ok, panels: ok.panels.slice(0, 2) }, [1, 2, 3])).toBe(
      'Panel 3 is missing from the layout',
    );
    expect(layoutProblem(ok, [1, 2])).toBe('Panel 3 is not in this scene');
    expect(layoutProblem({ ...ok, panels: [...ok.panels, ok.panels[0]!] }, [1, 2, 3])).toBe(
      'Panel 1 appears more than once in the layout',
    );
    const tiny = { ...ok, panels: ok.panels.map((p) => (p.panelNumber === 2 ? { ...p, height: 0.01 } : p)) };
    expect(layoutProblem(tiny, [1, 2, 3])).toMatch(/^Panel 2 is too small/);
    expect(layoutProblem({ ...ok, gutter: 0.5 }, [1, 2, 3])).toMatch(/^gutter must be between/);
  });
});

describe('resolving, mirroring and changing a layout', () => {
  it('resolves null or a layout that no longer fits to the grid, a fitting one to itself', () => {
    expect(resolveLayout(null, [1, 2, 3, 4], '3:4')).toEqual(gridLayout(4, '3:4'));
    const stored = templateLayout('rows', 3, '3:4');
    expect(resolveLayout(stored, [1, 2, 3], '3:4')).toEqual(stored);
    expect(resolveLayout(stored, [1, 2, 3, 4], '3:4')).toEqual(gridLayout(4, '3:4'));
    expect(resolveLayout(null, [], '3:4').panels).toEqual([]);
  });

  it('mirrors for right-to-left reading: panel 1 at the top right', () => {
    const layout = templateLayout('tall-stack', 3, '3:4');
    const mirrored = mirrorLayout(layout);
    expect(mirrored.panels[0]).toMatchObject({ panelNumber: 1, x: 0.5, width: 0.5 });
    expect(mirrored.panels[1]).toMatchObject({ panelNumber: 2, x: 0 });
    expect(mirrorLayout(mirrored)).toEqual(layout);
    expect(layoutProblem(mirrored, [1, 2, 3])).toBeNull();
  });

  it('reads the direction from the story language unless the author chose', () => {
    expect(readingDirectionOf(null, 'ar')).toBe('right-to-left');
    expect(readingDirectionOf(null, 'he')).toBe('right-to-left');
    expect(readingDirectionOf(undefined, 'fa')).toBe('right-to-left');
    expect(readingDirectionOf(null, 'ja')).toBe('left-to-right');
    expect(readingDirectionOf('right-to-left', 'ja')).toBe('right-to-left');
    expect(readingDirectionOf('left-to-right', 'ar')).toBe('left-to-right');
    expect(readingDirectionOf('sideways', 'en')).toBe('left-to-right');
  });

  it('removes a panel: a neighbour takes its cell, numbers stay 1..n', () => {
    const layout = templateLayout('tall-stack', 3, '3:4');
    const after = removePanelFromLayout(layout, 2, '3:4');
    expect(after.panels).toEqual([
      { panelNumber: 1, x: 0, y: 0, width: 0.5, height: 1 },
      { panelNumber: 2, x: 0.5, y: 0, width: 0.5, height: 1 },
    ]);
    expect(layoutProblem(after, [1, 2])).toBeNull();
    const l = templateLayout('l-shape', 4, '3:4');
    const without = removePanelFromLayout(l, 1, '3:4');
    expect(layoutProblem(without, [1, 2, 3])).toBeNull();
  });

  it('adds and splits panels without overlaps, the new one next in reading order', () => {
    let layout = layoutForCount(1, '3:4');
    for (let n = 2; n <= 6; n++) {
      layout = addPanelToLayout(layout, '3:4');
      expect(layoutProblem(layout, numbers(n)), `${n}`).toBeNull();
    }
    const rows = templateLayout('rows', 2, '3:2');
    const split = splitPanelInLayout(rows, 1, pageAspect(3, '3:2'))!;
    expect(split.panels.map((p) => p.panelNumber)).toEqual([1, 2, 3]);
    expect(split.panels[1]).toMatchObject({ y: 0, x: 0.5 });
    expect(split.panels[2]).toEqual({ ...rows.panels[1], panelNumber: 3 });
    expect(layoutProblem(split, [1, 2, 3])).toBeNull();
  });

  it('reorders: each panel takes its cell along', () => {
    const layout = templateLayout('splash-strip', 3, '3:4');
    const after = reorderLayout(layout, [3, 1, 2]);
    expect(after.panels[0]).toEqual({ ...layout.panels[2], panelNumber: 1 });
    expect(after.panels[1]).toEqual({ ...layout.panels[0], panelNumber: 2 });
  });

  it('drags a gutter: cells on both sides follow, never below the smallest panel', () => {
    const layout = templateLayout('tall-stack', 3, '3:4');
    const lines = gutterLines(layout);
    expect(lines).toEqual(
      expect.arrayContaining([
        { axis: 'x', at: 0.5, from: 0, to: 1 },
        { axis: 'y', at: 0.5, from: 0.5, to: 1 },
      ]),
    );
    const moved = moveGutter(layout, 'x', 0.5, 0.3);
    expect(moved.panels.map((p) => [p.x, p.width])).toEqual([
      [0, 0.3],
      [0.3, 0.7],
      [0.3, 0.7],
    ]);
    expect(layoutProblem(moved, [1, 2, 3])).toBeNull();
    const far = moveGutter(layout, 'y', 0.5, 0.99);
    expect(far.panels[2]!.height).toBeCloseTo(0.08);
    expect(layoutProblem(far, [1, 2, 3])).toBeNull();
  });
});

function round(value: number) {
  return Math.round(value * 10000) / 10000;
}
