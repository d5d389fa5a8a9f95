// Request timeouts of the tRPC client: which operation gets which timeout, and what a timeout says.
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS, SCENE_TIMEOUT_MS, VIDEO_TIMEOUT_MS } from '../../src/shared/limits';
import { fetchWithTimeout, isLongOperation, operationTimeout, requestTimeout } from '../../src/lib/request-timeout';

describe('timeout per operation', () => {
  it('gives scene generation 120 s, video 360 s and everything else 30 s', () => {
    expect([REQUEST_TIMEOUT_MS, SCENE_TIMEOUT_MS, VIDEO_TIMEOUT_MS]).toEqual([30_000, 120_000, 360_000]);
    expect(operationTimeout('ai.generateScene')).toBe(120_000);
    expect(operationTimeout('ai.generateVideo')).toBe(360_000);
    for (const path of ['stories.list', 'auth.login', 'ai.generateImage', 'ai.sceneStatus', 'ai.videoStatus']) {
      expect(operationTimeout(path), path).toBe(30_000);
      expect(isLongOperation(path), path).toBe(false);
    }
    expect(isLongOperation('ai.generateScene') && isLongOperation('ai.generateVideo')).toBe(true);
  });

  it('reads the operations from the request URL, batched or not', () => {
    expect(requestTimeout('/trpc/ai.generateScene')).toBe(120_000);
    expect(requestTimeout('http://localhost:8787/trpc/ai.generateVideo?batch=1&input=%7B%7D')).toBe(360_000);
    expect(requestTimeout('/trpc/stories.list,auth.me?batch=1&input=%7B%7D')).toBe(30_000);
    expect(requestTimeout(`/trpc/${encodeURIComponent('stories.list,ai.generateScene')}?batch=1`)).toBe(120_000);
  });
});

describe('fetchWithTimeout', () => {
  /** A server that never answers, but stops when the request is aborted, as fetch does. */
  const silentServer = (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () =>
        reject(init.signal!.reason instanceof Error ? init.signal!.reason : new Error(String(init.signal!.reason))),
      ),
    );

  it("fails with 'timeout of {n}ms exceeded' when the answer takes too long", async () => {
    await expect(fetchWithTimeout('/trpc/auth.me', undefined, 20, silentServer)).rejects.toThrow(
      /^timeout of 20ms exceeded$/,
    );
  });

  it('answers in time, and a cancel by the caller stays a cancel', async () => {
    const answer = await fetchWithTimeout('/trpc/auth.me', undefined, 1000, async () => new Response('{}'));
    expect(await answer.text()).toBe('{}');
    const cancel = new AbortController();
    const pending = fetchWithTimeout('/trpc/auth.me', { signal: cancel.signal }, 1000, silentServer);
    cancel.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
