// The offline image provider: every picture is painted and rendered in the call (no jobs to check later).
import { AiError, type ImageProvider, type ImageRequest, type JobState } from '../../../worker/ai/types';
import { hostFontFiles, type FontFile } from '../../svg-render/src/og-font';
import { paintPanel } from './art';
import { SLEEP, glyphInner, type GlyphArt } from './art/glyphs';
import { planPicture } from './picture-plan';
import { isTile } from './vocabulary';
import { emojiIndex } from '#emoji-index';
import { canEmbed, paintRefine } from './refine';
import type { SvgRenderer } from '../../svg-render/src/resvg';

/** A request whose sides are whole pixels, 16 to 4096. */
const side = (pixels: number) => Math.max(16, Math.min(4096, Math.round(pixels)));
const sized = (request: ImageRequest) => ({ ...request, width: side(request.width), height: side(request.height) });

/** The SVG of a request: an edit of its input picture, or a new panel with the vocabulary's drawings in `art`. */
export function paintRequest(request: ImageRequest, art?: GlyphArt): string {
  const input = request.inputImage;
  // A picture resvg cannot decode (WebP, say) is painted afresh from the prompt instead.
  return input && canEmbed(input.data)
    ? paintRefine({ ...sized(request), inputImage: input })
    : paintPanel(sized(request), { art });
}

// The drawings a process or isolate has read, by code: a few kilobytes each, and the same ones come back panel after panel.
const drawings = new Map<string, Promise<string | null>>();
const MAX_DRAWINGS = 400;

function drawing(code: string, fontFile: FontFile): Promise<string | null> {
  const known = drawings.get(code);
  if (known) return known;
  if (drawings.size >= MAX_DRAWINGS) drawings.delete(drawings.keys().next().value!);
  // Our own drawings (art/, a shovel, a fridge) come with the index; every other is Twemoji's, from the assets.
  const own = (emojiIndex().art as Record<string, string>)[code];
  const read = (
    own
      ? Promise.resolve(own)
      : fontFile(`twemoji/${code}.svg`).then((bytes) => bytes && new TextDecoder().decode(bytes))
  ).then((svg) => (svg ? glyphInner(svg, isTile(code)) : null));
  drawings.set(code, read);
  return read;
}

/** The SVG of a request with the vocabulary's drawings it needs, read through `fontFile` (the host's assets). */
export async function paintPicture(request: ImageRequest, fontFile: FontFile): Promise<string> {
  const input = request.inputImage;
  if (input && canEmbed(input.data)) return paintRequest(request);
  const panel = sized(request);
  const plan = planPicture(panel);
  const sleeper = plan.glyphs.some((glyph) => glyph.role === 'subject' && glyph.pose === 'sleep');
  const subjects = plan.subjects.flatMap((entry) => (entry.glyph ? [entry.glyph] : []));
  const codes = [...new Set([...plan.glyphs.map((glyph) => glyph.code), ...subjects, ...(sleeper ? [SLEEP] : [])])];
  const art: GlyphArt = new Map();
  for (const [index, inner] of (await Promise.all(codes.map((code) => drawing(code, fontFile)))).entries())
    if (inner) art.set(codes[index]!, inner);
  return paintPanel(panel, { plan, art });
}

/** An offline writer, painter or animator that failed, with the reason it threw. */
export const failure = (code: 'failed' | 'bad_response', message: string, error: unknown) =>
  new AiError(code, message, error instanceof Error ? error.message : String(error));

/** Offline pictures and videos are done in the call: there is never a job to check later. */
export const noJobs = async (): Promise<JobState> => ({
  status: 'failed',
  error: new AiError('failed', 'Unknown job'),
});

/** `fontFile` reads the shipped font files (the host's assets; node_modules on Node by default). */
export function createOfflineImageProvider(renderSvg: SvgRenderer, fontFile = hostFontFiles()): ImageProvider {
  return {
    name: 'offline',
    async start(request) {
      try {
        const data = await renderSvg(await paintPicture(request, fontFile));
        return { status: 'done', output: { data, contentType: 'image/png' } };
      } catch (error) {
        throw failure('failed', 'The offline painter could not render this picture', error);
      }
    },
    check: noJobs,
  };
}
