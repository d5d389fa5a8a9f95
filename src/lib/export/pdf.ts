// The story as a PDF (pdf-lib): a cover page (picture, title, author, description), then one A4 page per scene with its
// number and title and its panels as on screen. Each panel's alt text and bubble text lie over it as invisible text,
// so the page can be searched, copied and read aloud; title, author and language are in the document's metadata.
// Text in any script goes through pdf-text.ts (embedded Noto subsets, the shared line breaker).
import { PDFDocument, ReadingDirection, rgb } from 'pdf-lib';
import { canvasBlob, loadImage, newCanvas, DOWNLOAD } from '../../editor/scene-canvas';
import { coverCrop } from '../../shared/panel-layout';
import { panelDescription } from './panel-text';
import { paintScenePage } from './scene-page';
import { exportLanguage, type ExportStory, type Pictures, type Progress } from './story-model';
import { INK, bubbleLayer, pdfText, type PdfText } from './pdf-text';

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const SOFT = rgb(0.29, 0.267, 0.38);

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
    return await jpegBytes(canvas);
  } catch (error) {
    console.warn('Cover picture unavailable', error);
    return null;
  }
}

/** Room under a scene page's heading (one line of it) for the panels. */
const HEADING_ROOM = 22 * 1.25 + 12;

/** A4 upright, or on its side when the scene's panels (a row of three, say) come out bigger that way. */
function pageSizeFor(grid: { width: number; height: number }) {
  const fit = (page: { width: number; height: number }) =>
    Math.min((page.width - 2 * MARGIN) / grid.width, (page.height - 2 * MARGIN - HEADING_ROOM) / grid.height);
  const landscape = { width: A4.height, height: A4.width };
  return fit(landscape) > fit(A4) ? landscape : A4;
}

/** The cover page: title, "by <author>" in the story's output language, the cover picture (if any) and the description. */
export async function drawCover(doc: PDFDocument, text: PdfText, story: ExportStory, picture: Uint8Array | null) {
  const width = A4.width - 2 * MARGIN;
  const cover = doc.addPage([A4.width, A4.height]);
  let top = await text.draw(cover, text.wrap(story.title, 32, width, true), {
    x: MARGIN,
    top: A4.height - MARGIN,
    size: 32,
    bold: true,
    width,
  });
  top = await text.draw(cover, text.wrap(story.words('output.byline', { name: story.author }), 15, width), {
    x: MARGIN,
    top: top - 6,
    size: 15,
    color: SOFT,
    width,
  });
  const description = text.wrap(story.description, 11.5, width).slice(0, 14);
  const descriptionHeight = description.length * 11.5 * 1.35;
  if (picture) {
    const image = await doc.embedJpg(picture);
    const room = top - 24 - (MARGIN + descriptionHeight + 24);
    const h = Math.min(room, (width * 4) / 3);
    const w = (h * 3) / 4;
    const x = (A4.width - w) / 2;
    cover.drawRectangle({ x: x - 3, y: top - 24 - h - 3, width: w + 6, height: h + 6, color: INK });
    cover.drawImage(image, { x, y: top - 24 - h, width: w, height: h });
  }
  await text.draw(cover, description, {
    x: MARGIN,
    top: MARGIN + descriptionHeight,
    size: 11.5,
    leading: 11.5 * 1.35,
    width,
  });
}

export async function storyPdf(story: ExportStory, pictures: Pictures, progress: Progress): Promise<Blob> {
  const doc = await PDFDocument.create();
  doc.setTitle(story.title, { showInWindowTitleBar: true });
  doc.setAuthor(story.author);
  doc.setSubject(story.description);
  doc.setCreator('Panelcraft');
  const language = exportLanguage(story);
  doc.setLanguage(language);
  // A viewer showing pages side by side puts the first on the right.
  if (story.direction === 'right-to-left')
    doc.catalog.getOrCreateViewerPreferences().setReadingDirection(ReadingDirection.R2L);
  const layerText = (panel: ExportStory['scenes'][number]['panels'][number]) => {
    const { picture: alt, words } = panelDescription(panel);
    return [alt && story.words('output.panelDescription', { n: panel.panelNumber, description: alt }), ...words]
      .filter(Boolean)
      .join(' ');
  };
  const allText = [
    story.title,
    story.words('output.byline', { name: story.author }),
    story.description,
    ...story.scenes.flatMap((scene) => [`#${scene.sceneNumber}  ${scene.title}`, ...scene.panels.map(layerText)]),
  ].join('\n');
  // Han characters in the byline of a story without any (作 in "作：Ann") take the author's language's forms.
  const text = await pdfText(doc, allText, /^(ja|ko|zh)/.test(language) ? language : story.locale);

  await drawCover(doc, text, story, await coverJpeg(story.cover));
  progress(1 / (story.scenes.length + 1), 'Cover');

  for (const [i, scene] of story.scenes.entries()) {
    const painted = paintScenePage(scene, story.aspectRatio, pictures, { heading: false, direction: story.direction });
    const size = pageSizeFor(painted.canvas);
    const page = doc.addPage([size.width, size.height]);
    const headingWidth = size.width - 2 * MARGIN;
    const headingBottom = await text.draw(
      page,
      text.wrap(`#${scene.sceneNumber}  ${scene.title}`, 22, headingWidth, true),
      { x: MARGIN, top: size.height - MARGIN, size: 22, bold: true, width: headingWidth },
    );
    const image = await doc.embedJpg(await jpegBytes(painted.canvas));
    const k = Math.min(
      (size.width - 2 * MARGIN) / painted.canvas.width,
      (headingBottom - 12 - MARGIN) / painted.canvas.height,
    );
    const x = (size.width - painted.canvas.width * k) / 2;
    const imageTop = headingBottom - 12;
    page.drawImage(image, {
      x,
      y: imageTop - painted.canvas.height * k,
      width: painted.canvas.width * k,
      height: painted.canvas.height * k,
    });
    // The text layer, panel by panel in reading order: what the panel shows across its top, then each bubble's lines
    // where the picture shows them, aligned as the canvas aligns them.
    for (const item of painted.placed) {
      const box = { x: x + item.inner.x * k, top: imageTop - item.inner.y * k, width: item.inner.width * k };
      const { picture: alt } = panelDescription(item.panel);
      if (alt)
        await text.draw(
          page,
          text.wrap(
            story.words('output.panelDescription', { n: item.panel.panelNumber, description: alt }),
            7,
            box.width - 8,
          ),
          { x: box.x + 4, top: box.top - 4, size: 7, opacity: 0, width: box.width - 8 },
        );
      for (const bubble of bubbleLayer(item.panel.textBubbles, item.bubbles, item.unit, k, box))
        await text.draw(page, bubble.lines, bubble.options);
    }
    progress((i + 2) / (story.scenes.length + 1), `Page ${i + 2} of ${story.scenes.length + 1}`);
  }
  return new Blob([(await doc.save()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
