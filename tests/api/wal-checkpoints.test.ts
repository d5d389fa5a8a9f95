// The Node host's WAL checkpoints (db/wal-checkpoints.ts): run off the event loop, keep the WAL restarting, and when
// they stop, SQLite's own automatic checkpoint still bounds the WAL and nothing written is lost.
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileClient, openNodeClient } from '../../db/file-client';
import { SAFETY_NET_PAGES } from '../../db/wal-checkpoints';

const PAGE = 4096;
/** About 1 MB of rows in one transaction: some 260 WAL pages. */
const ROUND = Array.from({ length: 32 }, () => ({ sql: 'insert into t (b) values (randomblob(32000))', args: [] }));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-wal-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function open(name: string) {
  const path = join(dir, name);
  const client = await openNodeClient(`file:${path}`);
  await client.execute('create table t (id integer primary key, b blob not null)');
  // The FileClient behind the client's turn-taking proxy, for its checkpoints.
  return { path, client, file: client as unknown as FileClient };
}

const walPages = (path: string) => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size / PAGE : 0);
const count = async (client: Client) => Number((await client.execute('select count(*) from t')).rows[0]![0]);

describe('WAL checkpoints on the Node host', () => {
  it('run off the event loop', async () => {
    const { client, file } = await open('off-loop.db');
    try {
      for (let i = 0; i < 10; i++) await client.batch(ROUND, 'write');
      let turned = false;
      setImmediate(() => (turned = true));
      // A checkpoint run on this thread would have finished before the event loop's next turn.
      await file.checkpoints!.checkpoint();
      expect(turned).toBe(true);
    } finally {
      client.close();
    }
  });

  it('let each next write start the WAL over', async () => {
    const { path, client, file } = await open('restart.db');
    try {
      for (let i = 0; i < 20; i++) {
        await client.batch(ROUND, 'write');
        await file.checkpoints!.checkpoint();
      }
      // Twenty rounds without a checkpoint would be some 5,000 pages (under the automatic checkpoint's threshold).
      expect(walPages(path)).toBeLessThan(600);
      expect(await count(client)).toBe(20 * ROUND.length);
    } finally {
      client.close();
    }
  });

  it('when stopped, SQLite still bounds the WAL and nothing written is lost', async () => {
    const { path, client, file } = await open('stopped.db');
    file.checkpoints!.close();
    // 60 rounds: some 15,600 pages written, past the automatic checkpoint's threshold.
    for (let i = 0; i < 60; i++) await client.batch(ROUND, 'write');
    expect(walPages(path)).toBeGreaterThan(SAFETY_NET_PAGES / 2);
    expect(walPages(path)).toBeLessThan(SAFETY_NET_PAGES + 400);
    client.close();
    const again = await openNodeClient(`file:${path}`);
    try {
      expect(await count(again)).toBe(60 * ROUND.length);
      expect((await again.execute('pragma integrity_check')).rows[0]![0]).toBe('ok');
    } finally {
      again.close();
    }
  });
});
