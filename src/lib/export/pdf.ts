// The story as a PDF (pdf-lib): a cover page (picture, title, author, description), then one A4 page per scene with its
// number and title and its panels as on screen. Each panel's alt text and bubble text lie over it as invisible text,
// so the page can be searched, copied and read aloud; title and author are in the document's metadata.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { canvasBlob, loadImage, newCanvas, DOWNLOAD } from '../../editor/scene-canvas';
import { coverCrop } from '../../editor/panel-layout';
import { panelDescription } from './panel-text';
import { paintScenePage } from './scene-page';
import type { ExportStory, Pictures, Progress } from './story-model';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const INK = rgb(0.106, 0.082, 0.188);
const SOFT = rgb(0.29, 0.267, 0.38);

/** Standard PDF fonts only know WinAnsi: anything else (emoji, CJK) becomes a space rather than failing the file. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((c) => (known.has(c.codePointAt(0)!) ? c : ' ')).join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws wrapped lines from `top` down; answers where the text ended. */
function drawLines(page: PDFPage, lines: string[], options: { x: number; top: number; size: number; font: PDFFont; color?: ReturnType<typeof rgb>; opacity?: number; leading?: number }) {
  const leading = options.leading ?? options.size * 1.25;
  lines.forEach((line, i) => {
    page.drawText(line, { x: options.x, y: options.top - options.size - i * leading, size: options.size, font: options.font, color: options.color ?? INK, opacity: options.opacity ?? 1 });
  });
  return options.top - lines.length * leading;
}

async function jpegBytes(canvas: HTMLCanvasElement) {
  return new Uint8Array(await (await canvasBlob(canvas)).arrayBuffer());
}

/** The cover picture cropped to a 3:4 box as a JPEG, or null when it cannot be loaded. */
async function coverJpeg(url: string | null): Promise<Uint8Array | null> {
  if (!url) return null;
  try {
    const image = await loadImage(url, DOWNLOAD.imageTimeoutMs);
    const { canvas, ctx } = newCanvas(900, 1200);
    const crop = coverCrop({ width: image.naturalWidth, height: image.naturalHeight }, canvas.width, canvas.height);
    ctx.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
    return jpegBytes(canvas);
  } catch (error) {
    console.warn('Cover picture unavailable', error);
    return null;
  }
}

/** Room under a scene page's heading (one line of it) for the panels. */
const HEADING_ROOM = 22 * 1.25 + 12;

/** A4 upright, or on its side when the scene's panels (a row of three, say) come out bigger that way. */
function pageSizeFor(grid: { width: number; height: number }) {
  const fit = (page: { width: number; height: number }) => Math.min((page.width - 2 * MARGIN) / grid.width, (page.height - 2 * MARGIN - HEADING_ROOM) / grid.height);
  const landscape = { width: A4.height, height: A4.width };
  return fit(landscape) > fit(A4) ? landscape : A4;
}

export async function storyPdf(story: ExportStory, pictures: Pictures, progress: Progress): Promise<Blob> {
  const doc = await PDFDocument.create();
  doc.setTitle(story.title, { showInWindowTitleBar: true });
  doc.setAuthor(story.author);
  doc.setSubject(story.description);
  doc.setCreator('Panelcraft');
  doc.setLanguage('en');
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const width = A4.width - 2 * MARGIN;

  const cover = doc.addPage([A4.width, A4.height]);
  let top = drawLines(cover, wrap(bold, story.title, 32, width), { x: MARGIN, top: A4.height - MARGIN, size: 32, font: bold });
  top = drawLines(cover, wrap(regular, `by ${story.author}`, 15, width), { x: MARGIN, top: top - 6, size: 15, font: regular, color: SOFT });
  const description = wrap(regular, story.description, 11.5, width).slice(0, 14);
  const descriptionHeight = description.length * 11.5 * 1.35;
  const picture = await coverJpeg(story.cover);
  if (picture) {
    const image = await doc.embedJpg(picture);
    const room = top - 24 - (MARGIN + descriptionHeight + 24);
    const h = Math.min(room, (width * 4) / 3);
    const w = (h * 3) / 4;
    const x = (A4.width - w) / 2;
    cover.drawRectangle({ x: x - 3, y: top - 24 - h - 3, width: w + 6, height: h + 6, color: INK });
    cover.drawImage(image, { x, y: top - 24 - h, width: w, height: h });
  }
  drawLines(cover, description, { x: MARGIN, top: MARGIN + descriptionHeight, size: 11.5, font: regular, leading: 11.5 * 1.35 });
  progress(1 / (story.scenes.length + 1), 'Cover');

  for (const [i, scene] of story.scenes.entries()) {
    const painted = paintScenePage(scene, story.aspectRatio, pictures, { heading: false });
    const size = pageSizeFor(painted.canvas);
    const page = doc.addPage([size.width, size.height]);
    const headingBottom = drawLines(page, wrap(bold, `#${scene.sceneNumber}  ${scene.title}`, 22, size.width - 2 * MARGIN), { x: MARGIN, top: size.height - MARGIN, size: 22, font: bold });
    const image = await doc.embedJpg(await jpegBytes(painted.canvas));
    const k = Math.min((size.width - 2 * MARGIN) / painted.canvas.width, (headingBottom - 12 - MARGIN) / painted.canvas.height);
    const x = (size.width - painted.canvas.width * k) / 2;
    const imageTop = headingBottom - 12;
    page.drawImage(image, { x, y: imageTop - painted.canvas.height * k, width: painted.canvas.width * k, height: painted.canvas.height * k });
    // The text layer, panel by panel in reading order, over the panel it describes.
    for (const item of painted.placed) {
      const { picture: alt, words } = panelDescription(item.panel);
      const text = [alt && `Panel ${item.panel.panelNumber}: ${alt}`, ...words].filter(Boolean).join(' ');
      if (!text) continue;
      const box = { x: x + item.inner.x * k, top: imageTop - item.inner.y * k, width: item.inner.width * k };
      drawLines(page, wrap(regular, text, 7, box.width - 8), { x: box.x + 4, top: box.top - 4, size: 7, font: regular, opacity: 0 });
    }
    progress((i + 2) / (story.scenes.length + 1), `Page ${i + 2} of ${story.scenes.length + 1}`);
  }
  return new Blob([(await doc.save()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
