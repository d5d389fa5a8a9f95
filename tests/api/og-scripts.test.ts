// The share card in every script: fonts found for every character (no empty boxes), titles broken by
// measured width with the shared line breaker, right-to-left titles right-aligned, and the PNG drawn on Node.
import { describe, expect, it } from 'vitest';
import { CARD, cardFonts, cardSvg, renderCard, wrapTitle } from '../../worker/web/og-card';
import { hostFontFiles } from '../../packages/svg-render/src/og-font';
import { createNodeSvgRenderer } from '../../packages/svg-render/src/resvg-node';
import { graphemes } from '../../src/shared/line-break';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';
import { pixelsNear } from '../helpers/png';

const render = createNodeSvgRenderer();
const TEXT_WIDTH = CARD.width - 500 - 56;

describe('og.png in every script', () => {
  for (const sample of SCRIPT_SAMPLES) {
    it(`${sample.lang}: draws the title and author with fonts that have every character`, async () => {
      const story = { id: 's', title: `${sample.title} ${sample.description}`, author: sample.author, cover: null };
      const fonts = await cardFonts(story, hostFontFiles());
      // Each line is drawn as glyph outlines: a character no font has would draw nothing, so its width would be 0.
      for (const g of graphemes(`${story.title}${story.author}`).filter((c) => c.trim()))
        expect(fonts.measure(g, 40), `${sample.lang} ${g}`).toBeGreaterThan(0);
      const lines = wrapTitle(story.title, 64, TEXT_WIDTH, 3, fonts.measure);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const line of lines) {
        expect(fonts.measure(line, 64)).toBeLessThanOrEqual(TEXT_WIDTH + 0.5);
        expect(line).not.toMatch(/^[、。，！？」]/u);
        if (sample.spaceless) expect(line).not.toMatch(/-$/);
      }
      expect(lines.join('').replace(/\s|…/g, '')).toBe(
        graphemes(story.title.replace(/\s/g, ''))
          .slice(0, graphemes(lines.join('').replace(/\s|…/g, '')).length)
          .join(''),
      );
      const svg = cardSvg(story, null, fonts.measure, fonts.draw);
      expect(svg).toContain('<path');
      // Right-to-left titles end at the text box's right edge.
      if (sample.rtl) expect(svg).toMatch(/<g transform="translate\((\d+(\.\d+)?) /);
      const png = await renderCard(render, svg);
      expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    }, 60_000);
  }

  it('right-aligns a right-to-left title and left-aligns the others', async () => {
    for (const sample of SCRIPT_SAMPLES.filter((s) => s.lang === 'ar' || s.lang === 'ru')) {
      const story = { id: 's', title: sample.title, author: sample.author, cover: null };
      const fonts = await cardFonts(story, hostFontFiles());
      const line = wrapTitle(story.title, 96, TEXT_WIDTH, 3, fonts.measure)[0]!;
      const drawn = fonts.draw(
        line,
        96,
        sample.rtl ? 500 + TEXT_WIDTH : 500,
        300,
        sample.rtl ? 'end' : 'start',
        !!sample.rtl,
      );
      const left = Number(/translate\(([\d.]+) /.exec(drawn)![1]);
      if (sample.rtl) expect(left + fonts.measure(line, 96)).toBeCloseTo(500 + TEXT_WIDTH, 0);
      else expect(left).toBe(500);
    }
  });

  it('draws emoji in colour from the shipped Twemoji drawings, sequences whole, in titles and names', async () => {
    const story = { id: 's', title: 'Love ❤️ and pride 🏳️‍🌈 in 🇯🇵', author: 'Astro 👩‍🚀', cover: null };
    const fonts = await cardFonts(story, hostFontFiles());
    // Four drawings (the heart with its selector, the flag sequence, the flag, the astronaut), no outline piece needed.
    expect(fonts.pictures).toBe(4);
    expect(fonts.files).toBe(0);
    const svg = cardSvg(story, null, fonts.measure, fonts.draw);
    expect(svg.match(/<svg x=/g)?.length).toBe(4);
    const png = await renderCard(render, svg);
    // Twemoji's heart red (#DD2E44) and the Japanese flag's red disc (#ED1B2E): the card has none of it otherwise.
    expect(await pixelsNear(png, [221, 46, 68], 40)).toBeGreaterThan(1500);
    const plain = await renderCard(
      render,
      cardSvg({ ...story, title: 'Love and pride in Japan', author: 'Astro' }, null, fonts.measure, fonts.draw),
    );
    expect(await pixelsNear(plain, [221, 46, 68], 40)).toBeLessThan(50);
  }, 60_000);
});
