// Renders sample offline pictures to screenshots/offline/ for a look by eye:
//   node --import tsx packages/offline-ai/src/samples.ts [filter]
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ImageRequest } from '../../../worker/ai/types';
import { paintPanel } from './art';
import { PNG_SIGNATURE, concat, pngChunk, readPngChunks } from './bytes';
import { paintRequest } from './image';
import { createNodeSvgRenderer } from '../../svg-render/src/resvg-node';
import { createOfflineVideoProvider } from './video';

const OUT = resolve(import.meta.dirname, '../../../screenshots/offline');

const STYLES: Record<string, string> = {
  comic: 'Classic comic book style, bold black outlines, flat vibrant colours, halftone dots',
  manga: 'Manga style, black and white, screentones, dynamic speed lines',
  watercolor: 'Soft watercolor painting, gentle washes, textured paper',
  noir: 'Film noir, stark black and white, dramatic shadows',
  animated: 'Animated movie style, bright saturated colours, rounded shapes, 3D cartoon',
  photo: 'Photorealistic, cinematic lighting, natural colours',
};

const PROMPTS: { slug: string; prompt: string; characters?: string[]; location?: string }[] = [
  { slug: 'lighthouse', prompt: 'Mira the lighthouse keeper sees a ghost ship in the storm at night', characters: ['Mira'], location: 'Greywater Lighthouse' },
  { slug: 'neon', prompt: 'a robot and a cat explore a neon city street' },
  { slug: 'knights', prompt: 'two knights duel in a castle hall' },
  { slug: 'mars', prompt: 'astronaut on a red desert planet' },
  { slug: 'picnic', prompt: 'a picnic in a sunny forest with two friends' },
];

async function main() {
  const filter = process.argv[2] ?? '';
  const render = createNodeSvgRenderer();
  await mkdir(OUT, { recursive: true });
  const jobs: { name: string; request: ImageRequest }[] = [];
  for (const item of PROMPTS) {
    for (const [style, artStyle] of Object.entries(STYLES)) {
      if (style !== 'comic' && item.slug !== 'lighthouse' && item.slug !== 'knights') continue;
      jobs.push({
        name: `${item.slug}-${style}`,
        request: { prompt: item.prompt, width: 768, height: 1024, model: 'flux-kontext-pro', artStyle, hints: { characters: item.characters, location: item.location, seed: `sample:1:1`, subject: 'panel' } },
      });
    }
  }
  for (const [index, size] of [[768, 1024], [1024, 683], [1024, 1024]].entries()) {
    jobs.push({ name: `neon-medium-${size[0]}x${size[1]}`, request: { prompt: 'Medium shot: a robot and a cat explore a neon city street', width: size[0]!, height: size[1]!, model: 'flux-kontext-pro', artStyle: STYLES.comic!, hints: { seed: `sample:1:${index + 2}` } } });
  }
  for (const [slug, prompt] of Object.entries({
    'closeup-mira': 'Close-up on the face: Mira the lighthouse keeper reacts, eyes wide, in the storm at night',
    'tavern-wizard': 'Medium shot: a wizard casts a spell in a tavern',
    'library-ghost': 'a ghost floats through the old library at night',
    'dragon-village': 'Medium shot: the dragon attacks the village while a knight and his dog defend it',
    'snow-mountains': 'an explorer climbs the snowy mountains at dawn',
    'desert-pyramids': 'Wide shot: a traveller crosses the desert toward the pyramids at sunset',
    'lab-scientist': 'a scientist builds a machine in her lab',
    'kitchen-chef': 'a chef bakes bread in a cozy kitchen in the morning',
    'beach': 'two friends relax on a sunny beach',
    'space-station': 'an astronaut floats outside the space station',
    'cave-crystals': 'explorers search a glowing crystal cave',
    'castle-sunset': 'a princess rides toward the castle at sunset',
    'rain-detective': 'a detective waits in the rain on a city street at night',
    'fog-forest': 'a girl and her dog walk through a foggy forest',
  })) {
    jobs.push({ name: slug, request: { prompt, width: 768, height: 1024, model: 'flux-kontext-pro', artStyle: STYLES.comic!, hints: { seed: `sample:2:${slug}` } } });
  }
  jobs.push({ name: 'portrait-mira', request: { prompt: 'Full-figure character portrait of Mira, the lighthouse keeper: a young woman in a raincoat', width: 1024, height: 1024, model: 'flux-kontext-pro', artStyle: STYLES.comic!, hints: { characters: ['Mira'], subject: 'character', seed: 'sample:Mira' } } });
  jobs.push({ name: 'portrait-bolt', request: { prompt: 'Full-figure character portrait of Bolt, the robot', width: 1024, height: 1024, model: 'flux-kontext-pro', artStyle: STYLES.animated!, hints: { characters: ['Bolt'], subject: 'character', seed: 'sample:Bolt' } } });
  jobs.push({ name: 'location-lighthouse', request: { prompt: 'Wide establishing shot of Greywater Lighthouse at dawn', width: 1024, height: 1024, model: 'flux-kontext-pro', artStyle: STYLES.watercolor!, hints: { location: 'Greywater Lighthouse', subject: 'location', seed: 'sample:Greywater' } } });

  for (const job of jobs.filter((item) => item.name.includes(filter))) {
    const svg = job.request.inputImage ? paintRequest(job.request) : paintPanel(job.request);
    const started = performance.now();
    const png = await render(svg);
    const ms = performance.now() - started;
    await writeFile(resolve(OUT, `${job.name}.png`), png);
    console.log(`${job.name.padEnd(28)} ${String(Math.round(ms)).padStart(4)} ms  ${String(Math.round(svg.length / 1024)).padStart(3)} KB svg  ${Math.round(png.length / 1024)} KB png`);
  }

  // Refine mode: edits of one panel.
  const base = await render(paintPanel({ prompt: 'a picnic in a sunny forest with two friends', width: 768, height: 1024, model: 'flux-kontext-pro', artStyle: STYLES.comic!, hints: { seed: 'sample:3:1' } }));
  for (const [slug, prompt] of Object.entries({ night: 'make it night with a full moon', rain: 'add heavy rain', noir: 'black and white film noir', cat: 'make it snow and add a cat', sunset: 'golden sunset light with magic sparkles' })) {
    if (!`refine-${slug}`.includes(filter)) continue;
    const png = await render(paintRequest({ prompt, width: 768, height: 1024, model: 'flux-kontext-pro', artStyle: '', inputImage: { data: base, contentType: 'image/png' } }));
    await writeFile(resolve(OUT, `refine-${slug}.png`), png);
    console.log(`refine-${slug}`);
  }

  // Videos: the animated PNG and its middle frame as a still.
  const video = createOfflineVideoProvider(render);
  for (const [slug, prompt, still] of [
    ['video-storm', 'rain lashes the cliffs as lightning flashes', 'Mira the lighthouse keeper sees a ghost ship in the storm at night'],
    ['video-magic', 'magic sparkles drift around the wizard', 'Medium shot: a wizard casts a spell in a tavern'],
  ] as const) {
    if (!slug.includes(filter)) continue;
    const image = await render(paintPanel({ prompt: still, width: 768, height: 1024, model: 'flux-kontext-pro', artStyle: STYLES.comic!, hints: { seed: `sample:${slug}` } }));
    const started = performance.now();
    const job = await video.start({ image: { data: image, contentType: 'image/png' }, prompt, seed: slug });
    if (job.status !== 'done') continue;
    const ms = performance.now() - started;
    await writeFile(resolve(OUT, `${slug}.apng.png`), job.output.data);
    await writeFile(resolve(OUT, `${slug}-middle-frame.png`), frameOf(job.output.data, 10));
    console.log(`${slug.padEnd(28)} ${Math.round(ms)} ms  ${Math.round(job.output.data.length / 1024)} KB apng`);
  }
}

/** One frame of an animated PNG as a still PNG. */
function frameOf(apng: Uint8Array, index: number): Uint8Array {
  const chunks = readPngChunks(apng);
  const frames: Uint8Array[][] = [];
  for (const chunk of chunks) {
    if (chunk.type === 'fcTL') frames.push([]);
    else if (chunk.type === 'IDAT') frames[frames.length - 1]!.push(chunk.data);
    else if (chunk.type === 'fdAT') frames[frames.length - 1]!.push(chunk.data.subarray(4));
  }
  const header = chunks.find((chunk) => chunk.type === 'IHDR')!;
  return concat([PNG_SIGNATURE, pngChunk('IHDR', header.data), ...(frames[index] ?? []).map((data) => pngChunk('IDAT', data)), pngChunk('IEND', new Uint8Array(0))]);
}

await main();
