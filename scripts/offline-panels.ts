// `npm run panels [prompts.txt]`: paints a list of prompts with the offline painter (no keys, no network), each once
// and once regenerated, and writes one HTML gallery (by default the prompts of worker/ai/offline/gallery.ts, each with what
// its picture must show) of the PNGs with each prompt and its plan to screenshots/panels/.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { paintRequest } from '../worker/ai/offline/image.ts';
import { describePlan, planPicture } from '../worker/ai/offline/picture-plan.ts';
import { createNodeSvgRenderer } from '../worker/ai/offline/resvg-node.ts';
import type { ImageRequest } from '../worker/ai/types.ts';
import { GALLERY } from '../worker/ai/offline/gallery.ts';

const OUT = resolve(import.meta.dirname, '..', 'screenshots', 'panels');

const arg = process.argv[2];
const prompts = arg ? (await readFile(arg, 'utf8')).split('\n').map((line) => line.trim()).filter(Boolean) : GALLERY.map((entry) => entry.prompt);
const render = createNodeSvgRenderer();
await mkdir(OUT, { recursive: true });
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cards: string[] = [];
for (const [index, prompt] of prompts.entries()) {
  const pictures: string[] = [];
  for (const regenerated of [false, true]) {
    const request: ImageRequest = {
      prompt,
      width: 600,
      height: 800,
      model: 'flux-kontext-pro',
      artStyle: '',
      hints: { seed: `gallery:1:${index + 2}${regenerated ? ':1763900000000' : ''}` },
    };
    const plan = planPicture(request);
    const file = `panel-${String(index + 1).padStart(2, '0')}${regenerated ? '-again' : ''}.png`;
    await writeFile(join(OUT, file), await render(paintRequest(request)));
    const summary = {
      subjects: plan.subjects.map((entry) => `${entry.name} (${entry.species || entry.kind}, ${entry.pose}${entry.holds ? `, holds ${entry.holds}` : ''}${entry.target ? `, at ${entry.target}` : ''})`),
      things: plan.things.map((thing) => `${thing.word}${thing.owner ? ` (${thing.owner})` : ''}`),
      setting: plan.setting,
      time: plan.time,
      weather: plan.weather,
      camera: plan.camera,
      backdrop: plan.backdrop,
      relations: plan.relations.map((relation) => `${relation.what} ${relation.relation} ${relation.to}${relation.part ? `’s ${relation.part}` : ''}`),
      silhouettes: plan.silhouettes.map((entry) => `${entry.word} (${entry.kind})`),
      crowd: plan.crowd,
    };
    pictures.push(`<figure><img src="${file}" width="300" height="400" alt="${escape(describePlan(plan, null))}"><figcaption>${regenerated ? 'regenerated' : 'first'}: <code>${escape(JSON.stringify(summary))}</code></figcaption></figure>`);
    console.log(`${file}: ${prompt}`);
  }
  const must = GALLERY.find((entry) => entry.prompt === prompt);
  const shows = must ? [...must.subjects, ...(must.actions ?? []), ...(must.props ?? []), ...(must.vehicles ?? []), must.backdrop ?? must.setting ?? '', ...(must.relations ?? []).map((r) => r.join(' ')), must.noPeople ? 'no people' : '', must.crowd ? 'a crowd' : ''].filter(Boolean).join(', ') : '';
  cards.push(`<section><h2>${index + 1}. ${escape(prompt)}</h2>${shows ? `<p>Must show: ${escape(shows)}</p>` : ''}<div class="row">${pictures.join('')}</div></section>`);
}
const html = `<!doctype html><meta charset="utf-8"><title>Offline painter gallery</title>
<style>body{font:14px system-ui;margin:24px;background:#f4f4f0}section{margin-bottom:28px}.row{display:flex;gap:16px}figure{margin:0;width:300px}img{border:1px solid #ccc;background:#fff}code{font-size:11px;white-space:pre-wrap;word-break:break-word}</style>
<h1>Offline painter: ${prompts.length} prompts, each painted and regenerated</h1>${cards.join('\n')}`;
await writeFile(join(OUT, 'index.html'), html);
console.log(`Gallery: ${join(OUT, 'index.html')}`);
