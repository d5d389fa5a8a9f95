// `npm run panels [prompts.txt]`: paints a list of prompts with the offline painter (no keys, no network), each once
// and once regenerated, and writes one HTML gallery of the PNGs with each prompt and its plan to screenshots/panels/.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { paintRequest } from '../worker/ai/offline/image.ts';
import { describePlan, planPicture } from '../worker/ai/offline/picture-plan.ts';
import { createNodeSvgRenderer } from '../worker/ai/offline/resvg-node.ts';
import type { ImageRequest } from '../worker/ai/types.ts';

const OUT = resolve(import.meta.dirname, '..', 'screenshots', 'panels');

/** What a newcomer types first: animals, props, vehicles, weather, actions and looks. */
const PROMPTS = [
  'A small green parrot with a bright red beak',
  'A green parrot flying over a stormy sea at night',
  'A giant purple octopus grabs Mara by the ankle on the beach',
  'Captain Mara, the red-haired pirate with a black tricorn hat, holds a lantern on the ship deck in the rain',
  'A sleeping parrot on a treasure chest in a cave, a pearl beside it',
  'A knight fights a red dragon outside the castle',
  'Tom hugs his golden dog Biscuit in the snow at sunset',
  'A brown horse gallops across the desert at sunset',
  'A huge blue whale rises beside the fishing boat in the fog',
  'A white owl watches from an oak branch in the moonlit forest',
  'Wren rides her bicycle past the train station in the fog, holding an umbrella',
  'A silver robot waves at a rocket on Mars',
  'Hugo waves from a hot air balloon above the meadow',
  'The old train crosses the mountains at sunset',
  'Kai drives a red car through the city in the rain',
  'An old wizard with glasses and a blue top hat reads a book in the library',
  'Ravi falls from the tree in the forest',
  'Rosa gives Marco a red flower in the meadow at sunset',
  'Milo waits at the lighthouse as lightning splits the sky',
  'A ginger cat naps in the kitchen while Grandma Rose sips tea from a blue cup',
  'Zoe chases the thief across the rooftops of the city at night',
  'A pale ghost drifts through the old library at midnight holding a key',
  'Mira tends the rooftop garden at dawn, watering the flowers',
  'A grey shark circles the raft at noon',
];

const arg = process.argv[2];
const prompts = arg ? (await readFile(arg, 'utf8')).split('\n').map((line) => line.trim()).filter(Boolean) : PROMPTS;
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
    };
    pictures.push(`<figure><img src="${file}" width="300" height="400" alt="${escape(describePlan(plan, null))}"><figcaption>${regenerated ? 'regenerated' : 'first'}: <code>${escape(JSON.stringify(summary))}</code></figcaption></figure>`);
    console.log(`${file}: ${prompt}`);
  }
  cards.push(`<section><h2>${index + 1}. ${escape(prompt)}</h2><div class="row">${pictures.join('')}</div></section>`);
}
const html = `<!doctype html><meta charset="utf-8"><title>Offline painter gallery</title>
<style>body{font:14px system-ui;margin:24px;background:#f4f4f0}section{margin-bottom:28px}.row{display:flex;gap:16px}figure{margin:0;width:300px}img{border:1px solid #ccc;background:#fff}code{font-size:11px;white-space:pre-wrap;word-break:break-word}</style>
<h1>Offline painter: ${prompts.length} prompts, each painted and regenerated</h1>${cards.join('\n')}`;
await writeFile(join(OUT, 'index.html'), html);
console.log(`Gallery: ${join(OUT, 'index.html')}`);
