// The Node host answers the writes read off the sockets in one turn before the reads read with them, and those reads
// longest-waiting connection first (writes-first.ts).
import { stat } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node';
import { writesFirst } from '../../worker/platform/writes-first';
import { takeAnswer } from '../helpers/raw-http';

describe('writesFirst', () => {
  it('runs the writes of a turn before its reads, the reads in arrival order, and answers each its own response', async () => {
    const order: string[] = [];
    const fetch = writesFirst(async (request: Request) => {
      order.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(`${request.method} ${new URL(request.url).pathname}`);
    });
    // As the I/O phase hands them over: reads and writes interleaved, all in one turn.
    const arrivals = [
      new Request('http://x/api/stories?page=1'),
      new Request('http://x/api/stories?page=2', { method: 'HEAD' }),
      new Request('http://x/api/likes/stories/a', { method: 'POST' }),
      new Request('http://x/api/stories/b'),
      new Request('http://x/api/stories/c', { method: 'DELETE' }),
    ];
    const responses = await Promise.all(arrivals.map((request) => fetch(request, undefined)));
    expect(order).toEqual(['POST /api/likes/stories/a', 'DELETE /api/stories/c', 'GET /api/stories', 'HEAD /api/stories', 'GET /api/stories/b']);
    expect(await Promise.all(responses.map((response) => response.text()))).toEqual([
      'GET /api/stories',
      'HEAD /api/stories',
      'POST /api/likes/stories/a',
      'GET /api/stories/b',
      'DELETE /api/stories/c',
    ]);
  });

  it('takes the reads of a turn in the order their connections were last answered, a new connection first', async () => {
    const order: string[] = [];
    const fetch = writesFirst(
      async (request: Request) => {
        order.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response(new URL(request.url).pathname);
      },
      (env: { connection: object }) => env.connection,
    );
    const [a, b, c, d, e] = [{}, {}, {}, {}, {}];
    // One turn each: c is answered first, then a, then b (a write, which counts as an answer too).
    await fetch(new Request('http://x/api/stories/c0'), { connection: c });
    await fetch(new Request('http://x/api/stories/a0'), { connection: a });
    await fetch(new Request('http://x/api/likes/stories/b0', { method: 'POST' }), { connection: b });
    order.length = 0;
    // Then one turn hands over reads on b, a, d (never answered) and c, and a write on e: the write first, then the
    // reads by how long their connection has waited.
    const answers = await Promise.all([
      fetch(new Request('http://x/api/stories/b1'), { connection: b }),
      fetch(new Request('http://x/api/stories/a1', { method: 'HEAD' }), { connection: a }),
      fetch(new Request('http://x/api/stories/d1'), { connection: d }),
      fetch(new Request('http://x/api/stories/e1', { method: 'PUT' }), { connection: e }),
      fetch(new Request('http://x/api/stories/c1'), { connection: c }),
    ]);
    expect(order).toEqual(['PUT /api/stories/e1', 'GET /api/stories/d1', 'GET /api/stories/c1', 'HEAD /api/stories/a1', 'GET /api/stories/b1']);
    // Each request still gets its own answer.
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['/api/stories/b1', '/api/stories/a1', '/api/stories/d1', '/api/stories/e1', '/api/stories/c1']);
    // The next turn follows the last one's answers: b, answered last, goes last.
    order.length = 0;
    await Promise.all([b, e, c, a].map((connection, index) => fetch(new Request(`http://x/api/stories/${index}`), { connection })));
    expect(order).toEqual(['GET /api/stories/1', 'GET /api/stories/2', 'GET /api/stories/3', 'GET /api/stories/0']);
  });

  it('lets a read that arrives alone through within the same turn of the loop (before any timer)', async () => {
    const fetch = writesFirst(async () => new Response('ok'));
    let timerRan = false;
    // From an I/O callback, as a request comes (the test's own code may run in the timers phase, where a due timer
    // would go before the check phase whatever the app did).
    const response = await new Promise<Response>((resolve) =>
      stat(import.meta.filename, () => {
        setTimeout(() => (timerRan = true), 0);
        resolve(fetch(new Request('http://x/api/stories'), undefined));
      }),
    );
    expect(await response.text()).toBe('ok');
    expect(timerRan).toBe(false);
  });

  it('knows the connections of the Node host: a read on the connection answered longer ago is answered first', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'panelcraft-turns-'));
    const server = await startNodeServer({ ...optionsFromEnv({}), port: 0, databaseUrl: `file:${join(dir, 'app.db')}`, mediaDir: join(dir, 'media'), distDir: join(dir, 'dist') });
    const { hostname, port } = new URL(server.url);
    const sockets: Socket[] = [];
    try {
      const answered: string[] = [];
      // A kept-alive connection that notes, by name, each whole answer it receives.
      const open = (name: string) =>
        new Promise<(path: string) => Promise<void>>((resolve) => {
          const socket = connect(Number(port), hostname, () => resolve(send));
          sockets.push(socket);
          let text = '';
          let done = () => {};
          socket.setEncoding('latin1');
          socket.on('data', (chunk: string) => {
            text += chunk;
            const answer = takeAnswer(text);
            if (!answer) return;
            text = answer.rest;
            answered.push(name);
            done();
          });
          const send = (path: string) =>
            new Promise<void>((resolveAnswer) => {
              done = resolveAnswer;
              socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
            });
        });
      const [early, late] = [await open('early'), await open('late')];
      await early('/api/health');
      await late('/api/health');
      // Both requests are in the kernel before the server's next turn, the late connection's first: the early one,
      // answered longer ago, is answered first.
      answered.length = 0;
      await Promise.all([late('/api/stories/tags'), early('/api/stories/tags')]);
      expect(answered).toEqual(['early', 'late']);
      // And the other way round, once the early connection has been answered last.
      await early('/api/health');
      answered.length = 0;
      await Promise.all([early('/api/stories/tags'), late('/api/stories/tags')]);
      expect(answered).toEqual(['late', 'early']);
    } finally {
      for (const socket of sockets) socket.destroy();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
