// The offline video provider: a short looping animated PNG made from the picture: a Ken Burns zoom and pan (out and
// back, so the loop is seamless) under motion the prompt asks for: falling rain or snow, drifting fog, twinkling
// sparkles, speed lines, lightning flashes, flickering fire.
import { AiError, type VideoProvider, type VideoRequest } from '../../../worker/ai/types';
import { paintPanel, sparkles } from './art';
import { createInk, f } from './art/ink';
import { weatherLayer } from './art/overlays';
import { dot, path, rect } from './art/shapes';
import { assembleApng } from './apng';
import { toBase64 } from '../../../src/shared/base64';
import { imageSize } from './bytes';
import { noJobs } from './image';
import { createRng } from './prng';
import { weatherOfText } from './prompt';
import { canEmbed, embeddedImage } from './refine';
import type { SvgRenderer } from '../../svg-render/src/resvg';

export const VIDEO_FRAMES = 20;
export const VIDEO_FRAME_MS = 120;
const LONG_SIDE = 480;
/** The source is drawn this much larger than a frame so the camera can move inside it. */
const MARGIN = 1.14;

export function videoSize(image: Uint8Array): { width: number; height: number } {
  const size = imageSize(image) ?? { width: 768, height: 1024 };
  const scale = LONG_SIDE / Math.max(size.width, size.height);
  const even = (value: number) => Math.max(16, Math.round((value * scale) / 2) * 2);
  return { width: even(size.width), height: even(size.height) };
}

function motionLayer(prompt: string, seed: string, W: number, H: number, t: number, index: number): string {
  const words = prompt.toLowerCase();
  const weather = weatherOfText(prompt) ?? 'clear';
  const ink = createInk({ style: 'comic', time: 'day', weather, unit: Math.min(W, H) / 768 });
  const parts: string[] = [];
  if (weather !== 'clear') {
    // The same drops every frame (same seed), moved along by the loop's phase.
    parts.push(weatherLayer(ink, W, H, createRng('video-weather', seed), t));
    if (weather === 'storm' && (index % 10 === 3 || index % 10 === 4)) parts.push(rect(0, 0, W, H, ` fill="#eef4ff" fill-opacity="${index % 10 === 3 ? 0.55 : 0.25}"`));
  }
  if (/\b(sparkles?|sparkling|magic|magical|spell|glitter|glow|glowing|fairy|stars|starry|wish)\b/.test(words)) parts.push(sparkles(ink, W, H, createRng('video-sparkles', seed), 14, t));
  if (/\b(run|runs|running|chase|chases|race|races|speed|speeding|fly|flies|flying|rush|rushes|fast|dash|dashes|charge|charges|zoom)\b/.test(words)) {
    const rng = createRng('video-speed', seed, String(index));
    let d = '';
    for (let line = 0; line < 18; line++) {
      const y = rng.range(0, H);
      const x = rng.range(-0.2, 0.6) * W;
      const length = rng.range(0.2, 0.5) * W;
      d += `M${f(x)} ${f(y)}h${f(length)}l${f(-length * 0.9)} ${f(2 * ink.unit)}Z`;
    }
    parts.push(path(d, ' fill="#ffffff" fill-opacity="0.7"'));
  }
  if (/\b(fire|flames?|burning|campfire|torch|torches|candle|fireplace|lava)\b/.test(words)) {
    const flicker = 0.25 + 0.2 * Math.abs(Math.sin(t * Math.PI * 6 + 1.3)) + 0.08 * Math.sin(t * Math.PI * 14);
    parts.push(rect(0, H * 0.45, W, H * 0.55, ` fill="${ink.linear([[0, '#ff7a1f', 0], [1, '#ff7a1f', Math.max(0.05, flicker)]], 'down', true)}"`));
  }
  if (/\b(night|moon|moonlit|starry|stars)\b/.test(words)) {
    const rng = createRng('video-stars', seed);
    let twinkle = '';
    for (let star = 0; star < 24; star++) {
      const x = rng.range(0, W);
      const y = rng.range(0, H * 0.4);
      const r = (0.6 + 1.4 * Math.abs(Math.sin((t + star / 24) * Math.PI * 2))) * ink.unit * 1.4;
      twinkle += dot(x, y, r);
    }
    parts.push(path(twinkle, ' fill="#fff8dc" fill-opacity="0.85"'));
  }
  if (!parts.length) {
    // Nothing asked for: dust motes drifting up through the light.
    const rng = createRng('video-dust', seed);
    let motes = '';
    for (let mote = 0; mote < 26; mote++) {
      const x = rng.range(0, W) + Math.sin((t + mote / 26) * Math.PI * 2) * 8 * ink.unit;
      const y = (((rng.next() - t) % 1) + 1) % 1 * H;
      motes += dot(x, y, rng.range(1, 2.6) * ink.unit);
    }
    parts.push(path(motes, ' fill="#fffbe8" fill-opacity="0.55"'));
  }
  return parts.join('');
}

/** The SVG of one frame: the source moved by the camera, with the motion overlays of the moment. */
export function videoFrame(sourceHref: string, request: VideoRequest, W: number, H: number, index: number, frames: number): string {
  const t = index / frames;
  const seed = request.seed ?? request.prompt;
  const wave = (1 - Math.cos(t * Math.PI * 2)) / 2;
  const zoom = 1 + 0.09 * wave;
  const rng = createRng('video-pan', seed);
  const panX = rng.range(-1, 1);
  const panY = rng.range(-1, 1);
  const sw = W * MARGIN;
  const sh = H * MARGIN;
  // Centre the enlarged source, then drift toward a corner as the camera pushes in.
  const dx = (W - sw * zoom) / 2 + panX * wave * W * 0.04;
  const dy = (H - sh * zoom) / 2 + panY * wave * H * 0.04;
  const camera = `<g transform="translate(${f(dx)} ${f(dy)}) scale(${Math.round(zoom * 10000) / 10000})"><image width="${f(sw)}" height="${f(sh)}" image-rendering="optimizeSpeed" href="${sourceHref}"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${camera}${motionLayer(request.prompt, seed, W, H, t, index)}</svg>`;
}

export function createOfflineVideoProvider(renderSvg: SvgRenderer): VideoProvider {
  return {
    name: 'offline',
    async start(request) {
      try {
        const { width: W, height: H } = videoSize(request.image.data);
        const sw = Math.round(W * MARGIN);
        const sh = Math.round(H * MARGIN);
        // Draw the source once at working size, so each frame decodes a small picture.
        const source = canEmbed(request.image.data)
          ? await renderSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">${embeddedImage(request.image.data, 0, 0, sw, sh)}</svg>`)
          : await renderSvg(paintPanel({ prompt: request.prompt, width: sw, height: sh, model: 'flux-kontext-pro', artStyle: '', hints: { seed: request.seed ?? request.prompt } }));
        const href = `data:image/png;base64,${toBase64(source)}`;
        const frames: Uint8Array[] = [];
        for (let index = 0; index < VIDEO_FRAMES; index++) frames.push(await renderSvg(videoFrame(href, request, W, H, index, VIDEO_FRAMES)));
        return { status: 'done', output: { data: assembleApng(frames, { frameMs: VIDEO_FRAME_MS }), contentType: 'image/apng' } };
      } catch (error) {
        throw new AiError('failed', 'The offline animator could not make this video', error instanceof Error ? error.message : String(error));
      }
    },
    check: noJobs,
  };
}
