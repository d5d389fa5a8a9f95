// Refine mode: the given picture, edited the way the prompt asks: colour grading (night, sunset, dawn, noir, sepia,
// warm, cold), weather (rain, snow, fog, storm), extras (moon, sparkles, lightning, fire) and characters it adds.
import type { ImageRequest } from '../../../worker/ai/types';
import { sparkles } from './art';
import { figure } from './art/figures';
import { createInk, f } from './art/ink';
import { border, styleLayer, weatherLayer } from './art/overlays';
import { circle, dot, path, rect } from './art/shapes';
import { toBase64 } from '../../../src/shared/base64';
import { sniffImage } from './bytes';
import { lookFor } from './look';
import { createRng } from './prng';
import { readPrompt, weatherOfText } from './prompt';
import { artStyleOf } from './words';

/** Whether resvg can draw these bytes as an embedded picture. */
export function canEmbed(bytes: Uint8Array): boolean {
  const type = sniffImage(bytes);
  return type === 'image/png' || type === 'image/jpeg' || type === 'image/gif';
}

export function embeddedImage(bytes: Uint8Array, x: number, y: number, w: number, h: number, extra = ''): string {
  return `<image x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" preserveAspectRatio="xMidYMid slice"${extra} href="data:${sniffImage(bytes)};base64,${toBase64(bytes)}"/>`;
}

const blend = (fill: string, mode: string, opacity = 1) => ` fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''} style="mix-blend-mode:${mode}"`;

/** The colour grading a prompt asks for (noir, sepia, night with stars and moon, sunset, dawn, warm, cold), pushed onto
 * the picture's layers. */
function colourGrade(parts: string[], { has, night, style, W, H, ink, rng }: { has: (pattern: RegExp) => boolean; night: boolean; style: string | null; W: number; H: number; ink: ReturnType<typeof createInk>; rng: ReturnType<typeof createRng> }): void {
  if (has(/\b(noir|black and white|black-and-white|monochrome|grayscale|greyscale|b&w)\b/) || style === 'noir' || style === 'manga') {
    parts.push(rect(0, 0, W, H, blend('#808080', 'saturation')));
    parts.push(rect(0, 0, W, H, blend('#7a7a7a', 'overlay', 0.8)));
  } else if (has(/\b(sepia|vintage|old photo|antique|faded)\b/)) {
    parts.push(rect(0, 0, W, H, blend('#808080', 'saturation')), rect(0, 0, W, H, blend('#a8783c', 'color', 0.85)));
  }
  if (night) {
    parts.push(rect(0, 0, W, H, blend('#1b2a6b', 'multiply', 0.9)));
    let stars = '';
    for (let index = 0; index < 40; index++) stars += dot(rng.range(0, W), rng.range(0, H * 0.35), rng.range(0.8, 2) * ink.unit);
    parts.push(path(stars, ' fill="#fff8dc" fill-opacity="0.85"'));
    if (has(/\bmoon|moonlit|night\b/)) {
      const x = W * rng.range(0.65, 0.85);
      const r = Math.min(W, H) * 0.07;
      parts.push(circle(x, H * 0.15, r * 2, ' fill="#fff6c8" fill-opacity="0.15"'), circle(x, H * 0.15, r, ' fill="#fff3b8"'));
    }
  } else if (has(/\b(sunset|dusk|golden hour|evening|twilight)\b/)) {
    parts.push(rect(0, 0, W, H, blend(ink.linear([[0, '#6a2c91'], [0.55, '#ff6a3d'], [1, '#ffc15a']], 'down', true), 'soft-light')));
    parts.push(rect(0, 0, W, H, blend('#ff8a3d', 'multiply', 0.35)));
  } else if (has(/\b(dawn|sunrise|morning|daybreak)\b/)) parts.push(rect(0, 0, W, H, blend(ink.linear([[0, '#ffb3c6'], [1, '#ffe6b0']], 'down', true), 'screen', 0.45)));
  if (has(/\b(warm|cozy|cosy|summer|sunny|golden)\b/)) parts.push(rect(0, 0, W, H, blend('#ffb347', 'soft-light', 0.8)));
  if (has(/\b(cold|icy|winter|frozen|blue|chilly)\b/)) parts.push(rect(0, 0, W, H, blend('#5aa0ff', 'soft-light', 0.85)));
}

export function paintRefine(request: ImageRequest & { inputImage: NonNullable<ImageRequest['inputImage']> }): string {
  const { width: W, height: H, prompt } = request;
  const words = prompt.toLowerCase();
  const rng = createRng('refine', request.hints?.seed ?? '', prompt, `${W}x${H}`);
  const has = (pattern: RegExp) => pattern.test(words);
  const night = has(/\b(night|midnight|moon|moonlit|dark|darker|starry)\b/);
  const weather = weatherOfText(prompt) ?? 'clear';
  const styleAsked = artStyleOf(prompt);
  const style = styleAsked !== 'comic' || /\bcomic|halftone\b/.test(words) ? styleAsked : null;
  const ink = createInk({ style: style ?? 'comic', time: night ? 'night' : 'day', weather, unit: Math.min(W, H) / 768 });
  const parts = [rect(0, 0, W, H, ' fill="#000000"'), embeddedImage(request.inputImage.data, 0, 0, W, H)];
  colourGrade(parts, { has, night, style, W, H, ink, rng });
  if (weather === 'storm') parts.push(rect(0, 0, W, H, blend('#4a5060', 'multiply', 0.6)));
  else if (weather === 'rain' || weather === 'fog') parts.push(rect(0, 0, W, H, blend('#8d96a3', 'multiply', 0.55)));
  else if (weather === 'snow') parts.push(rect(0, 0, W, H, blend('#b8d4f0', 'multiply', 0.5)));
  if (weather !== 'clear') parts.push(weatherLayer(ink, W, H, rng.fork('weather')));
  if (has(/\b(fire|flames?|burning|blaze|inferno)\b/)) {
    parts.push(rect(0, H * 0.5, W, H * 0.5, ` fill="${ink.linear([[0, '#ff6a00', 0], [1, '#ff6a00', 0.55]], 'down', true)}"`));
    let flames = '';
    for (let x = -W * 0.05; x < W; x += W * rng.range(0.07, 0.12)) {
      const h = H * rng.range(0.08, 0.2);
      flames += `M${f(x)} ${f(H)}Q${f(x + W * 0.02)} ${f(H - h * 0.6)} ${f(x + W * 0.05)} ${f(H - h)}Q${f(x + W * 0.06)} ${f(H - h * 0.5)} ${f(x + W * 0.1)} ${f(H)}Z`;
    }
    parts.push(path(flames, ' fill="#ffb020" fill-opacity="0.85"'));
  }
  if (has(/\b(sparkles?|sparkling|magic|magical|glitter|glow|glowing|fairy|stars)\b/)) parts.push(sparkles(ink, W, H, rng.fork('sparkles'), 16));
  // Characters the prompt adds ("add a cat"), standing in the lower corner.
  if (has(/\b(add|adds|adding|with|include|put|place)\b/)) {
    const cast = readPrompt(prompt).cast.slice(0, 2);
    cast.forEach((member, index) => {
      const look = lookFor(member.name, member.kind, member.outfit, { gender: member.gender, ...(member.age ? { age: member.age } : {}) });
      const scale = (H * 0.45) / 100;
      parts.push(figure(ink.forFigures(), { look, pose: 'stand', expression: 'smile' }, W * (index ? 0.2 : 0.8), H * 0.97, scale * (look.kind === 'cat' || look.kind === 'dog' ? 1.6 : 1), index ? 1 : -1));
      });
  }
  if (style) parts.push(styleLayer(ink, W, H, rng.fork('style'), { dynamic: false, focus: [W / 2, H / 2] }));
  // Nothing pushed past the picture itself and its backing: no edit was recognised.
  if (parts.length === 2) {
    // An unrecognised edit still reads as "retouched": richer contrast, a soft vignette and the story's style texture.
    parts.push(rect(0, 0, W, H, blend('#808080', 'overlay', 0.35)));
    parts.push(styleLayer(createInk({ style: artStyleOf(request.artStyle), time: 'day', weather: 'clear', unit: ink.unit }), W, H, rng.fork('style'), { dynamic: false, focus: [W / 2, H / 2] }));
  }
  parts.push(border(ink, W, H, rng.fork('border')));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${ink.defs()}${parts.join('')}</svg>`;
}
