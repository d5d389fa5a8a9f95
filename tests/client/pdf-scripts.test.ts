// The PDF's text in every script (issue 24): title, author, description and bubbles drawn through pdf-text.ts with the
// embedded Noto subsets, then read back by a PDF text extractor (pdf.js), in reading order.
import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfText } from '../../src/lib/export/pdf-text';
import { storyLanguage } from '../../src/shared/story-language';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';

const fromPackages = async (path: string) => new Uint8Array(await readFile(new URL(`../../node_modules/@fontsource/${path}`, import.meta.url)));

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
      let top = await text.draw(page, text.wrap(sample.title, 32, 500, true), { x: 48, top: 790, size: 32, bold: true, width: 500 });
      top = await text.draw(page, text.wrap(`by ${sample.author}`, 15, 500), { x: 48, top: top - 6, size: 15, width: 500 });
      top = await text.draw(page, text.wrap(sample.description, 11.5, 500), { x: 48, top: top - 6, size: 11.5, width: 500 });
      // The hidden layer of a narrow panel: several lines each.
      const bubbleLines = sample.bubbles.map((bubble) => text.wrap(bubble, 7, 60));
      for (const lines of bubbleLines) top = await text.draw(page, lines, { x: 48, top: top - 20, size: 7, opacity: 0, width: 60 });
      const bytes = await doc.save();
      const [read] = await extract(bytes);
      // Every word, in order: the page's text without spaces holds title, author, description and bubbles one after another.
      const flat = squash(read!);
      if (sample.rtl) {
        // Right-to-left: pdf.js reorders each item by itself, so punctuation and the wrapped hidden lines of a narrow
        // panel may come back in another order; every word must still be there, whole.
        for (const word of [sample.title, sample.author, sample.description, ...sample.bubbles].join(' ').split(/\s+/)) {
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
});
