// `npm run panels [prompts.txt] [-- --only=3,7-9] [--once] [--sheet=out.png]`: paints a list of prompts with the offline
// painter (no keys, no network), each once and once regenerated, and writes one HTML gallery (by default the prompts of
// packages/offline-ai/src/gallery.ts, each with what its picture must show) of the PNGs with each prompt and its plan to
// screenshots/panels/ (`--out=dir`: there instead). `--only` paints just those prompts (numbered from 1), `--once` skips the regenerated pictures and
// `--sheet` also writes the first pictures side by side in one PNG (a contact sheet).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { paintPicture } from '../packages/offline-ai/src/image.ts';
import { hostFontFiles } from '../packages/svg-render/src/og-font.ts';
import { describePlan, planPicture } from '../packages/offline-ai/src/picture-plan.ts';
import { createNodeSvgRenderer } from '../packages/svg-render/src/resvg-node.ts';
import type { ImageRequest } from '../worker/ai/types.ts';
import { GALLERY } from '../packages/offline-ai/src/gallery.ts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}`))?.replace(/^--[a-z]+=?/, '');
// `--out=dir` writes the gallery there instead.
const OUT = resolve(option('out') || resolve(import.meta.dirname, '..', 'screenshots', 'panels'));
const file = args.find((arg) => !arg.startsWith('--'));
const all = file
  ? (await readFile(file, 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  : GALLERY.map((entry) => entry.prompt);
const only = option('only')
  ?.split(',')
  .flatMap((range) => {
    const [from, to] = range.split('-').map(Number);
    return Array.from({ length: (to ?? from!) - from! + 1 }, (_, index) => from! + index);
  });
const numbers = only ?? all.map((_, index) => index + 1);
const prompts = numbers.map((number) => all[number - 1]).filter((prompt): prompt is string => Boolean(prompt));
const sheet: string[] = [];
const render = createNodeSvgRenderer();
const fonts = hostFontFiles();
await mkdir(OUT, { recursive: true });
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cards: string[] = [];
for (const [at, prompt] of prompts.entries()) {
  const index = numbers[at]! - 1;
  const pictures: string[] = [];
  for (const regenerated of args.includes('--once') ? [false] : [false, true]) {
    const request: ImageRequest = {
      prompt,
      width: 600,
      height: 800,
      model: 'flux-kontext-pro',
      artStyle: '',
      hints: { seed: `gallery:1:${index + 2}${regenerated ? ':1763900000000' : ''}` },
    };
    const plan = planPicture(request);
    const name = `panel-${String(index + 1).padStart(2, '0')}${regenerated ? '-again' : ''}.png`;
    const png = await render(await paintPicture(request, fonts));
    await writeFile(join(OUT, name), png);
    if (!regenerated) sheet.push(Buffer.from(png).toString('base64'));
    const summary = {
      subjects: plan.subjects.map(
        (entry) =>
          `${entry.name} (${entry.species || entry.kind}, ${entry.pose}${entry.holds ? `, holds ${entry.holds}` : ''}${entry.target ? `, at ${entry.target}` : ''})`,
      ),
      things: plan.things.map((thing) => `${thing.word}${thing.owner ? ` (${thing.owner})` : ''}`),
      setting: plan.setting,
      time: plan.time,
      weather: plan.weather,
      camera: plan.camera,
      backdrop: plan.backdrop,
      relations: plan.relations.map(
        (relation) =>
          `${relation.what} ${relation.relation} ${relation.to}${relation.part ? `’s ${relation.part}` : ''}`,
      ),
      drawings: plan.glyphs.map(
        (glyph) =>
          `${glyph.word} (${glyph.role}${glyph.by ? `, by ${glyph.by}` : ''}${glyph.relation ? `, ${glyph.relation.placed === 'it' ? '' : `${glyph.relation.with} `}${glyph.relation.relation}${glyph.relation.placed === 'it' ? ` ${glyph.relation.with}` : ' it'}` : ''})`,
      ),
      asDrawings: plan.subjects.filter((entry) => entry.glyph).map((entry) => entry.name),
      notDrawn: plan.silhouettes.map((entry) => entry.label),
      crowd: plan.crowd,
    };
    pictures.push(
      `<figure><img src="${name}" width="300" height="400" alt="${escape(describePlan(plan, null))}"><figcaption>${regenerated ? 'regenerated' : 'first'}: <code>${escape(JSON.stringify(summary))}</code></figcaption></figure>`,
    );
    console.log(`${name}: ${prompt}`);
  }
  const must = GALLERY.find((entry) => entry.prompt === prompt);
  const shows = must
    ? [
        ...must.subjects,
        ...(must.actions ?? []),
        ...(must.props ?? []),
        ...(must.vehicles ?? []),
        must.backdrop ?? must.setting ?? '',
        ...(must.relations ?? []).map((r) => r.join(' ')),
        must.noPeople ? 'no people' : '',
        must.crowd ? 'a crowd' : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  cards.push(
    `<section><h2>${index + 1}. ${escape(prompt)}</h2>${shows ? `<p>Must show: ${escape(shows)}</p>` : ''}<div class="row">${pictures.join('')}</div></section>`,
  );
}
const html = `<!doctype html><meta charset="utf-8"><title>Offline painter gallery</title>
<style>body{font:14px system-ui;margin:24px;background:#f4f4f0}section{margin-bottom:28px}.row{display:flex;gap:16px}figure{margin:0;width:300px}img{border:1px solid #ccc;background:#fff}code{font-size:11px;white-space:pre-wrap;word-break:break-word}</style>
<h1>Offline painter: ${prompts.length} prompts, each painted and regenerated</h1>${cards.join('\n')}`;
await writeFile(join(OUT, 'index.html'), html);
console.log(`Gallery: ${join(OUT, 'index.html')}`);
const sheetFile = option('sheet');
if (sheetFile) {
  // Four pictures a row at a third of their size, in the order painted.
  const [w, h, columns] = [200, 267, 4];
  const rows = Math.ceil(sheet.length / columns);
  const images = sheet.map(
    (data, at) =>
      `<image x="${(at % columns) * (w + 8) + 8}" y="${Math.floor(at / columns) * (h + 8) + 8}" width="${w}" height="${h}" href="data:image/png;base64,${data}"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * (w + 8) + 8}" height="${rows * (h + 8) + 8}"><rect width="100%" height="100%" fill="#ddd"/>${images.join('')}</svg>`;
  await writeFile(resolve(sheetFile), await render(svg));
  console.log(`Contact sheet: ${resolve(sheetFile)}`);
}
