// The PDF's text in every script: title, author, description and bubbles drawn through pdf-text.ts with the
// embedded Noto subsets, then read back by a PDF text extractor (pdf.js), in reading order.
import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { bubbleLayer, pdfText } from '../../src/lib/export/pdf-text';
import { placeBubbles } from '../../src/shared/bubble-geometry';
import type { TextBubble } from '../../src/shared/bubbles';
import { storyLanguage } from '../../src/shared/story-language';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';

const fromPackages = async (path: string) =>
  new Uint8Array(await readFile(new URL(`../../node_modules/@fontsource/${path}`, import.meta.url)));

/** The text pdf.js extracts, page by page, items joined with spaces (as pdftotext would lay them out). */
async function extract(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  return pages;
}

/** Spaces aside (emoji sequences come back whole, joiners and variation selectors included). */
const squash = (text: string) => text.replace(/\s+/gu, '');

describe('PDF text in every script', () => {
  for (const sample of SCRIPT_SAMPLES) {
    it(`${sample.lang}: title, author, description and bubbles read back in order`, async () => {
      const doc = await PDFDocument.create();
      const all = [sample.title, `by ${sample.author}`, sample.description, ...sample.bubbles].join('\n');
      const language = storyLanguage(sample.title, sample.description, ...sample.bubbles);
      if (sample.lang !== 'emoji') expect(language).toBe(sample.lang);
      doc.setLanguage(language);
      const text = await pdfText(doc, all, language, fromPackages);
      const page = doc.addPage([595, 842]);
      let top = await text.draw(page, text.wrap(sample.title, 32, 500, true), {
        x: 48,
        top: 790,
        size: 32,
        bold: true,
        width: 500,
      });
      top = await text.draw(page, text.wrap(`by ${sample.author}`, 15, 500), {
        x: 48,
        top: top - 6,
        size: 15,
        width: 500,
      });
      top = await text.draw(page, text.wrap(sample.description, 11.5, 500), {
        x: 48,
        top: top - 6,
        size: 11.5,
        width: 500,
      });
      // The hidden layer of a narrow panel: several lines each.
      const bubbleLines = sample.bubbles.map((bubble) => text.wrap(bubble, 7, 60));
      for (const lines of bubbleLines)
        top = await text.draw(page, lines, { x: 48, top: top - 20, size: 7, opacity: 0, width: 60 });
      const bytes = await doc.save();
      const [read] = await extract(bytes);
      // Every word, in order: the page's text without spaces holds title, author, description and bubbles one after another.
      const flat = squash(read!);
      if (sample.rtl) {
        // Right-to-left: pdf.js reorders each item by itself, so punctuation and the wrapped hidden lines of a narrow
        // panel may come back in another order; every word must still be there, whole.
        for (const word of [sample.title, sample.author, sample.description, ...sample.bubbles]
          .join(' ')
          .split(/\s+/)) {
          expect(read, `${sample.lang}: ${word}`).toContain(word.replace(/[.!?؟،,]/gu, ''));
        }
        return;
      }
      let from = 0;
      for (const part of [sample.title, `by ${sample.author}`, sample.description, ...sample.bubbles]) {
        const at = flat.indexOf(squash(part), from);
        expect(at, `${sample.lang}: "${part}" in "${read}"`).toBeGreaterThanOrEqual(from);
        from = at + squash(part).length;
      }
      // Bubbles were broken into lines of the panel's width, none of them starting with closing punctuation.
      for (const lines of bubbleLines) for (const line of lines) expect(line).not.toMatch(/^[、。，！？」]/u);
      expect(bubbleLines.some((lines) => lines.length > 1)).toBe(true);
      const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(loaded.catalog.get(PDFName.of('Lang'))?.toString()).toBe(`(${language})`);
    }, 60_000);
  }

  it('emoji sequences (joined, with a variation selector, a skin tone, a flag) read back whole from the hidden layer', async () => {
    const line = 'Crew 👩‍🚀 love ❤️ pride 🏳️‍🌈 ok 👍🏽 🇯🇵 family 👨‍👩‍👧 猫';
    for (const language of ['en', 'ja']) {
      const doc = await PDFDocument.create();
      const text = await pdfText(doc, line, language, fromPackages);
      const page = doc.addPage([595, 842]);
      await text.draw(page, text.wrap(line, 12, 500), { x: 48, top: 790, size: 12, opacity: 0, width: 500 });
      const [read] = await extract(await doc.save());
      expect(read!.trim(), language).toBe(line);
    }
  }, 60_000);

  /** Each line pdf.js reads back (items on one baseline together): its words and its left and right ends. */
  async function linesOf(bytes: Uint8Array) {
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    const content = await (await pdf.getPage(1)).getTextContent();
    const lines = new Map<number, { text: string; left: number; right: number }>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      const line = lines.get(y) ?? { text: '', left: Infinity, right: -Infinity };
      line.text += item.str;
      line.left = Math.min(line.left, item.transform[4]);
      line.right = Math.max(line.right, item.transform[4] + item.width);
      lines.set(y, line);
    }
    return [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([y, line]) => ({ y, ...line }));
  }

  it('a right-to-left paragraph is right-aligned on every line, even one that starts with digits or a Latin word', async () => {
    const lines = ['القطة الصغيرة تبحث', '2024 Panelcraft في سماء', 'Luna مع صديقتها'];
    const doc = await PDFDocument.create();
    const text = await pdfText(doc, lines.join('\n'), 'ar', fromPackages);
    const page = doc.addPage([595, 842]);
    await text.draw(page, lines, { x: 100, top: 700, size: 12, width: 150, opacity: 0 });
    const read = await linesOf(await doc.save());
    expect(read.length).toBe(lines.length);
    for (const line of read) expect(line.right, line.text).toBeCloseTo(250, 0);
  }, 60_000);

  it("bubbles' hidden words sit where the canvas draws them: each line centred on its bubble, in reading order", async () => {
    // A stand-in measure (8 px a character) lays out the bubbles as the canvas would with a monospaced face.
    const measure = (line: string) => [...line].length * 8;
    const bubbles = [
      { id: 'b2', type: 'speech', text: 'أين النجمة؟ ربما هي خلف الغيوم البعيدة', position: { x: 0.3, y: 0.7 } },
      {
        id: 'b1',
        type: 'speech',
        text: 'الطقس جميل اليوم! هل تريد أن تمشي معي إلى البحر؟',
        position: { x: 0.6, y: 0.2 },
      },
      { id: 'b3', type: 'speech', text: 'החתולה הקטנה מחפשת כוכב אבוד', position: { x: 0.5, y: 0.45 } },
    ] as unknown as TextBubble[];
    const panel = { width: 340, height: 453.33 };
    const placed = placeBubbles(bubbles, measure, panel);
    expect(placed.every((item) => item.layout.lines.length > 1)).toBe(true);
    // 2 output pixels per reference unit, a quarter point per output pixel: the panel is 170 points wide.
    const origin = { x: 60, top: 760 };
    const layer = bubbleLayer(bubbles, placed, 2, 0.25, origin);
    expect(layer.map((bubble) => bubble.lines.join(' '))).toEqual(
      ['b1', 'b3', 'b2'].map((id) =>
        placed
          .find((item) => item.id === id)!
          .layout.lines.map((line) => line.text)
          .join(' '),
      ),
    );
    const doc = await PDFDocument.create();
    const text = await pdfText(doc, bubbles.map((bubble) => bubble.text).join('\n'), 'ar', fromPackages);
    const page = doc.addPage([595, 842]);
    for (const bubble of layer) await text.draw(page, bubble.lines, bubble.options);
    const read = await linesOf(await doc.save());
    const drawn = placed.flatMap((item) =>
      item.layout.lines.map((line) => ({ x: origin.x + item.x * 0.5, y: origin.top - (item.y + line.y) * 0.5 })),
    );
    expect(read.length).toBe(drawn.length);
    for (const line of read) {
      // On a canvas line's baseline, and centred on its bubble's centre.
      const at = drawn.find((point) => Math.abs(point.y - line.y) < 1.5);
      expect(at, `${line.text} at ${line.y}`).toBeDefined();
      expect((line.left + line.right) / 2, line.text).toBeCloseTo(at!.x, 0);
    }
  }, 60_000);
});
