// The answers in /api/openapi.json are typed from the procedures themselves: openapi-typescript turns the served document
// into types, and a small openapi-fetch script (strict, NodeNext, exactOptionalPropertyTypes) reads a feed card's title and
// a new story's _id without a cast, and fails to compile on a field that is not there. The answers also hold at run time:
// real answers validate against their documented schema.
import Ajv2020 from 'ajv/dist/2020.js';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTypes, CLIENT_TYPES_FILE } from '../../scripts/api-types';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import answers from '../../worker/rest/answers.json' with { type: 'json' };

const root = resolve(import.meta.dirname, '../..');
let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function tsc(project: string): string {
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

const SCRIPT = `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:1' });
const feed = await api.GET('/api/stories', { params: { query: { limit: 5 } } });
const firstTitle: string | undefined = feed.data?.data.stories[0]?.title;
const next: string | null | undefined = feed.data?.data.pagination.nextCursor;
const made = await api.POST('/api/stories', { body: { title: 'Typed' }, headers: { 'Idempotency-Key': 'k1' } });
const id: string | undefined = made.data?.data._id;
const progress: number | undefined = (await api.GET('/api/ai/scene-status/{id}', { params: { path: { id: 'x' } } })).data?.data.progress;
const problem: string | undefined = made.error?.errorType;
console.log(firstTitle, next, id, progress, problem);
`;

describe('typed answers in /api/openapi.json', () => {
  it('openapi-typescript types a script that reads a card title and a new story id with no cast', async () => {
    const document = (await t.call('GET', '/api/openapi.json')).json;
    await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(document)));
    await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    await mkdir(join(dir, 'node_modules'));
    await symlink(join(root, 'node_modules/openapi-fetch'), join(dir, 'node_modules/openapi-fetch'));
    await symlink(
      join(root, 'node_modules/openapi-typescript-helpers'),
      join(dir, 'node_modules/openapi-typescript-helpers'),
    );
    const options = {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      lib: ['ES2022', 'DOM'],
      noEmit: true,
      types: [],
    };
    await writeFile(join(dir, 'good.ts'), SCRIPT);
    await writeFile(
      join(dir, 'bad.ts'),
      SCRIPT.replace('.title;', '.titel;').replace("body: { title: 'Typed' }", 'body: { title: 42 }'),
    );
    // One compiler run for both: the good script has no error, the bad one exactly its two.
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: options, files: ['good.ts', 'bad.ts'] }),
    );
    const output = tsc('tsconfig.json');
    expect(
      output.split('\n').filter((line) => !line.startsWith('bad.ts') && line.trim() && !line.startsWith(' ')),
    ).toEqual([]);
    const bad = output;
    expect(bad).toMatch(/bad\.ts\(6,\d+\): error TS2551: Property 'titel' does not exist/);
    expect(bad).toMatch(/bad\.ts\(8,\d+\): error TS2322: Type 'number' is not assignable to type 'string'/);
  }, 120_000);

  it('documents units and requireds, and every JSON answer has a schema of its own', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    const schemas = doc.components.schemas;
    expect(schemas.Position.properties.x.description).toMatch(/fraction of its width, 0 to 1/);
    expect(schemas.Position.properties.y.description).toMatch(/fraction of its height, 0 to 1/);
    expect(schemas.TextBubble.properties.text.description).toMatch(/graphemes/);
    const status = doc.paths['/api/ai/scene-status/{id}'].get.responses['200'];
    expect(status.content['application/json'].schema.properties.data.properties.progress).toMatchObject({
      type: 'number',
      description: expect.stringMatching(/0 to 100/),
    });
    expect(status.description).toMatch(/text\/event-stream/);
    expect(status.headers['Retry-After']).toBeTruthy();
    const scene = doc.paths['/api/ai/generate-scene'].post.requestBody.content['application/json'].schema;
    expect(scene.required).toEqual(expect.arrayContaining(['storyId', 'prompt']));
    expect(scene.properties.prompt).toMatchObject({ type: 'string', minLength: 10, maxLength: 1000 });
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))![1] as any;
        const schema = success.content['application/json']?.schema;
        if (!schema) continue;
        // Every answer says what `data` (or its other fields) hold: no answer is an untyped object.
        expect(schema.type === 'object' || schema.anyOf || schema.$ref, `${method} ${path}`).toBeTruthy();
        if (schema.properties?.data)
          expect(Object.keys(schema.properties.data).length, `${method} ${path} data`).toBeGreaterThan(0);
      }
    }
  });

  it('real answers validate against their documented schemas', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json;
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const check = (method: string, path: string, status: string, body: unknown) => {
      const schema = JSON.parse(
        JSON.stringify(doc.paths[path][method].responses[status].content['application/json'].schema).replaceAll(
          '"#/components/',
          '"doc#/components/',
        ),
      );
      const validate = ajv.compile(schema);
      expect(validate(body) ? [] : validate.errors, `${method} ${path}`).toEqual([]);
    };
    const user = await registerUser(t);
    const made = await t.call('POST', '/api/stories', {
      token: user.token,
      body: { title: 'ありがとう 🎉', tags: ['ไทย'] },
    });
    check('post', '/api/stories', '201', made.json);
    const id = made.json.data._id;
    await t.call('PUT', `/api/stories/${id}`, { token: user.token, body: { status: 'published' } });
    check('get', '/api/stories', '200', (await t.call('GET', '/api/stories')).json);
    check('get', '/api/stories/{id}', '200', (await t.call('GET', `/api/stories/${id}`, { token: user.token })).json);
    check('get', '/api/auth/me', '200', (await t.call('GET', '/api/auth/me', { token: user.token })).json);
    check('get', '/api/tokens', '200', (await t.call('GET', '/api/tokens', { token: user.token })).json);
    check('get', '/api/stories/tags', '200', (await t.call('GET', '/api/stories/tags')).json);
  });

  it("answers.json and the client's types are what the procedures take and return today (npm run api:types)", async () => {
    const fresh = apiTypes();
    expect(fresh.answers).toEqual(answers);
    expect(fresh.clientTypes).toBe(await readFile(CLIENT_TYPES_FILE, 'utf8'));
  }, 120_000);
});
