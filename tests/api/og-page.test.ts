// The share card draws a page of the story: its panels in the scene's layout with their bubbles (every balloon kind,
// pointing tails, rotation, vertical Japanese) in every script, drawn by the shared bubble geometry as SVG for resvg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, cardFonts, cardSvg, cardStory, renderCard } from '../../worker/web/og-card';
import { bubbleFonts, pageSvg, pageWords, type CardPage, type CardPanel } from '../../worker/web/card-page';
import { hostFontFiles } from '../../packages/svg-render/src/og-font';
import { createNodeSvgRenderer } from '../../packages/svg-render/src/resvg-node';
import { placeBubbles, referenceSize } from '../../src/shared/bubble-geometry';
import { templateLayout } from '../../src/shared/layout';
import { graphemes } from '../../src/shared/line-break';
import type { TextBubble } from '../../src/shared/bubbles';
import { pixelsDiffering, pixelsNear, pngSize } from '../helpers/png';
import { PNG_1PX } from '../helpers/fixtures';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { addScene, createStory } from '../helpers/stories';

const render = createNodeSvgRenderer();
const FRAME = { x: 48, y: 48, width: 402, height: 534 };
/** The card's left part, where the page is drawn. */
const PICTURE = { x: 40, y: 40, width: 430, height: 560 };
const story = { id: 's', title: 'Cosmic Cats', author: 'Nova', cover: null };

const bubble = (id: string, text: string, x: number, y: number, extra: Partial<TextBubble> = {}): TextBubble => ({
  id,
  text,
  type: 'speech',
  position: { x, y },
  style: {},
  ...extra,
});

async function cardOf(page: CardPage): Promise<Uint8Array> {
  const fonts = await cardFonts(story, hostFontFiles());
  const drawn = pageSvg(page, FRAME, new Map(), await bubbleFonts(pageWords(page), hostFontFiles()));
  return renderCard(render, cardSvg(story, null, fonts.measure, fonts.draw, drawn.svg));
}

const page = (panels: CardPanel[], layout: CardPage['layout'] = null): CardPage => ({
  aspectRatio: '3:4',
  direction: 'left-to-right',
  layout,
  panels,
});
const plainPanel = (text = 'Hello there') => ({
  panelNumber: 1,
  imageUrl: null,
  textBubbles: [bubble('a', text, 0.5, 0.4)],
});

describe('the share card page', () => {
  it('draws burst, whisper, sound-effect and vertical bubbles, rotation and a pointing tail, each unlike a plain bubble', async () => {
    const plain = await cardOf(page([plainPanel()]));
    expect(pngSize(plain)).toEqual(CARD);
    const kinds: Record<string, Partial<TextBubble>> = {
      burst: { style: { bubbleShape: 'burst' } },
      whisper: { style: { bubbleShape: 'whisper' } },
      sfx: { type: 'sfx', rotation: -20 },
      rotated: { rotation: 30 },
      tail: { tail: { x: 0.9, y: 0.95 } },
      thought: { type: 'thought', tail: { x: 0.1, y: 0.9 } },
    };
    for (const [kind, extra] of Object.entries(kinds)) {
      const drawn = await cardOf(
        page([{ panelNumber: 1, imageUrl: null, textBubbles: [bubble('a', 'Hello there', 0.5, 0.4, extra)] }]),
      );
      expect(await pixelsDiffering(plain, drawn, PICTURE), kind).toBeGreaterThan(150);
    }
    // The sound effect fills its letters yellow over an ink outline: a plain bubble has no yellow.
    const sfx = await cardOf(
      page([{ panelNumber: 1, imageUrl: null, textBubbles: [bubble('a', 'KABOOM', 0.5, 0.4, { type: 'sfx' })] }]),
    );
    expect(await pixelsNear(sfx, [255, 210, 63], 30)).toBeGreaterThan(
      (await pixelsNear(plain, [255, 210, 63], 30)) + 300,
    );
    // Vertical Japanese: the same words set in a column draw unlike the same words across.
    const across = await cardOf(
      page([{ panelNumber: 1, imageUrl: null, textBubbles: [bubble('a', '星をさがす猫。', 0.5, 0.4)] }]),
    );
    const down = await cardOf(
      page([
        {
          panelNumber: 1,
          imageUrl: null,
          textBubbles: [bubble('a', '星をさがす猫。', 0.5, 0.4, { writingMode: 'vertical-rl' })],
        },
      ]),
    );
    expect(await pixelsDiffering(across, down, PICTURE)).toBeGreaterThan(300);
  }, 120_000);

  it('lays panels out by the scene layout: a splash and strip is not the grid', async () => {
    const panels = [1, 2, 3].map((n) => ({
      panelNumber: n,
      imageUrl: null,
      textBubbles: [bubble(`b${n}`, `Panel ${n}`, 0.5, 0.3)],
    }));
    const grid = await cardOf(page(panels));
    const splash = await cardOf(page(panels, templateLayout('splash-strip', 3, '3:4')));
    expect(await pixelsDiffering(grid, splash, PICTURE)).toBeGreaterThan(5000);
    // A wider gutter and border change it again.
    const wide = await cardOf(
      page(panels, { ...templateLayout('splash-strip', 3, '3:4'), gutter: 0.06, borderWidth: 10 }),
    );
    expect(await pixelsDiffering(splash, wide, PICTURE)).toBeGreaterThan(1000);
  }, 120_000);

  it('finds a font for every character of bubbles in Japanese, Arabic, Hindi, Thai and emoji, and draws them', async () => {
    const texts = ['星をさがす小さな猫', 'القطة تبحث عن نجمة', 'तारे की खोज में बिल्ली', 'แมวน้อยตามหาดาว', 'Go 🚀 now 👩‍🚀'];
    const fonts = await bubbleFonts(texts.join(' '), hostFontFiles());
    for (const text of texts)
      for (const g of graphemes(text).filter((c) => c.trim()))
        expect(fonts.measure(g, '400 16px "Bangers"'), `${text} ${g}`).toBeGreaterThan(0);
    const empty = await cardOf(page([{ panelNumber: 1, imageUrl: null, textBubbles: [] }]));
    for (const text of texts) {
      const drawn = await cardOf(
        page([{ panelNumber: 1, imageUrl: null, textBubbles: [bubble('a', text, 0.5, 0.4)] }]),
      );
      // The balloon and its words: a balloon with boxes for words would still differ, so the words' ink is counted too.
      const ink = (await pixelsNear(drawn, [0, 0, 0], 60)) - (await pixelsNear(empty, [0, 0, 0], 60));
      expect(ink, text).toBeGreaterThan(40);
      const svg = pageSvg(
        page([{ panelNumber: 1, imageUrl: null, textBubbles: [bubble('a', text, 0.5, 0.4)] }]),
        FRAME,
        new Map(),
        fonts,
      ).svg;
      expect(svg, text).toMatch(/<path transform=|<svg x=/);
    }
  }, 120_000);

  it('places bubbles in the cell as the reader does: the same layout as the shared geometry gives for its shape', async () => {
    const layout = templateLayout('splash-strip', 3, '3:4');
    const panels = [1, 2, 3].map((n) => ({
      panelNumber: n,
      imageUrl: null,
      textBubbles: [bubble(`b${n}`, 'Over there!', 0.5, 0.3, { tail: { x: 0.2, y: 0.9 } })],
    }));
    const fonts = await bubbleFonts(pageWords(page(panels)), hostFontFiles());
    const svg = pageSvg(page(panels, layout), FRAME, new Map(), fonts).svg;
    // The splash panel is wide: its bubble's body is laid out for that shape, not the story's 3:4.
    const wide = placeBubbles(panels[0]!.textBubbles, fonts.measure, referenceSize('0.974:0.84'))[0]!;
    const tall = placeBubbles(panels[0]!.textBubbles, fonts.measure, referenceSize('3:4'))[0]!;
    expect(wide.layout.body).not.toBe(tall.layout.body);
    expect(svg.split('<clipPath').length - 1).toBe(3);
  });
});

describe('GET /api/stories/:id/og.png draws the story page', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t, { firstName: 'Nova', lastName: 'Quill' });
  });
  afterAll(() => t.close());

  const cardBytes = async (id: string) =>
    new Uint8Array(await (await t.app.request(`/api/stories/${id}/og.png`)).arrayBuffer());

  it('draws a new card when a bubble or the layout changes, from the scene the author chose as cover', async () => {
    const created = await createStory(t, owner.token, { title: 'Neon Bar' }, { draft: true });
    const scene = await addScene(t, created._id, 3, 'Opening');
    for (const n of [1, 2, 3]) await t.media.put(`scenes/${created._id}/Opening-${n}.png`, PNG_1PX, 'image/png');
    expect(
      (await t.call('PUT', `/api/stories/${created._id}`, { token: owner.token, body: { status: 'published' } }))
        .status,
    ).toBe(200);
    const read = await cardStory(t.db, created._id);
    expect(read.page?.panels.map((panel) => panel.panelNumber)).toEqual([1, 2, 3]);
    expect(read.page?.panels[0]!.textBubbles[0]!.text).toBe('Line 1');
    const first = await cardBytes(created._id);

    const bubbles = [bubble('boom', 'KABOOM', 0.5, 0.5, { type: 'sfx', rotation: -15 })];
    expect(
      (await t.call('PUT', `/api/scenes/${scene.id}/panels/1`, { token: owner.token, body: { textBubbles: bubbles } }))
        .status,
    ).toBe(200);
    const lettered = await cardBytes(created._id);
    expect(await pixelsDiffering(first, lettered, PICTURE)).toBeGreaterThan(300);

    const layout = templateLayout('splash-strip', 3, '3:4');
    expect((await t.call('PUT', `/api/scenes/${scene.id}/layout`, { token: owner.token, body: layout })).status).toBe(
      200,
    );
    const laidOut = await cardBytes(created._id);
    expect(await pixelsDiffering(lettered, laidOut, PICTURE)).toBeGreaterThan(3000);

    // A second scene chosen as cover: the card shows that scene's page.
    await addScene(t, created._id, 1, 'Finale');
    await t.media.put(`scenes/${created._id}/Finale-1.png`, PNG_1PX, 'image/png');
    await t.call('PUT', `/api/stories/${created._id}`, {
      token: owner.token,
      body: { previewImage: `/media/scenes/${created._id}/Finale-1.png` },
    });
    expect((await cardStory(t.db, created._id)).page?.panels.map((panel) => panel.textBubbles[0]?.text)).toEqual([
      'Line 1',
    ]);
    expect(await pixelsDiffering(laidOut, await cardBytes(created._id), PICTURE)).toBeGreaterThan(3000);
  }, 120_000);
});
