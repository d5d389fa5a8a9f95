// The import arrows point one way: the server (worker/ and the packages it runs: the offline AI, the SVG renderer) and
// the database read the spec (and the interface catalogues, in src/shared/i18n) from src/shared and nothing else of the
// client's sources; the client reads the server and the database only for types; src/shared stands on its own. The one
// thing of the client the server loads is its page renderer, built from the client's components into dist-ssr/ (the
// first paint drawn from the same components), through package.json's "#page-renderer".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, STATIC, importsOf, loadedModules, type ImportRef } from '../helpers/imports';

/** The packages whose code runs in the server (the Node host and the Worker). */
const SERVER_PACKAGES = ['packages/offline-ai/src', 'packages/svg-render/src'];

/** What breaks the arrows, one line per import ('' when it is allowed). */
export function violation(ref: Pick<ImportRef, 'file' | 'target' | 'typeOnly' | 'line'>): string {
  const from = ref.file;
  const to = ref.target;
  if (to === null) return ''; // a package
  const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
  const where = `${from}:${ref.line} imports ${to}`;
  const shared = (path: string) => within(path, 'src/shared');
  const server = within(from, 'worker') || SERVER_PACKAGES.some((folder) => within(from, folder));
  if (server && within(to, 'src') && !shared(to)) return `${where}: the server reads only src/shared of the client`;
  if (within(from, 'worker/data') && within(to, 'worker/trpc'))
    return `${where}: the data modules take the request context (worker/context.ts), not the tRPC layer`;
  if (within(from, 'db') && within(to, 'worker')) return `${where}: the database code does not import the server`;
  if (within(from, 'db') && within(to, 'src') && !within(to, 'src/shared'))
    return `${where}: the database code reads only src/shared of the client`;
  if (shared(from) && !shared(to)) return `${where}: src/shared stands on its own`;
  if (within(from, 'src') && (within(to, 'db') || within(to, 'worker')) && !ref.typeOnly)
    return `${where}: the client imports the server and database for types only`;
  return '';
}

/** The AI providers' contract: providers import only it (and their schemas), so it names the spec types they take. */
const PROVIDER_CONTRACT = 'worker/ai/types.ts';

/**
 * Names a module passes on from src/shared for an old import path ('' when none): `export … from` a shared module, or
 * `export { name }` of a name imported from one. Its importers should name the real home. Folder indexes (`index.ts`)
 * gather a folder's own modules and may re-export them.
 */
export function reexportOfShared(file: string, text: string): string {
  if (file.startsWith('src/shared/') || /(^|\/)index\.ts$/.test(file) || PROVIDER_CONTRACT === file) return '';
  const shared = importsOf(file, text).filter((ref) => ref.target?.startsWith('src/shared/'));
  const passedOn = shared.filter((ref) => /^\s*export\b/.test(text.split('\n')[ref.line - 1] ?? ''));
  const imported = new Set<string>();
  for (const match of text.matchAll(STATIC)) {
    if (match[1] !== 'import' || !importsOf(file, match[0]).some((ref) => ref.target?.startsWith('src/shared/')))
      continue;
    for (const name of /\{([\s\S]*)\}/.exec(match[3]!)?.[1]!.split(',') ?? [])
      imported.add(
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  }
  const named = [...text.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}\s*;/gm)].flatMap((match) =>
    match[1]!.split(',').map((name) =>
      name
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    ),
  );
  const names = [...passedOn.map((ref) => ref.target), ...named.filter((name) => imported.has(name))];
  return names.length ? `${file} re-exports ${names.join(', ')} from src/shared` : '';
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('import directions', () => {
  it('finds imports of every form and tells type-only ones apart', () => {
    const text = [
      "import { a } from '../src/lib/a';",
      "import type { B } from '../../worker/b';",
      "import { type C, type D } from '../worker/c';",
      "import { type E, f } from '../worker/e';",
      "export { g } from './g';",
      "export type { H } from '../db/h';",
      "import './side-effect';",
      "const lazy = () => import('../worker/lazy');",
      "type T = typeof import('../worker/types');",
      "import { z } from 'zod';",
      "import { serverCatalogues } from '#server-catalogues';",
    ].join('\n');
    const refs = importsOf('src/lib/x.ts', text).map(({ target, specifier, typeOnly }) => [
      target ?? specifier,
      typeOnly,
    ]);
    expect(refs).toEqual([
      ['src/src/lib/a', false],
      ['worker/b', true],
      ['src/worker/c', true],
      ['src/worker/e', false],
      ['src/lib/g', false],
      ['src/db/h', true],
      ['zod', false],
      ['src/shared/i18n/server-catalogues', false],
      ['src/lib/side-effect', false],
      ['src/worker/lazy', false],
      ['src/worker/types', true],
    ]);
    expect(importsOf('src/lib/x.ts', text).filter((ref) => ref.target === null)).toMatchObject([
      { specifier: 'zod', dynamic: false },
    ]);
  });

  it('follows what a module loads when it runs: packages by name, files by path, not its types', () => {
    const loaded = loadedModules('src/lib/errors.ts');
    expect(loaded).toContain('@trpc/client');
    expect(loaded).toContain('src/lib/messages.ts');
    expect(loaded).toContain('src/shared/messages.ts');
    // `import type { AppRouter }` is erased: the server's router is not loaded by the client.
    expect([...loaded].filter((name) => name.startsWith('worker/'))).toEqual([]);
  });

  it('names each kind of wrong arrow and lets the right ones pass', () => {
    const ref = (file: string, target: string, typeOnly = false) => ({ file, target, typeOnly, line: 1 });
    expect(violation(ref('worker/ai/engine/bubbles.ts', 'src/editor/bubble-style'))).toMatch(/only src\/shared/);
    expect(violation(ref('worker/ai/engine/bubbles.ts', 'src/shared/bubbles'))).toBe('');
    expect(violation(ref('packages/offline-ai/src/scene.ts', 'src/lib/format'))).toMatch(/only src\/shared/);
    expect(violation(ref('packages/offline-ai/src/scene.ts', 'src/shared/stories'))).toBe('');
    expect(violation(ref('worker/web/i18n.ts', 'src/shared/i18n/sources'))).toBe('');
    expect(violation(ref('worker/web/pages.ts', 'src/lib/i18n'))).toMatch(/only src\/shared/);
    expect(violation(ref('worker/data/editable.ts', 'worker/trpc/init'))).toMatch(/not the tRPC layer/);
    expect(violation(ref('worker/trpc/init.ts', 'worker/data/sessions'))).toBe('');
    expect(violation(ref('db/schema.ts', 'src/lib/i18n', true))).toMatch(/only src\/shared/);
    expect(violation(ref('src/shared/i18n/compile.ts', 'src/lib/i18n'))).toMatch(/stands on its own/);
    expect(violation(ref('db/seed.ts', 'worker/auth/password', true))).toMatch(/does not import the server/);
    expect(violation(ref('db/schema.ts', 'src/shared/bubbles', true))).toBe('');
    expect(violation(ref('src/lib/trpc.ts', 'worker/trpc/router'))).toMatch(/for types only/);
    expect(violation(ref('src/lib/trpc.ts', 'worker/trpc/router', true))).toBe('');
    expect(violation(ref('src/editor/bubble-style.ts', 'db/schema'))).toMatch(/for types only/);
    expect(violation(ref('src/shared/bubbles.ts', 'src/editor/bubble-style'))).toMatch(/stands on its own/);
  });

  it('holds across worker/, db/, src/ and the server packages', () => {
    const files = [
      ...sourceFiles('worker'),
      ...sourceFiles('db'),
      ...sourceFiles('src'),
      ...SERVER_PACKAGES.flatMap(sourceFiles),
    ];
    expect(files.length).toBeGreaterThan(100);
    const problems = files
      .flatMap((file) => importsOf(file, readFileSync(join(ROOT, file), 'utf8')).map(violation))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });
});

describe('one home for the spec', () => {
  it('spots a shim that passes src/shared on, and lets a module that only uses it pass', () => {
    expect(reexportOfShared('src/lib/upload.ts', "export { MAX_UPLOAD_BYTES } from '../shared/upload';")).toMatch(
      /re-exports src\/shared\/upload/,
    );
    expect(
      reexportOfShared(
        'db/schema.ts',
        "import type { TextBubble } from '../src/shared/bubbles';\nexport type { TextBubble };",
      ),
    ).toMatch(/re-exports TextBubble/);
    expect(
      reexportOfShared(
        'src/lib/upload.ts',
        "import { MAX_UPLOAD_BYTES } from '../shared/upload';\nexport const limit = MAX_UPLOAD_BYTES;",
      ),
    ).toBe('');
    expect(reexportOfShared('src/shared/validation.ts', "export { MEDIA_URL_MESSAGE } from './media';")).toBe('');
  });

  it('no module outside src/shared re-exports it for an old import path', () => {
    const files = [...sourceFiles('worker'), ...sourceFiles('db'), ...sourceFiles('src'), ...sourceFiles('scripts')];
    const shims = files.map((file) => reexportOfShared(file, readFileSync(join(ROOT, file), 'utf8'))).filter(Boolean);
    expect(shims).toEqual([]);
  });
});
