// One boundary between the server and the offline AI: the server uses the package through its entry (the providers)
// only, the painter uses nothing of the server's web pages, and both take the renderer and the font outlines from
// packages/svg-render.
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO = join(import.meta.dirname, '..', '..', '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs)$/.test(path) ? [path] : [];
  });
const imports = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);

describe('the offline AI behind one boundary', () => {
  test('worker/ imports the offline AI by its entry only, never a file inside it', () => {
    const inside = files(join(REPO, 'worker')).flatMap((path) =>
      imports(path)
        .filter((spec) => /offline-ai\/src\/./.test(spec))
        .map((spec) => `${relative(REPO, path)}: ${spec}`),
    );
    expect(inside).toEqual([]);
    // The entries do use it (the check above looks at real imports).
    expect(imports(join(REPO, 'worker', 'entry.node.ts'))).toContain('../packages/offline-ai/src');
  });

  test('the painter imports nothing from worker/web, and the share card takes its fonts from packages/svg-render', () => {
    const web = [
      ...files(join(REPO, 'packages', 'offline-ai')),
      ...files(join(REPO, 'packages', 'svg-render')),
    ].flatMap((path) =>
      imports(path)
        .filter((spec) => /worker\/web\b|\/web\//.test(spec))
        .map((spec) => `${relative(REPO, path)}: ${spec}`),
    );
    expect(web).toEqual([]);
    // Whatever of the font outlines worker/ uses comes from packages/svg-render.
    const fonts = files(join(REPO, 'worker')).flatMap((path) =>
      imports(path).filter((spec) => /(og-font|outline-fonts)$/.test(spec)),
    );
    expect(fonts.length).toBeGreaterThan(0);
    for (const spec of fonts) expect(spec).toMatch(/packages\/svg-render\/src\//);
    expect(files(join(REPO, 'worker', 'web')).map((path) => relative(REPO, path))).not.toContain(
      'worker/web/og-font.ts',
    );
  });
});
