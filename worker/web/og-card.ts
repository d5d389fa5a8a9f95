// The story's share card: a 1200x630 PNG with a page of the story (its panels in their layout, with their bubbles, as
// the reader shows them; else its cover), title, author and the product's name, drawn once per (story, cover, page,
// title, author) by resvg and kept in the media store, so a link preview costs one read after that.
import { codedError, DomainError } from '../errors';
import { Resvg } from '@resvg/resvg-wasm';
import { shareCardRow } from '../data/stories';
import type { Database } from '../../db/client';
import type { SvgRenderer } from '../../packages/svg-render/src/resvg';
import { MEDIA_PATH } from '../../src/shared/media';
import { toBase64 } from '../../src/shared/base64';
import { MEDIA_TYPES, type MediaStore } from '../platform/media';
import { displayName } from '../../src/shared/user-display';
import { hostFontFiles, type FontFile } from '../../packages/svg-render/src/og-font';
import { bangers, outlineFonts } from '../../packages/svg-render/src/outline-fonts';
import { breakLines, graphemes, textDirection } from '../../src/shared/line-break';
import { lineOutlines } from '../../src/shared/font-measure';
import { outputLocale, storyLanguage } from '../../src/shared/story-language';
import type { Locale } from '../../src/shared/locales';
import { outputTranslator } from './i18n';
import { bubbleFonts, cardPage, pageSvg, pageWords, type CardPage } from './card-page';

export const CARD = { width: 1200, height: 630 } as const;
const PRODUCT = 'Panelcraft';
const INK = '#1b1530';
const PAPER = '#fff8e7';
const SUN = '#ffd23f';
const POP = '#ff4f5e';
/** resvg can embed these; a WebP or video cover leaves the drawn stand-in. */
const DRAWABLE = ['image/png', 'image/jpeg', 'image/gif'] as const;

export interface CardStory {
  id: string;
  title: string;
  author: string;
  cover: string | null;
  /** The language of the card's own words (the byline), its author's: src/shared/story-language.ts's outputLocale. */
  locale?: Locale;
  /** The page the card shows (card-page.ts), or none: the cover alone. */
  page?: CardPage | null;
}

/** The card's words: the title (or "Untitled story") and "by <author>", in the card's language. */
export function cardWords(story: CardStory): { title: string; byline: string } {
  const t = outputTranslator(story.locale ?? 'en');
  return { title: story.title.trim() || t('output.untitledStory'), byline: t('output.byline', { name: story.author }) };
}

/** The published story's card fields in one statement; drafts and unknown ids are a 404. */
export async function cardStory(db: Database, id: string): Promise<CardStory> {
  const row = await shareCardRow(db, id);
  if (!row || row.status !== 'published') throw codedError('NOT_FOUND', 'story_not_found');
  const author = displayName({ username: row.username, firstName: row.first_name, lastName: row.last_name });
  const page = cardPage(row.page, row.aspect_ratio, row.reading_direction, row.title, row.description);
  return {
    id: row.id,
    title: row.title,
    author,
    cover: row.cover,
    locale: outputLocale(row.locale, row.title, row.description),
    page,
  };
}

/**
 * The media key of a card: a new cover, title, author name or card language, or a change to the page it shows (a
 * picture, a bubble, the layout), gives a new key, so an old card is never served for them.
 */
export async function cardKey(story: CardStory): Promise<string> {
  const { title, byline } = cardWords(story);
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(JSON.stringify([story.cover, title, byline, ...(story.page ? [story.page] : [])])),
  );
  const hex = [...new Uint8Array(digest).subarray(0, 10)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `og/${story.id.toLowerCase()}-${hex}.png`;
}

async function bytesOf(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
}

/** The PNG for the story: the stored one when its inputs are unchanged, else drawn now and stored. */
export async function shareCard(
  deps: { db: Database; media: MediaStore; renderSvg?: SvgRenderer; fontFile?: FontFile },
  storyId: string,
): Promise<Uint8Array> {
  const story = await cardStory(deps.db, storyId);
  const key = await cardKey(story);
  const stored = await deps.media.get(key);
  if (stored) return bytesOf(stored.body);
  if (!deps.renderSvg) throw new DomainError('NOT_FOUND', 'share_card_unavailable');
  const fontFile = deps.fontFile ?? hostFontFiles();
  const fonts = await cardFonts(story, fontFile);
  const page = story.page ? await drawnPage(deps.media, story.page, fontFile) : null;
  const png = await renderCard(
    deps.renderSvg,
    cardSvg(story, page ? null : await coverDataUrl(deps.media, story.cover), fonts.measure, fonts.draw, page),
  );
  await deps.media.put(key, png as Uint8Array<ArrayBuffer>, 'image/png');
  return png;
}

/** The card's page as SVG in the picture's place, its panels' pictures read from the media store. */
async function drawnPage(media: MediaStore, page: CardPage, fontFile: FontFile): Promise<string> {
  const pictures = new Map<number, string>();
  for (const panel of page.panels) {
    const url = await coverDataUrl(media, panel.imageUrl);
    if (url) pictures.set(panel.panelNumber, url);
  }
  return pageSvg(page, PICTURE_BOX, pictures, await bubbleFonts(pageWords(page), fontFile)).svg;
}

/** Where the card's picture goes (the page is fitted inside it). */
const PICTURE_BOX = { x: 48, y: 48, width: 402, height: 534 };

async function coverDataUrl(media: MediaStore, cover: string | null): Promise<string | null> {
  if (!cover?.startsWith(MEDIA_PATH)) return null;
  const object = await media.get(cover.slice(MEDIA_PATH.length).split(/[?#]/)[0]!);
  if (!object) return null;
  const bytes = await bytesOf(object.body);
  const type = DRAWABLE.find((candidate) => MEDIA_TYPES[candidate]!.magic(bytes));
  if (!type) return null;
  return `data:${type};base64,${toBase64(bytes)}`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Measures a line of the card at a font size. */
export type CardMeasure = (text: string, fontSize: number) => number;

/** A stand-in for tests and for a host without fonts: Bangers is about 0.42 em a letter, CJK about 1 em. */
export const roughMeasure: CardMeasure = (text, fontSize) =>
  graphemes(text).reduce(
    (sum, g) =>
      sum +
      fontSize *
        (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}]/u.test(g)
          ? 1
          : 0.42),
    0,
  );

/** The title in at most `maxLines` lines of `width`, broken by the shared line breaker, the last one cut with "…" if need be. */
export function wrapTitle(
  title: string,
  fontSize: number,
  width: number,
  maxLines: number,
  measure: CardMeasure = roughMeasure,
): string[] {
  const fits = (text: string) => measure(text, fontSize);
  const lines = breakLines(title, width, fits);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = graphemes(kept[maxLines - 1]!);
  while (last.length > 1 && fits(`${last.join('').trimEnd()}…`) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/**
 * The card as SVG: the title broken by measured width (right-aligned when it is written right to left), the author's
 * name cut to the width, in Bangers and then the Noto faces of `families`.
 */
/** Draws a line at x (its start, or its end with `anchor` end) on baseline y; the default is plain SVG text. */
export type CardText = (
  text: string,
  fontSize: number,
  x: number,
  y: number,
  anchor: 'start' | 'end',
  rtl: boolean,
) => string;

const plainText: CardText = (text, fontSize, x, y, anchor) =>
  `<text x="${x}" y="${y}" font-size="${fontSize}" fill="${INK}" letter-spacing="1"${anchor === 'end' ? ' text-anchor="end"' : ''}>${escapeXml(text)}</text>`;

export function cardSvg(
  story: CardStory,
  cover: string | null,
  measure: CardMeasure = roughMeasure,
  draw: CardText = plainText,
  page: string | null = null,
): string {
  const { width, height } = CARD;
  const box = PICTURE_BOX;
  const textX = 500;
  const textWidth = width - textX - 56;
  const { title, byline } = cardWords(story);
  const length = graphemes(title).length;
  const fontSize = length <= 18 ? 96 : length <= 40 ? 80 : 64;
  const lines = wrapTitle(title, fontSize, textWidth, 3, measure);
  const rtl = textDirection(title) === 'rtl';
  const lineX = rtl ? textX + textWidth : textX;
  let author = byline;
  while (graphemes(author).length > 4 && measure(author, 44) > textWidth)
    author = `${graphemes(author).slice(0, -2).join('')}…`;
  const lineHeight = fontSize * 1.02;
  const titleTop = 300 - (lines.length * lineHeight) / 2 + fontSize * 0.8;
  const picture = cover
    ? `<image href="${cover}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid slice" clip-path="url(#frame)"/>`
    : `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="url(#dots)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="4" fill="${SUN}"/></pattern>
    <clipPath id="frame"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="18"/></clipPath>
  </defs>
  <rect width="${width}" height="${height}" fill="${PAPER}"/>
  <path d="M${width - 380} 0H${width}V${height}H${width - 140}Z" fill="${SUN}" opacity="0.55"/>
  ${
    page ??
    `<rect x="${box.x + 12}" y="${box.y + 12}" width="${box.width}" height="${box.height}" rx="18" fill="${INK}"/>
  <rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="18" fill="#fdeec8"/>
  ${picture}
  <rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="18" fill="none" stroke="${INK}" stroke-width="7"/>`
  }
  <g font-family="Bangers" fill="${INK}">
    <rect x="${textX}" y="52" width="262" height="64" rx="12" fill="${POP}" stroke="${INK}" stroke-width="5" transform="rotate(-3 ${textX} 84)"/>
    <text x="${textX + 131}" y="102" font-size="46" fill="#ffffff" text-anchor="middle" letter-spacing="2" transform="rotate(-3 ${textX} 84)">${PRODUCT}</text>
    ${lines.map((line, i) => draw(line, fontSize, lineX, Math.round(titleTop + i * lineHeight), rtl ? 'end' : 'start', rtl)).join('\n    ')}
    ${draw(author, 44, textX, 560, 'start', textDirection(author) === 'rtl')}
  </g>
</svg>`;
}

/**
 * Bangers and the Noto pieces that hold the card's title and author (emoji in outline), a measure and a drawing of
 * lines as glyph outlines with those fonts: resvg 2.6 misplaces Devanagari marks, drops a text element that mixes
 * Latin with Arabic, and draws no COLR emoji, so the card's words reach it as paths.
 */
export async function cardFonts(story: CardStory, fontFile: FontFile) {
  const words = cardWords(story);
  // Han characters take the title's Japanese, Korean or Chinese forms, else those of the byline's language (作 in "作：Ann").
  const titleLanguage = storyLanguage(words.title);
  const language = ['ja', 'ko', 'zh'].includes(titleLanguage) ? titleLanguage : (story.locale ?? titleLanguage);
  const { fonts, pictures, files } = await outlineFonts(`${words.title} ${words.byline}`, language, fontFile);
  const spacing = [1];
  const measure: CardMeasure = (line, fontSize) =>
    lineOutlines(line, fonts, fontSize, 0, 0, { letterSpacing: spacing, pictures }).width;
  const draw: CardText = (line, fontSize, x, y, anchor, rtl) =>
    lineOutlines(line, fonts, fontSize, x, y, { anchor, rtl, letterSpacing: spacing, pictures }).svg;
  return { measure, draw, files, pictures: pictures.size };
}

/**
 * Renders with the display font. The host's renderer (the offline provider's) is called once first because it owns the
 * wasm loading, which differs between Node and workerd; after that resvg's one shared instance is ready here too.
 */
export async function renderCard(
  renderSvg: SvgRenderer,
  svg: string,
  fontBuffers: Uint8Array[] = [bangers()],
): Promise<Uint8Array> {
  await renderSvg('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontBuffers, defaultFontFamily: 'Bangers' },
    shapeRendering: 2,
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
