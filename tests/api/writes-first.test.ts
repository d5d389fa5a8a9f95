// The Node host answers the writes read off the sockets in one turn before the reads read with them (writes-first.ts).
import { describe, expect, it } from 'vitest';
import { writesFirst } from '../../worker/platform/writes-first';

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

  it('lets a read that arrives alone through within the same turn of the loop (before any timer)', async () => {
    const fetch = writesFirst(async () => new Response('ok'));
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const response = await fetch(new Request('http://x/api/stories'), undefined);
    expect(await response.text()).toBe('ok');
    expect(timerRan).toBe(false);
  });
});
