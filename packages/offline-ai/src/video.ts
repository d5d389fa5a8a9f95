// The offline video provider: a short looping animated PNG made from the picture: a Ken Burns zoom and pan (out and
// back, so the loop is seamless) under motion the prompt asks for: falling rain or snow, drifting fog, twinkling
// sparkles, speed lines, lightning flashes, flickering fire.
import type { VideoProvider } from '../../../worker/ai/types';
import { paintPanel, sparkles } from './art';
import { createInk, f } from './art/ink';
import { weatherLayer } from './art/overlays';
import { rect } from './art/shapes';
import { paintFrame, type FrameShape, type Value } from './art/drawing';
import { assembleApng } from './apng';
import { toBase64 } from '../../../src/shared/base64';
import { imageSize } from './bytes';
import { failure, noJobs } from './image';
import { createRng } from './prng';
import { weatherOfText } from './prompt';
import { canEmbed, embeddedImage } from './refine';
import type { SvgRenderer } from '../../svg-render/src/resvg';
import motions from './data/video-art.json' with { type: 'json' };

const VIDEO_FRAMES = 20;
const VIDEO_FRAME_MS = 120;
const LONG_SIDE = 480;
/** The source is drawn this much larger than a frame so the camera can move inside it. */
const MARGIN = 1.14;

function videoSize(image: Uint8Array): { width: number; height: number } {
  const size = imageSize(image) ?? { width: 768, height: 1024 };
  const scale = LONG_SIDE / Math.max(size.width, size.height);
  const even = (value: number) => Math.max(16, Math.round((value * scale) / 2) * 2);
  return { width: even(size.width), height: even(size.height) };
}

/**
 * The motion a prompt's words ask for, as frame drawings (data/video-art.json: `words` the words that ask for it, each
 * drawn from its own seed, `perFrame` a new seed each frame); the last, dust motes drifting up through the light, when
 * nothing is asked for.
 */
const MOTION = motions as { name: string; words?: string; perFrame?: boolean; draw: FrameShape[] }[];

function motionLayer(prompt: string, seed: string, W: number, H: number, t: number, index: number): string {
  const words = prompt.toLowerCase();
  const weather = weatherOfText(prompt) ?? 'clear';
  const ink = createInk({ style: 'comic', time: 'day', weather, unit: Math.min(W, H) / 768 });
  const parts: string[] = [];
  if (weather !== 'clear') {
    // The same drops every frame (same seed), moved along by the loop's phase.
    parts.push(weatherLayer(ink, W, H, createRng('video-weather', seed), t));
    if (weather === 'storm' && (index % 10 === 3 || index % 10 === 4))
      parts.push(rect(0, 0, W, H, ` fill="#eef4ff" fill-opacity="${index % 10 === 3 ? 0.55 : 0.25}"`));
  }
  for (const layer of MOTION) {
    if (layer.words ? !new RegExp(layer.words).test(words) : parts.length) continue;
    const rng = createRng(`video-${layer.name}`, seed, ...(layer.perFrame ? [String(index)] : []));
    const uses = { sparkles: (count: Value) => sparkles(ink, W, H, rng, count as number, t) };
    parts.push(paintFrame({ ink, rng, words, uses }, layer.draw, { W, H, u: ink.unit, PI: Math.PI, t }));
  }
  return parts.join('');
}

/** The SVG of one frame: the source moved by the camera, with the motion overlays of the moment. */
function videoFrame(sourceHref: string, prompt: string, seed: string, W: number, H: number, index: number): string {
  const t = index / VIDEO_FRAMES;
  const wave = (1 - Math.cos(t * Math.PI * 2)) / 2;
  const zoom = 1 + 0.09 * wave;
  const rng = createRng('video-pan', seed);
  const [panX, panY] = [rng.range(-1, 1), rng.range(-1, 1)];
  const sw = W * MARGIN;
  const sh = H * MARGIN;
  // Centre the enlarged source, then drift toward a corner as the camera pushes in.
  const dx = (W - sw * zoom) / 2 + panX * wave * W * 0.04;
  const dy = (H - sh * zoom) / 2 + panY * wave * H * 0.04;
  const camera = `<g transform="translate(${f(dx)} ${f(dy)}) scale(${Math.round(zoom * 10000) / 10000})"><image width="${f(sw)}" height="${f(sh)}" image-rendering="optimizeSpeed" href="${sourceHref}"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${camera}${motionLayer(prompt, seed, W, H, t, index)}</svg>`;
}

export function createOfflineVideoProvider(renderSvg: SvgRenderer): VideoProvider {
  return {
    name: 'offline',
    async start({ image, prompt, seed: given }) {
      try {
        const { width: W, height: H } = videoSize(image.data);
        const sw = Math.round(W * MARGIN);
        const sh = Math.round(H * MARGIN);
        const seed = given ?? prompt;
        // Draw the source once at working size, so each frame decodes a small picture.
        const picture = canEmbed(image.data)
          ? `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">${embeddedImage(image.data, sw, sh)}</svg>`
          : paintPanel({ prompt, width: sw, height: sh, model: 'flux-kontext-pro', artStyle: '', hints: { seed } });
        const href = `data:image/png;base64,${toBase64(await renderSvg(picture))}`;
        const frames: Uint8Array[] = [];
        for (let index = 0; index < VIDEO_FRAMES; index++)
          frames.push(await renderSvg(videoFrame(href, prompt, seed, W, H, index)));
        return { status: 'done', output: { data: assembleApng(frames, VIDEO_FRAME_MS), contentType: 'image/apng' } };
      } catch (error) {
        throw failure('failed', 'The offline animator could not make this video', error);
      }
    },
    check: noJobs,
  };
}
