// Refine mode: the given picture, edited the way the prompt asks: colour grading (night, sunset, dawn, noir, sepia,
// warm, cold), weather (rain, snow, fog, storm), extras (moon, sparkles, lightning, fire) and characters it adds.
import type { ImageRequest } from '../../../worker/ai/types';
import { sparkles } from './art';
import { figure } from './art/figures';
import { createInk, f } from './art/ink';
import { border, styleLayer, weatherLayer } from './art/overlays';
import { rect } from './art/shapes';
import { paintFrame, type FrameShape, type Value } from './art/drawing';
import edits from './data/refine-art.json' with { type: 'json' };
import { toBase64 } from '../../../src/shared/base64';
import { sniffImage } from './bytes';
import { memberLook } from './entities';
import { createRng } from './prng';
import { readPrompt, weatherOfText } from './prompt';
import { artStyleOf } from './words';

/** The kinds of picture resvg can draw embedded. */
const EMBEDDABLE = new Set<string | null>(['image/png', 'image/jpeg', 'image/gif']);
export const canEmbed = (bytes: Uint8Array) => EMBEDDABLE.has(sniffImage(bytes));

/** The picture's bytes filling a `w` by `h` box at the origin, cropped to it. */
export const embeddedImage = (bytes: Uint8Array, w: number, h: number) =>
  `<image x="0" y="0" width="${f(w)}" height="${f(h)}" preserveAspectRatio="xMidYMid slice" href="data:${sniffImage(bytes)};base64,${toBase64(bytes)}"/>`;

/**
 * The edits a prompt's words ask for, as one frame drawing (data/refine-art.json): the colour grading (noir, sepia,
 * night with stars and moon, sunset, dawn, warm, cold), the weather's tint and its rain or snow, fire and sparkles.
 */
const EDITS = edits as FrameShape[];

export function paintRefine(request: ImageRequest & { inputImage: NonNullable<ImageRequest['inputImage']> }): string {
  const { width: W, height: H, prompt } = request;
  const words = prompt.toLowerCase();
  const rng = createRng('refine', request.hints?.seed ?? '', prompt, `${W}x${H}`);
  const has = (pattern: RegExp) => pattern.test(words);
  const night = has(/\b(night|midnight|moon|moonlit|dark|darker|starry)\b/);
  const weather = weatherOfText(prompt) ?? 'clear';
  const styleAsked = artStyleOf(prompt);
  const style = styleAsked !== 'comic' || /\bcomic|halftone\b/.test(words) ? styleAsked : null;
  const unit = Math.min(W, H) / 768;
  const ink = createInk({ style: style ?? 'comic', time: night ? 'night' : 'day', weather, unit });
  const parts = [rect(0, 0, W, H, ' fill="#000000"'), embeddedImage(request.inputImage.data, W, H)];
  const mono =
    has(/\b(noir|black and white|black-and-white|monochrome|grayscale|greyscale|b&w)\b/) ||
    style === 'noir' ||
    style === 'manga';
  const uses = {
    weather: () => weatherLayer(ink, W, H, rng.fork('weather')),
    sparkles: (count: Value) => sparkles(ink, W, H, rng.fork('sparkles'), count as number),
  };
  const scope = { W, H, u: ink.unit, mono: Number(mono), night: Number(night), weather };
  const edited = paintFrame({ ink, rng, words, uses }, EDITS, scope);
  if (edited) parts.push(edited);
  // Characters the prompt adds ("add a cat"), standing in the lower corner.
  if (has(/\b(add|adds|adding|with|include|put|place)\b/)) {
    for (const [index, member] of readPrompt(prompt).cast.slice(0, 2).entries()) {
      const look = memberLook(member);
      const scale = ((H * 0.45) / 100) * (look.kind === 'cat' || look.kind === 'dog' ? 1.6 : 1);
      const spec = { look, pose: 'stand', expression: 'smile' } as const;
      parts.push(figure(ink.forFigures(), spec, W * (index ? 0.2 : 0.8), H * 0.97, scale, index ? 1 : -1));
    }
  }
  if (style) parts.push(styleLayer(ink, W, H, rng.fork('style'), false, [W / 2, H / 2]));
  // Nothing pushed past the picture itself and its backing: no edit was recognised.
  if (parts.length === 2) {
    // An unrecognised edit still reads as "retouched": richer contrast, a soft vignette and the story's style texture.
    parts.push(rect(0, 0, W, H, ' fill="#808080" fill-opacity="0.35" style="mix-blend-mode:overlay"'));
    const storyInk = createInk({ style: artStyleOf(request.artStyle), time: 'day', weather: 'clear', unit });
    parts.push(styleLayer(storyInk, W, H, rng.fork('style'), false, [W / 2, H / 2]));
  }
  parts.push(border(ink, W, H, rng.fork('border')));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${ink.defs()}${parts.join('')}</svg>`;
}
