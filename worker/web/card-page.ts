// The page the share card shows: a scene's panels in the cells of its layout, as the reader draws them (the shared
// page geometry), each with its picture and its bubbles laid out by the shared bubble geometry and drawn as SVG by the
// shared SVG painter, their words as glyph outlines in the card's fonts (Bangers, then the Noto pieces and Twemoji
// drawings the words need).
import { layoutPage, PANEL_BACKGROUND, PANEL_CORNERS, type Box } from '../../src/shared/page-geometry';
import { placeBubbles, referenceSize, type MeasureText } from '../../src/shared/bubble-geometry';
import { bubbleSvg, type SvgText } from '../../src/shared/bubble-svg';
import { visibleBubbles } from '../../src/shared/bubble-style';
import type { TextBubble } from '../../src/shared/bubbles';
import { readingDirectionOf, type SceneLayout } from '../../src/shared/layout';
import { lineOutlines } from '../../src/shared/font-measure';
import { storyLanguage } from '../../src/shared/story-language';
import { outlineFonts } from '../../packages/svg-render/src/outline-fonts';
import type { FontFile } from '../../packages/svg-render/src/og-font';

export interface CardPanel {
  panelNumber: number;
  imageUrl: string | null;
  textBubbles: TextBubble[];
}

export interface CardPage {
  aspectRatio: string;
  /** The stored layout (null: the automatic grid). */
  layout: SceneLayout | null;
  direction: 'left-to-right' | 'right-to-left';
  panels: CardPanel[];
}

const INK = '#1b1530';
const PAPER = '#fff8e7';

/** The page from the share card row's `page` JSON, or null when there is none (or it cannot be read). */
export function cardPage(
  json: string | null,
  aspectRatio: string,
  storedDirection: string | null,
  ...texts: string[]
): CardPage | null {
  if (!json) return null;
  try {
    const page = JSON.parse(json) as {
      layout: SceneLayout | null;
      panels: { panel_number: number; image_url: string | null; text_bubbles: TextBubble[] | null }[] | null;
    };
    const panels = (page.panels ?? [])
      .map((panel) => ({
        panelNumber: Number(panel.panel_number),
        imageUrl: panel.image_url,
        textBubbles: Array.isArray(panel.text_bubbles) ? panel.text_bubbles : [],
      }))
      .sort((a, b) => a.panelNumber - b.panelNumber);
    if (!panels.length) return null;
    const words = panels.flatMap((panel) => visibleBubbles(panel.textBubbles).map((bubble) => bubble.text));
    const direction = readingDirectionOf(storedDirection, storyLanguage(...texts, ...words));
    return { aspectRatio, layout: page.layout ?? null, direction, panels };
  } catch {
    return null;
  }
}

/** Every bubble's words on the page, for choosing the fonts. */
export const pageWords = (page: CardPage) =>
  page.panels.flatMap((panel) => visibleBubbles(panel.textBubbles).map((bubble) => bubble.text)).join(' ');

/** The measure and the drawing of bubble words with the card's fonts for `text`. */
export async function bubbleFonts(text: string, fontFile: FontFile): Promise<{ measure: MeasureText; draw: SvgText }> {
  const { fonts, pictures } = await outlineFonts(text, storyLanguage(text), fontFile);
  const widths = new Map<string, number>();
  const measure: MeasureText = (line, font) => {
    const key = `${font}\n${line}`;
    let width = widths.get(key);
    if (width === undefined) {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 16);
      width = lineOutlines(line, fonts, size, 0, 0, { pictures }).width;
      widths.set(key, width);
    }
    return width;
  };
  const draw: SvgText = (line, size, x, y, { rtl, strokeWidth }) =>
    lineOutlines(line, fonts, size, x, y, { anchor: 'middle', rtl, pictures, strokeWidth }).svg;
  return { measure, draw };
}

const n = (value: number) => Number(value.toFixed(2));

/**
 * The page drawn into `frame` (fitted, centred), with `pictures` (data URLs by panel number): the paper, each panel's
 * ink frame, picture (cropped to fill its cell, as object-fit: cover does) and bubbles. Answers the SVG and where the
 * page landed.
 */
export function pageSvg(
  page: CardPage,
  frame: Box,
  pictures: ReadonlyMap<number, string>,
  fonts: { measure: MeasureText; draw: SvgText },
  id = 'page',
): { svg: string; box: Box } {
  const { placed, width, height } = layoutPage(
    { panels: page.panels, layout: page.layout },
    page.aspectRatio,
    page.direction,
  );
  const pad = 10;
  const k = Math.min((frame.width - 2 * pad) / width, (frame.height - 2 * pad) / height);
  const box = { width: width * k + 2 * pad, height: height * k + 2 * pad, x: 0, y: 0 };
  box.x = frame.x + (frame.width - box.width) / 2;
  box.y = frame.y + (frame.height - box.height) / 2;
  const at = (b: Box): Box => ({
    x: n(box.x + pad + b.x * k),
    y: n(box.y + pad + b.y * k),
    width: n(b.width * k),
    height: n(b.height * k),
  });
  const parts: string[] = [];
  placed.forEach(({ panel, outer: o, inner: i }, index) => {
    const outer = at(o);
    const inner = at(i);
    const clip = `${id}-panel-${index}`;
    const picture = pictures.get(panel.panelNumber);
    // Bubbles sit in the panel's own shape (its cell's picture area), as the reader's frame draws them.
    const reference = referenceSize(`${i.width}:${i.height}`);
    const unit = inner.width / reference.width;
    const bubbles = placeBubbles(panel.textBubbles, fonts.measure, reference)
      .map(
        (item) =>
          `<g transform="translate(${n(inner.x + item.x * unit)} ${n(inner.y + item.y * unit)}) scale(${n(unit * 1000) / 1000})">${bubbleSvg(item.layout, fonts.draw)}</g>`,
      )
      .join('');
    parts.push(
      `<rect x="${outer.x}" y="${outer.y}" width="${outer.width}" height="${outer.height}" rx="${n(PANEL_CORNERS.outer * k)}" fill="${INK}"/>`,
      `<clipPath id="${clip}"><rect x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" rx="${n(PANEL_CORNERS.inner * k)}"/></clipPath>`,
      `<g clip-path="url(#${clip})"><rect x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" fill="${PANEL_BACKGROUND}"/>`,
      picture
        ? `<image href="${picture}" x="${inner.x}" y="${inner.y}" width="${inner.width}" height="${inner.height}" preserveAspectRatio="xMidYMid slice"/>`
        : '',
      `${bubbles}</g>`,
    );
  });
  const svg = `<rect x="${n(box.x + 12)}" y="${n(box.y + 12)}" width="${n(box.width)}" height="${n(box.height)}" rx="14" fill="${INK}"/>
  <rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="14" fill="${PAPER}" stroke="${INK}" stroke-width="5"/>
  ${parts.join('')}`;
  return { svg, box };
}
