// The catalogues are compiled once, ahead of time (npm run i18n:compile): the compiled folder is exactly what the
// script writes from today's catalogues, and no code the browser or the server runs compiles a message itself.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILED_DIR, compiledFiles } from '../../scripts/catalogues';
import { CATALOGUES } from '../../src/shared/i18n/compiled/index';
import { SERVER_CATALOGUES } from '../../src/shared/i18n/compiled/server';
import { CATALOGUES as RENDERER_CATALOGUES } from '../../src/shared/i18n/server-catalogues';
import { translatorOf } from '../../src/shared/i18n/translate';
import { translator } from '../../worker/web/i18n';

const ROOT = resolve(import.meta.dirname, '../..');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('compiled catalogues', () => {
  it('are what npm run i18n:compile writes from the catalogues (run it after editing one)', () => {
    const expected = compiledFiles();
    const onDisk = new Map(
      filesUnder(COMPILED_DIR).map((file) => [relative(COMPILED_DIR, file), readFileSync(file, 'utf8')]),
    );
    expect([...onDisk.keys()].sort()).toEqual([...expected.keys()].sort());
    const stale = [...expected].filter(([path, text]) => onDisk.get(path) !== text).map(([path]) => path);
    expect(stale, 'stale: run npm run i18n:compile').toEqual([]);
  });

  it('hold a Japanese plural and the pseudo-locale ready for the server, with no parsing at run time', () => {
    expect(Array.isArray(SERVER_CATALOGUES.common.ja['errors.waitSeconds'])).toBe(true);
    expect(translator('ja')('notFound.title')).toBe('ページが見つかりません');
    expect(translator('ar')('notFound.title')).toMatch(/[\u0600-\u06ff]/);
    expect(translator('en-XA')('notFound.title')).toBe('⟦Page Not Found⟧');
  });

  it("reach the server's page renderer from the server's own copy, area for area as the browser gets them", async () => {
    expect(Object.keys(RENDERER_CATALOGUES).sort()).toEqual(Object.keys(CATALOGUES).sort());
    for (const area of ['common', 'reader', 'account'] as const) {
      const served = (await RENDERER_CATALOGUES[area].ja!()).default;
      expect(served).toBe(SERVER_CATALOGUES[area].ja);
      expect(served).toEqual((await CATALOGUES[area]!.ja!()).default);
    }
    const pseudo = (await RENDERER_CATALOGUES.common['en-XA']!()).default;
    expect(translatorOf('en-XA', pseudo)('notFound.title')).toBe('⟦Page Not Found⟧');
    expect((await RENDERER_CATALOGUES.editor.ja!()).default).toEqual({});
  });

  it('are compiled by nothing the browser or the server runs', () => {
    const runtime = [...filesUnder(join(ROOT, 'src')), ...filesUnder(join(ROOT, 'worker'))].filter((file) =>
      /\.tsx?$/.test(file),
    );
    const compilers = runtime
      .filter((file) => /i18n\/compile'|@lingui\/message-utils/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(runtime.length).toBeGreaterThan(100);
    expect(compilers).toEqual([]);
  });
});
