// No refusal without a code: the domain error cannot be built from English alone (its constructor takes a message
// code), only the error mapper makes tRPC errors, every hand-written error body names its code, and every tRPC
// procedure, called without a token, with a revoked one and with ids of nothing, answers each refusal with a
// `messageCode` from the union whose English is the answer's `message`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMessageCode, messageText } from '../../src/shared/messages';
import { appRouter } from '../../worker/trpc/router';
import { createTestApp, registerUser, type TestApp } from '../helpers/app';
import { createStory } from '../helpers/stories';

const ROOT = resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
        ? [join(dir, entry.name)]
        : [],
  );

describe('every place the server refuses', () => {
  const files = sources('worker').map(
    (file) => [relative(ROOT, join(ROOT, file)), readFileSync(join(ROOT, file), 'utf8')] as const,
  );

  it('makes tRPC errors in one place only, from domain errors that carry their code', () => {
    expect(files.length).toBeGreaterThan(50);
    const makers = files.filter(([, text]) => /new TRPCError\(/.test(text)).map(([file]) => file);
    expect(makers).toEqual(['worker/trpc/errors.ts']);
    const errors = readFileSync(join(ROOT, 'worker/errors.ts'), 'utf8');
    // The constructor's second argument is the message code: English alone does not compile.
    expect(errors).toMatch(/constructor\(\s*readonly code: DomainErrorCode,\s*messageCode: MessageCode,/);
  });

  it('writes no error body by hand without its code', () => {
    const uncoded: string[] = [];
    for (const [file, text] of files) {
      for (const match of text.matchAll(/success: false/g)) {
        const line = text.slice(0, match.index).split('\n').length;
        const lineText = text.split('\n')[line - 1]!;
        if (/^\s*(\/\/|\*|\/\*\*)/.test(lineText) || /type |interface /.test(lineText)) continue;
        // The body's code: named, spread from codedMessage(), or from a coded value.
        const body = text.slice(match.index, match.index + 400).split(/\)\s*,\s*\d{3}\s*\)|\n\s*\);/)[0]!;
        if (!/messageCode|codedMessage\(|\.\.\.coded\b|\.\.\.body\b|INTERNAL|internal\(/.test(body))
          uncoded.push(`${file}:${line}`);
      }
    }
    expect(uncoded).toEqual([]);
  });
});

describe('every tRPC procedure', () => {
  let t: TestApp;
  let token: string;
  let revoked: string;
  let storyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t)).token;
    storyId = (await createStory(t, token, { title: '物語 🐉' }))._id;
    revoked = (await registerUser(t)).token;
    expect((await t.call('POST', '/api/auth/logout', { token: revoked })).status).toBeLessThan(400);
  });
  afterAll(() => t.close());

  /** Inputs that name nothing that exists (and a story of the caller's, so checks past the story's run too). */
  const inputs = () => [
    undefined,
    {},
    {
      id: 'nothing-here',
      storyId,
      sceneId: 'nothing-here',
      panelNumber: 1,
      sceneNumber: 1,
      characterId: 'nothing-here',
      locationId: 'nothing-here',
      jobId: 'nothing-here',
      versionId: 'nothing-here',
      username: 'nobody_here',
    },
    { id: 'ٱلعربية हिन्दी ไทย 日本語 😀', storyId: 'ٱلعربية', order: [99, 99] },
    { id: 'nothing-here' },
    { storyId },
    { sceneId: 'nothing-here' },
    { jobId: 'nothing-here' },
  ];

  it('answers each refusal with a code from the union whose English is its message', async () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    expect(procedures.length).toBeGreaterThan(40);
    const uncoded: string[] = [];
    let refusals = 0;
    for (const [path, procedure] of procedures) {
      if (procedure._def.type === 'subscription') continue;
      for (const [who, bearer] of [
        ['no token', undefined],
        ['revoked token', revoked],
        ['signed in', token],
      ] as const) {
        for (const input of inputs()) {
          const headers = {
            'content-type': 'application/json',
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          };
          const res =
            procedure._def.type === 'query'
              ? await t.app.request(
                  `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
                  { headers },
                )
              : await t.app.request(`/trpc/${path}`, {
                  method: 'POST',
                  headers,
                  body: input === undefined ? undefined : JSON.stringify(input),
                });
          if (res.status < 400) continue;
          refusals++;
          const body = (await res.json()) as {
            error?: { message: string; data?: { messageCode?: string; params?: Record<string, string | number> } };
          };
          const { message = '', data = {} } = body.error ?? {};
          if (!isMessageCode(data.messageCode) || message !== messageText(data.messageCode, data.params))
            uncoded.push(`${path} (${who}, ${JSON.stringify(input)}): ${res.status} ${message} [${data.messageCode}]`);
        }
      }
    }
    expect(refusals).toBeGreaterThan(100);
    expect(uncoded).toEqual([]);
  }, 600_000);
});
