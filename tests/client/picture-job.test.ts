import { describe, expect, it } from 'vitest';
import { PICTURE_TIMEOUT_MESSAGE, settlePicture, type PictureStatus } from '../../src/lib/picture-job';

/** A fake clock: sleeping moves time on at once. */
function clock() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms), elapsed: () => time };
}

describe('settlePicture', () => {
  it('answers a finished picture without polling', async () => {
    const reads: string[] = [];
    const url = await settlePicture({ imageUrl: '/media/a.png' }, { readStatus: async (id) => (reads.push(id), { status: 'processing' }) });
    expect(url).toBe('/media/a.png');
    expect(reads).toEqual([]);
  });

  it('answers null when there is neither a picture nor a job', async () => {
    expect(await settlePicture({ imageUrl: null }, { readStatus: async () => ({ status: 'processing' }) })).toBeNull();
  });

  it('polls a pending job every 3 s until it completes', async () => {
    const time = clock();
    const answers: PictureStatus[] = [{ status: 'processing' }, { status: 'processing' }, { status: 'completed', imageUrl: '/media/done.png' }];
    const reads: number[] = [];
    const url = await settlePicture(
      { imageUrl: null, pending: true, jobId: 'job1' },
      { readStatus: async (id) => (expect(id).toBe('job1'), reads.push(time.now()), answers.shift()!), sleep: time.sleep, now: time.now },
    );
    expect(url).toBe('/media/done.png');
    expect(reads).toEqual([3000, 6000, 9000]);
  });

  it('throws the job error when it fails', async () => {
    const time = clock();
    await expect(
      settlePicture({ imageUrl: null, pending: true, jobId: 'j' }, { readStatus: async () => ({ status: 'failed', error: 'flagged as sensitive' }), ...time }),
    ).rejects.toThrow('flagged as sensitive');
  });

  it('gives up after 5 minutes', async () => {
    const time = clock();
    await expect(settlePicture({ imageUrl: null, pending: true, jobId: 'j' }, { readStatus: async () => ({ status: 'processing' }), ...time })).rejects.toThrow(
      PICTURE_TIMEOUT_MESSAGE,
    );
    expect(time.elapsed()).toBe(300_000);
  });
});
