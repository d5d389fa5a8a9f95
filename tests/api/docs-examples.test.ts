// docs/api.md's examples work: every fenced block marked `runnable` (```js runnable, ```sh runnable) runs against a real
// Node server (its own database and media folder, the offline AI), each in a process of its own, and must exit 0.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node';

const root = resolve(import.meta.dirname, '../..');
let server: Awaited<ReturnType<typeof startNodeServer>>;
let dir: string;

/** The runnable blocks of a Markdown text, with the heading they sit under. */
function runnableBlocks(markdown: string): { language: 'js' | 'sh'; code: string; heading: string }[] {
  const blocks: { language: 'js' | 'sh'; code: string; heading: string }[] = [];
  let heading = '';
  const pattern = /^(#{2,3} .*)$|^```(js|sh) runnable\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(pattern)) {
    if (match[1]) heading = match[1].replace(/^#+ /, '');
    else blocks.push({ language: match[2] as 'js' | 'sh', code: match[3]!, heading });
  }
  return blocks;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-docs-'));
  await mkdir(join(dir, 'dist/assets'), { recursive: true });
  await writeFile(join(dir, 'dist/index.html'), '<!doctype html><div id="root"></div>');
  server = await startNodeServer({
    ...optionsFromEnv({}),
    port: 0,
    databaseUrl: `file:${join(dir, 'app.db')}`,
    mediaDir: join(dir, 'media'),
    distDir: join(dir, 'dist'),
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('docs/api.md examples', async () => {
  const blocks = runnableBlocks(await readFile(join(root, 'docs/api.md'), 'utf8'));

  it('has runnable examples for the first script and for progress', () => {
    expect(blocks.map((block) => block.heading)).toEqual(
      expect.arrayContaining(['Your first script', 'Progress: polls, streams and the sweep']),
    );
  });

  it.each(blocks.map((block, index) => [`${index + 1}. ${block.heading} (${block.language})`, block] as const))(
    '%s runs',
    async (_, block) => {
      const file = join(dir, `example-${blocks.indexOf(block)}.${block.language === 'js' ? 'mjs' : 'sh'}`);
      await writeFile(file, block.language === 'sh' ? `set -euo pipefail\n${block.code}` : block.code);
      // Not execFileSync: the server answers from this same process.
      const { stdout } = await promisify(execFile)(block.language === 'js' ? process.execPath : 'bash', [file], {
        cwd: dir,
        env: { ...process.env, PANELCRAFT_URL: server.url },
        timeout: 60_000,
      });
      expect(stdout.trim().length).toBeGreaterThan(0);
    },
    90_000,
  );
});
