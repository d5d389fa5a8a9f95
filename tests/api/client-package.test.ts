// @panelcraft/client as a script's author gets it: packed with `npm pack`, installed into a temporary folder outside the
// repo, type-checked under NodeNext and Bundler with strict and exactOptionalPropertyTypes and without skipLibCheck
// (scripts/example.ts itself, and wrong inputs and options that must not compile), then run against the real Node server.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node';

const root = resolve(import.meta.dirname, '../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
let server: Awaited<ReturnType<typeof startNodeServer>>;
let serverDir: string;
let scriptDir: string;

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const tsconfig = (resolution: 'NodeNext' | 'Bundler', files: string[], emit: boolean) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: resolution === 'NodeNext' ? 'NodeNext' : 'ESNext',
      moduleResolution: resolution,
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      // Every declaration file is checked: the client's own, tRPC's and Node's.
      skipLibCheck: false,
      types: ['node'],
      ...(emit ? { outDir: 'out' } : { noEmit: true }),
    },
    files,
  });

/** tsc's output for a project file in the script folder ('' when it compiles). */
function typeCheck(project: string): string {
  try {
    run(process.execPath, [tsc, '-p', project], scriptDir);
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

beforeAll(async () => {
  serverDir = await mkdtemp(join(tmpdir(), 'panelcraft-client-server-'));
  await mkdir(join(serverDir, 'dist/assets'), { recursive: true });
  await writeFile(join(serverDir, 'dist/index.html'), '<!doctype html><div id="root"></div>');
  server = await startNodeServer({
    ...optionsFromEnv({}),
    port: 0,
    databaseUrl: `file:${join(serverDir, 'app.db')}`,
    mediaDir: join(serverDir, 'media'),
    distDir: join(serverDir, 'dist'),
  });

  // npm pack builds the package (its prepack script) and packs dist/ alone.
  scriptDir = await mkdtemp(join(tmpdir(), 'panelcraft-script-'));
  run('npm', ['pack', '--pack-destination', scriptDir, '--silent'], join(root, 'packages/client'));
  const tarball = (await readdir(scriptDir)).find((name) => name.endsWith('.tgz'))!;
  await writeFile(
    join(scriptDir, 'package.json'),
    JSON.stringify({ name: 'my-script', private: true, type: 'module' }),
  );
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `./${tarball}`, '@types/node@20'], scriptDir);
}, 900_000);

afterAll(async () => {
  await server?.close();
  await rm(serverDir, { recursive: true, force: true });
  await rm(scriptDir, { recursive: true, force: true });
});

describe('@panelcraft/client, packed and installed outside the repo', () => {
  it('ships compiled JS and one .d.ts, and no app sources', async () => {
    const files = await readdir(join(scriptDir, 'node_modules/@panelcraft/client/dist'));
    expect(files.sort()).toEqual(['index.d.ts', 'index.js']);
    expect(scriptDir.startsWith(root)).toBe(false);
  });

  it('declares only its own types: no server code, no database driver, no schema, no column names', async () => {
    const types = await readFile(join(scriptDir, 'node_modules/@panelcraft/client/dist/index.d.ts'), 'utf8');
    const imports = [...types.matchAll(/^import .* from ['"]([^'"]+)['"];?$/gm)].map((match) => match[1]);
    expect(imports).toEqual([]);
    expect(types).not.toMatch(/drizzle|libsql|password_hash|token_hash|passwordHash|tokenHash|sqlite/i);
    // Installing it brings no database packages either.
    const installed = await readdir(join(scriptDir, 'node_modules'));
    expect(installed.filter((name) => /drizzle|libsql/.test(name))).toEqual([]);
  });

  it('type-checks scripts/example.ts under NodeNext and Bundler with exactOptionalPropertyTypes, and refuses a wrong input', async () => {
    await copyFile(join(root, 'scripts/example.ts'), join(scriptDir, 'example.ts'));
    await writeFile(
      join(scriptDir, 'banana.ts'),
      "import { createClient } from '@panelcraft/client';\nconst api = createClient({ url: 'http://127.0.0.1:1' });\nawait api.stories.list.query({ page: 'banana' });\n",
    );
    await writeFile(
      join(scriptDir, 'typo.ts'),
      "import { createClient } from '@panelcraft/client';\nconst api = createClient({ url: 'http://127.0.0.1:1' });\nawait api.stories.create.mutate({ title: 'x' }, { context: { idempotencykey: 'k' } });\nawait api.stories.create.mutate({ titel: 'x' });\n",
    );
    // One NodeNext run for the example (emitted for the next test) and the wrong inputs: only their errors may show.
    await writeFile(
      join(scriptDir, 'tsconfig.nodenext.json'),
      tsconfig('NodeNext', ['example.ts', 'banana.ts', 'typo.ts'], true),
    );
    await writeFile(join(scriptDir, 'tsconfig.bundler.json'), tsconfig('Bundler', ['example.ts'], false));
    expect(typeCheck('tsconfig.bundler.json')).toBe('');
    const banana = typeCheck('tsconfig.nodenext.json');
    // Nothing but the wrong inputs' own errors (and their indented detail): example.ts compiles under NodeNext too.
    expect(
      banana.split('\n').filter((line) => line.trim() && !line.startsWith(' ') && !/^(banana|typo)\.ts\(/.test(line)),
    ).toEqual([]);
    expect(banana).toMatch(/banana\.ts\(3,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/);
    // A misspelt idempotency option, or a misspelt field, does not compile (it would otherwise be lost quietly).
    expect(banana).toMatch(
      /typo\.ts\(3,\d+\): error TS2561: Object literal may only specify known properties, but 'idempotencykey' does not exist in type 'CallContext'/,
    );
    expect(banana).toMatch(
      /typo\.ts\(4,\d+\): error TS2561: Object literal may only specify known properties, but 'titel' does not exist/,
    );
    expect(
      banana.split('\n').filter((line) => /^\S+\(\d+,\d+\): error/.test(line) && !/^(banana|typo)\.ts/.test(line)),
    ).toEqual([]);
  }, 300_000);

  it('runs the example against the real server', async () => {
    // Not execFileSync: the server answers from this same process, so the test must not block it.
    const { stdout: output } = await promisify(execFile)(process.execPath, ['out/example.js'], {
      cwd: scriptDir,
      env: { ...process.env, PANELCRAFT_URL: server.url },
    });
    expect(output).toContain('Signed in as script_demo');
    expect(output).toMatch(/Created draft \w+ \(draft\), once/);
    expect(output).toContain('The feed has 0 published stories');
    // The scene's progress came as a stream: each panel as it landed, then done.
    expect(output).toMatch(/Panel 1 landed: \/media\//);
    expect(output).toMatch(/Panel 2 landed: \/media\//);
    expect(output).toContain('Scene complete at 100%');
  }, 120_000);
});
