// The whole-story exports' pure parts: file names, the webtoon's slicing, the scene grid and reading order.
import { describe, expect, it, vi } from 'vitest';
import { comicInfo, pageName } from '../../src/shared/export/comic-info';
import { bubblesInReadingOrder } from '../../src/lib/export/panel-text';
import { layoutPage } from '../../src/lib/export/scene-page';
import { templateLayout } from '../../src/shared/layout';
import { storyFileName } from '../../src/lib/export/story-export';
import type { ExportPanel, ExportStory } from '../../src/lib/export/story-model';
import { outputWords } from '../../src/lib/export/output-words';
import { STRIP, layoutStrip, sliceStrip } from '../../src/lib/export/webtoon';

const panel = (panelNumber: number, bubbles: { text: string; x: number; y: number }[] = []): ExportPanel => ({
  panelNumber,
  imageUrl: null,
  videoUrl: null,
  altText: '',
  description: '',
  textBubbles: bubbles.map(
    ({ text, x, y }, i) =>
      ({ id: `b${i}`, text, type: 'speech', position: { x, y } }) as ExportPanel['textBubbles'][number],
  ),
});

const english = await outputWords('en');

const story = (scenes: number, panels: number): ExportStory => ({
  locale: 'en',
  words: english,
  title: 'T',
  description: '',
  author: 'A',
  cover: null,
  aspectRatio: '3:4',
  scenes: Array.from({ length: scenes }, (_, s) => ({
    sceneNumber: s + 1,
    title: `S${s + 1}`,
    panels: Array.from({ length: panels }, (_, p) => panel(p + 1)),
  })),
});

describe('story export', () => {
  it('names files after the title cut to 30 characters', () => {
    const title = 'The Extraordinarily Long Voyage of the Lighthouse Keeper';
    expect(storyFileName(title, 'pdf')).toBe('the-extraordinarily-long-voyag.pdf');
    expect(storyFileName(title, 'cbz')).toBe('the-extraordinarily-long-voyag.cbz');
    expect(storyFileName('Nova & the Bar!', 'webtoon')).toBe('nova-the-bar-webtoon.zip');
    expect(storyFileName('***', 'pdf')).toBe('story.pdf');
    expect([pageName(0), pageName(9), pageName(122)]).toEqual(['001.jpg', '010.jpg', '123.jpg']);
  });

  it('cuts the webtoon strip into full slices of 1280 px and a last shorter one', () => {
    expect(sliceStrip(3000)).toEqual([
      { top: 0, height: 1280 },
      { top: 1280, height: 1280 },
      { top: 2560, height: 440 },
    ]);
    expect(sliceStrip(1280)).toEqual([{ top: 0, height: 1280 }]);
    const strip = layoutStrip(story(3, 3));
    const panels = strip.items.filter((item) => item.kind === 'panel');
    expect(panels).toHaveLength(9);
    for (const item of panels) expect(item.outer.x + item.outer.width).toBeLessThanOrEqual(STRIP.width);
    expect(
      sliceStrip(Math.ceil(strip.height)).every((slice) => slice.height > 0 && slice.height <= STRIP.maxSliceHeight),
    ).toBe(true);
  });

  it('lays a scene out like the reader: three portrait panels in a row, five as three and a centred two', () => {
    const three = layoutPage({ panels: [1, 2, 3].map((n) => panel(n)) }, '3:4');
    expect(new Set(three.placed.map((item) => item.outer.y)).size).toBe(1);
    const five = layoutPage({ panels: [1, 2, 3, 4, 5].map((n) => panel(n)) }, '3:4');
    const [d, e] = five.placed.slice(3);
    expect(d!.outer.y).toBeGreaterThan(0);
    // The short last row is centred: equal room on both sides.
    expect(Math.round(d!.outer.x)).toBe(Math.round(five.width - (e!.outer.x + e!.outer.width)));
  });

  it('draws a chosen layout on an upright page, mirrored when the story reads right to left', () => {
    const layout = templateLayout('tall-stack', 3, '3:4');
    const scene = { panels: [1, 2, 3].map((n) => panel(n)), layout, automaticLayout: false };
    const page = layoutPage(scene, '3:4');
    expect(page.height / page.width).toBeCloseTo(Math.SQRT2);
    const [one, two, three] = page.placed;
    expect(one!.outer.height).toBeGreaterThan(page.height * 0.9);
    expect(two!.outer.x).toBeGreaterThan(one!.outer.x);
    expect(three!.outer.y).toBeGreaterThan(two!.outer.y);
    const mirrored = layoutPage(scene, '3:4', 'right-to-left');
    // Panel 1 (the tall one) is on the right, 2 and 3 on the left.
    expect(mirrored.placed[0]!.outer.x).toBeGreaterThan(mirrored.placed[1]!.outer.x);
    expect(mirrored.placed[0]!.outer.x).toBeCloseTo(page.width - one!.outer.x - one!.outer.width);
    // The strip draws the laid-out page as that page; an automatic scene's panels stay stacked one under another.
    const laidOut = layoutStrip({ ...story(1, 3), scenes: [{ sceneNumber: 1, title: 'S1', ...scene }] });
    const panels = laidOut.items.filter((item) => item.kind === 'panel');
    expect(panels[1]!.outer.y).toBe(panels[0]!.outer.y);
  });

  it('reads bubbles top to bottom, then left to right, and leaves empty ones out', () => {
    const bubbles = panel(1, [
      { text: 'third', x: 0.5, y: 0.8 },
      { text: 'second', x: 0.7, y: 0.21 },
      { text: '  ', x: 0.1, y: 0.1 },
      { text: 'first', x: 0.2, y: 0.19 },
    ]).textBubbles;
    expect(bubblesInReadingOrder(bubbles)).toEqual(['first', 'second', 'third']);
  });

  it('writes ComicInfo.xml with the story fields escaped', () => {
    const xml = comicInfo({ ...story(1, 1), title: 'Cats & <Dogs>', author: 'Ann "A" Lee', description: 'One' }, 3);
    expect(xml).toContain('<Title>Cats &#38; &#60;Dogs&#62;</Title>');
    expect(xml).toContain('<Writer>Ann &#34;A&#34; Lee</Writer>');
    expect(xml).toContain('<Summary>One</Summary>');
    expect(xml).toContain('<PageCount>3</PageCount>');
  });
});

describe('story export errors', () => {
  it("answers the spec's download messages for a story without panels and one whose pictures all fail", async () => {
    const { loadPictures } = await import('../../src/lib/export/story-model');
    const { DOWNLOAD_ERRORS } = await import('../../src/editor/scene-canvas');
    await expect(loadPictures(story(2, 0), () => undefined)).rejects.toThrow(DOWNLOAD_ERRORS.noPanels);
    // Every picture fails to load (a stand-in Image that errors as soon as it gets a source).
    vi.stubGlobal(
      'Image',
      class {
        onerror: (() => void) | null = null;
        set src(_url: string) {
          queueMicrotask(() => this.onerror?.());
        }
      },
    );
    try {
      const pictured = story(1, 2);
      for (const item of pictured.scenes[0]!.panels) item.imageUrl = '/media/missing.png';
      await expect(loadPictures(pictured, () => undefined)).rejects.toThrow(DOWNLOAD_ERRORS.nothingCaptured);
      // One panel without a picture is still drawable: then nothing is an error.
      pictured.scenes[0]!.panels[1]!.imageUrl = null;
      const pictures = await loadPictures(pictured, () => undefined);
      expect([...pictures.values()]).toEqual([null, null]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
