// A title with emoji between its words reads back from the PDF in the order it is written.
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfText } from '../../src/lib/export/pdf-text';

const fromPackages = async (path: string) =>
  new Uint8Array(await readFile(new URL(`../../node_modules/@fontsource/${path}`, import.meta.url)));

it('keeps a title’s words in order with the emoji between them, on one line', async () => {
  const title = 'Cosmic Cats 👩‍🚀 Flag and the 🇯🇵';
  const doc = await PDFDocument.create();
  const text = await pdfText(doc, title, 'en', fromPackages);
  const page = doc.addPage([595, 842]);
  await text.draw(page, text.wrap(title, 32, 500, true), { x: 48, top: 790, size: 32, bold: true, width: 500 });
  const pdf = await getDocument({ data: (await doc.save()).slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const items = (await (await pdf.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : ''));
  expect(items.join('').replace(/\s+/g, ' ').trim()).toBe(title);
});
