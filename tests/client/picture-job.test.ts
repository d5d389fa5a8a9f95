import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PICTURE_TIMEOUT_MESSAGE,
  pictureStatusUrl,
  settlePicture,
  type PictureStatus,
} from '../../src/lib/picture-job';
import type { followStatusStream, StatusStreamHandlers } from '../../src/lib/status-stream';

// The status call is a real HTTP server on 127.0.0.1 answering JSON with Retry-After, as worker/rest/progress.ts does;
// the stream is a stand-in for the browser's EventSource (Node has none), driven by each test.
let server: Server;
let origin = '';
let queue: PictureStatus[] = [];
let asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.url} ${request.headers.accept}`);
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    if (!answer) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Job not found' }));
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(answer.status === 'processing' ? { 'retry-after': '2' } : {}),
    });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  queue = [];
  asked = [];
});

/** A fake clock: sleeping moves time on at once. */
function clock() {
  let time = 0;
  const slept: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => void (slept.push(ms), (time += ms)),
    slept,
    jump: (ms: number) => void (time += ms),
  };
}

/** A stream that plays `script` once opened (after a tick, as EventSource does) and records what it was asked. */
function fakeStream(script: (handlers: StatusStreamHandlers<PictureStatus>) => void) {
  const opened: string[] = [];
  let closed = 0;
  const stream = (<T>(url: string, handlers: StatusStreamHandlers<T>) => {
    opened.push(url);
    setTimeout(() => script(handlers as unknown as StatusStreamHandlers<PictureStatus>), 0);
    return () => void (closed += 1);
  }) as typeof followStatusStream;
  return { stream, opened, closed: () => closed };
}

/** The seams that point the poll at the local server. */
const toServer = (time: ReturnType<typeof clock>) => ({
  sleep: time.sleep,
  now: time.now,
  poll: (<T>(url: string, pace: { current: number }) =>
    import('../../src/lib/status-stream').then(({ pollStatus }) => pollStatus<T>(`${origin}${url}`, pace))) as never,
});

describe('settlePicture', () => {
  it('answers a finished picture without following anything', async () => {
    const { stream, opened } = fakeStream(() => {});
    expect(await settlePicture({ imageUrl: '/media/a.png' }, { stream, streamable: () => true })).toBe('/media/a.png');
    expect(await settlePicture({ imageUrl: null }, { stream, streamable: () => true })).toBeNull();
    expect(opened).toEqual([]);
  });

  it('follows a pending job on its status stream, with no polls while it holds', async () => {
    const time = clock();
    const { stream, opened, closed } = fakeStream((on) => {
      on.answer({ status: 'processing' });
      on.answer({ status: 'completed', imageUrl: '/media/done.png' });
    });
    const url = await settlePicture(
      { imageUrl: null, pending: true, jobId: 'job 1/ア' },
      { stream, streamable: () => true, ...toServer(time) },
    );
    expect(url).toBe('/media/done.png');
    expect(opened).toEqual([pictureStatusUrl('job 1/ア')]);
    expect(opened[0]).toBe('/api/ai/image-status/job%201%2F%E3%82%A2');
    expect(closed()).toBe(1);
    expect(asked).toEqual([]);
  });

  it("polls at the server's Retry-After once the stream is refused", async () => {
    const time = clock();
    queue = [
      { status: 'processing' },
      { status: 'processing' },
      { status: 'completed', imageUrl: '/media/polled.png' },
    ];
    const { stream, opened } = fakeStream((on) => on.failed());
    const url = await settlePicture(
      { imageUrl: null, pending: true, jobId: 'j2' },
      { stream, streamable: () => true, ...toServer(time) },
    );
    expect(url).toBe('/media/polled.png');
    expect(opened).toHaveLength(1);
    expect(asked).toEqual(Array(3).fill('/api/ai/image-status/j2 application/json'));
    // Retry-After: 2 (seconds), not the 3 s the client would wait unprompted.
    expect(time.slept).toEqual([2000, 2000]);
  });

  it('polls at once where there is no stream, and says a failed poll', async () => {
    const time = clock();
    const { stream, opened } = fakeStream(() => {});
    await expect(
      settlePicture(
        { imageUrl: null, pending: true, jobId: 'gone' },
        { stream, streamable: () => false, ...toServer(time) },
      ),
    ).rejects.toThrow('Job not found');
    expect(opened).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('throws the job error when it fails on the stream', async () => {
    const time = clock();
    const { stream } = fakeStream((on) => on.answer({ status: 'failed', error: 'flagged as sensitive' }));
    await expect(
      settlePicture(
        { imageUrl: null, pending: true, jobId: 'j' },
        { stream, streamable: () => true, ...toServer(time) },
      ),
    ).rejects.toThrow('flagged as sensitive');
    expect(asked).toEqual([]);
  });

  it('gives up after 5 minutes of polls', async () => {
    const time = clock();
    queue = [{ status: 'processing' }];
    await expect(
      settlePicture({ imageUrl: null, pending: true, jobId: 'j' }, { streamable: () => false, ...toServer(time) }),
    ).rejects.toThrow(PICTURE_TIMEOUT_MESSAGE);
    expect(time.now()).toBe(300_000);
    expect(asked).toHaveLength(151);
  });

  it('gives up on a stream that stays silent past the limit, and closes it', async () => {
    const time = clock();
    const { stream, closed } = fakeStream((on) => {
      on.answer({ status: 'processing' });
      time.jump(300_000);
    });
    await expect(
      settlePicture(
        { imageUrl: null, pending: true, jobId: 'j' },
        { stream, streamable: () => true, ...toServer(time) },
      ),
    ).rejects.toThrow(PICTURE_TIMEOUT_MESSAGE);
    expect(closed()).toBe(1);
    expect(asked).toEqual([]);
  });

  it("ends the wait on the stream's done even when the answer does not look over", async () => {
    const time = clock();
    const { stream, closed } = fakeStream((on) => {
      // The server's `done` with an answer that is still 'processing' as far as this client can tell.
      on.answer({ status: 'processing' });
      on.done?.({ status: 'processing' });
    });
    await expect(
      settlePicture(
        { imageUrl: null, pending: true, jobId: 'j' },
        { stream, streamable: () => true, ...toServer(time) },
      ),
    ).rejects.toThrow(PICTURE_TIMEOUT_MESSAGE);
    expect(closed()).toBe(1);
    expect(asked).toEqual([]);
    expect(time.now()).toBe(0);
  });
});
