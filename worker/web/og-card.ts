// The story's share card (issue 16): a 1200x630 PNG with its cover, title, author and the product's name, drawn once
// per (story, cover, title, author) by resvg and kept in the media store, so a link preview costs one read after that.
import { DomainError } from '../errors';
import { Resvg } from '@resvg/resvg-wasm';
import { shareCardRow } from '../data/stories';
import type { Database } from '../../db/client';
import type { SvgRenderer } from '../ai/offline/resvg';
import { MEDIA_PATH } from '../../src/shared/media';
import { MEDIA_TYPES, type MediaStore } from '../platform/media';
import { displayName } from '../../src/shared/user-display';
import { BANGERS_WOFF_BASE64 } from './og-font';
import { woffToSfnt } from './woff';

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
}

/** The published story's card fields in one statement; drafts and unknown ids are a 404. */
async function cardStory(db: Database, id: string): Promise<CardStory> {
  const row = await shareCardRow(db, id);
  if (!row || row.status !== 'published') throw new DomainError('NOT_FOUND', 'Story not found');
  return { id: row.id, title: row.title, author: displayName({ username: row.username, firstName: row.first_name, lastName: row.last_name }), cover: row.cover };
}

/** The media key of a card: a new cover, title or author name gives a new key, so an old card is never served for them. */
export async function cardKey(story: CardStory): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([story.cover, story.title, story.author])));
  const hex = [...new Uint8Array(digest).subarray(0, 10)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `og/${story.id.toLowerCase()}-${hex}.png`;
}

async function bytesOf(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
}

/** The PNG for the story: the stored one when its inputs are unchanged, else drawn now and stored. */
export async function shareCard(deps: { db: Database; media: MediaStore; renderSvg?: SvgRenderer }, storyId: string): Promise<Uint8Array> {
  const story = await cardStory(deps.db, storyId);
  const key = await cardKey(story);
  const stored = await deps.media.get(key);
  if (stored) return bytesOf(stored.body);
  if (!deps.renderSvg) throw new DomainError('NOT_FOUND', 'Share card not available');
  const png = await renderCard(deps.renderSvg, cardSvg(story, await coverDataUrl(deps.media, story.cover)));
  await deps.media.put(key, png as Uint8Array<ArrayBuffer>, 'image/png');
  return png;
}

async function coverDataUrl(media: MediaStore, cover: string | null): Promise<string | null> {
  if (!cover?.startsWith(MEDIA_PATH)) return null;
  const object = await media.get(cover.slice(MEDIA_PATH.length).split(/[?#]/)[0]!);
  if (!object) return null;
  const bytes = await bytesOf(object.body);
  const type = DRAWABLE.find((candidate) => MEDIA_TYPES[candidate]!.magic(bytes));
  if (!type) return null;
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Bangers is condensed: about 0.42 em a character, so lines are wrapped by count (no text measuring on the server). */
export function wrapTitle(title: string, fontSize: number, width: number, maxLines: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * 0.42)));
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const pieces = word.length > perLine ? (word.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? [word]) : [word];
    for (const piece of pieces) {
      if (line && line.length + 1 + piece.length > perLine) {
        lines.push(line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 3).trimEnd()}...`;
  return kept;
}

export function cardSvg(story: CardStory, cover: string | null): string {
  const { width, height } = CARD;
  const box = { x: 48, y: 48, width: 402, height: 534 };
  const textX = 500;
  const textWidth = width - textX - 56;
  const fontSize = story.title.length <= 18 ? 96 : story.title.length <= 40 ? 80 : 64;
  const lines = wrapTitle(story.title || 'Untitled story', fontSize, textWidth, 3);
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
  <rect x="${box.x + 12}" y="${box.y + 12}" width="${box.width}" height="${box.height}" rx="18" fill="${INK}"/>
  <rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="18" fill="#fdeec8"/>
  ${picture}
  <rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="18" fill="none" stroke="${INK}" stroke-width="7"/>
  <g font-family="Bangers">
    <rect x="${textX}" y="52" width="262" height="64" rx="12" fill="${POP}" stroke="${INK}" stroke-width="5" transform="rotate(-3 ${textX} 84)"/>
    <text x="${textX + 131}" y="102" font-size="46" fill="#ffffff" text-anchor="middle" letter-spacing="2" transform="rotate(-3 ${textX} 84)">${PRODUCT}</text>
    <text font-size="${fontSize}" fill="${INK}" letter-spacing="1">${lines
      .map((line, i) => `<tspan x="${textX}" y="${Math.round(titleTop + i * lineHeight)}">${escapeXml(line)}</tspan>`)
      .join('')}</text>
    <text x="${textX}" y="560" font-size="44" fill="${INK}" letter-spacing="1.5">by ${escapeXml(story.author.slice(0, 40))}</text>
  </g>
</svg>`;
}

let font: Uint8Array | undefined;
const bangers = () => (font ??= woffToSfnt(Uint8Array.from(atob(BANGERS_WOFF_BASE64), (c) => c.charCodeAt(0))));

/**
 * Renders with the display font. The host's renderer (the offline provider's) is called once first because it owns the
 * wasm loading, which differs between Node and workerd; after that resvg's one shared instance is ready here too.
 */
async function renderCard(renderSvg: SvgRenderer, svg: string): Promise<Uint8Array> {
  await renderSvg('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontBuffers: [bangers()], defaultFontFamily: 'Bangers' }, shapeRendering: 2 });
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
