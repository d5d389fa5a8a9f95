// `npm run panels`: generates a few scenes through the real app with the offline provider (no keys, no network) and
// saves their panel pictures as PNGs in screenshots/panels/, to look at what a newcomer's first scenes look like.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { optionsFromEnv, startNodeServer } from '../worker/entry.node.ts';

const OUT = resolve(import.meta.dirname, '..', 'screenshots', 'panels');
const SCENES = [
  { artStyle: 'Classic comic book style with bold ink outlines and vibrant colors', aspectRatio: '3:4', prompt: 'A robot bartender named Sprocket serves a glowing drink to Detective Sloane in a neon bar at midnight' },
  { artStyle: 'Soft watercolor painting with gentle washes of colour', aspectRatio: '3:2', prompt: 'Mira the young witch flies over a sleepy harbor town at sunset, gulls circling the lighthouse' },
  { artStyle: 'Film noir, stark black and white with hard shadows', aspectRatio: '1:1', prompt: 'Inspector Vale waits in the rain under a street lamp outside the old library, watching the door' },
  { artStyle: 'Japanese manga style with crisp black ink and screentones', aspectRatio: '3:4', prompt: 'Kenji and his dragon friend explore a snowy mountain forest, searching for the hidden temple' },
];

const dir = await mkdtemp(join(tmpdir(), 'panelcraft-panels-'));
const server = await startNodeServer({
  ...optionsFromEnv(),
  port: 0,
  databaseUrl: `file:${join(dir, 'app.db')}`,
  mediaDir: join(dir, 'media'),
  ai: { provider: 'offline' },
  generationLimits: { minIntervalSeconds: 0, maxPerHour: 1000, duplicateWindowSeconds: 0 },
});
async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json;
}
try {
  await mkdir(OUT, { recursive: true });
  const { token } = await call('POST', '/api/auth/register', { username: 'panel_painter', email: 'painter@example.com', password: 'Panels-demo1', firstName: 'Pat', lastName: 'Painter' });
  for (const [i, scene] of SCENES.entries()) {
    const { data: story } = await call('POST', '/api/stories', { title: `Panels ${i + 1}`, description: scene.prompt, aspectRatio: scene.aspectRatio, panels: 3, defaultPanels: 3 }, token);
    await call('PATCH', `/api/stories/${story._id}/art-style`, { artStyle: scene.artStyle }, token);
    const { data } = await call('POST', '/api/ai/generate-scene', { storyId: story._id, prompt: scene.prompt, generateImages: true, maxPanels: 3 }, token);
    for (const panel of data.scene.panels) {
      const picture = await fetch(server.url + panel.imageUrl);
      const file = join(OUT, `scene-${i + 1}-panel-${panel.panelNumber}.png`);
      await writeFile(file, new Uint8Array(await picture.arrayBuffer()));
      console.log(`${file}: ${panel.description}`);
    }
  }
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
