// Node's embedded connections: the libSQL client's answers for the same statements, a snapshot per read batch, refused
// writes on the reader, atomic write batches on the writer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, type BatchConnection } from '../../db/embedded';
import { prepareFileDatabase } from '../../db/client';
import { startCheckpoints, type CheckpointResult } from '../../db/checkpoints';

let dir: string;
let writer: ReturnType<typeof createClient>;
let reader: BatchConnection;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-reader-'));
  writer = createClient({ url: `file:${join(dir, 'r.db')}` });
  await prepareFileDatabase(writer);
  await writer.execute('create table t (id text primary key, n integer, flag integer, at integer)');
  await writer.execute({ sql: 'insert into t values (?, ?, ?, ?), (?, ?, ?, ?)', args: ['a', 1, 1, 1700000000000, 'b', 2, 0, 1700000000001] });
  reader = openEmbedded(join(dir, 'r.db'), { readOnly: true, maxStatements: 2 });
});

afterAll(async () => {
  reader.close();
  writer.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded connections', () => {
  it('answers as the libSQL client does, with booleans and dates bound as it binds them', async () => {
    const statement = { sql: 'select id, n, at from t where flag = ? and at < ? order by id', args: [true, new Date(1800000000000)] };
    const [mine] = await reader.read([statement]);
    const theirs = await writer.execute(statement);
    expect(mine!.rows).toEqual(theirs.rows.map((row) => ({ id: row.id, n: row.n, at: row.at })));
    expect(mine!.rows).toEqual([{ id: 'a', n: 1, at: 1700000000000 }]);
  });

  it('sees each commit, also through statements it keeps prepared (and after dropping the oldest)', async () => {
    const count = { sql: 'select count(*) as c from t', args: [] };
    expect((await reader.read([count]))[0]!.rows[0]).toEqual({ c: 2 });
    await writer.execute({ sql: 'insert into t values (?, ?, ?, ?)', args: ['c', 3, 1, 0] });
    expect((await reader.read([count]))[0]!.rows[0]).toEqual({ c: 3 });
    // Three more statements than the two it keeps: each still answers.
    for (const n of [1, 2, 3]) expect((await reader.read([{ sql: `select ${n} as n`, args: [] }]))[0]!.rows).toEqual([{ n }]);
    expect((await reader.read([count]))[0]!.rows[0]).toEqual({ c: 3 });
  });

  it('runs several statements in one snapshot and refuses writes, leaving no transaction open', async () => {
    const results = await reader.read([
      { sql: 'select count(*) as c from t', args: [] },
      { sql: 'select id from t where n = ?', args: [2] },
    ]);
    expect(results.map((result) => result.rows)).toEqual([[{ c: 3 }], [{ id: 'b' }]]);
    await expect(reader.read([{ sql: 'select 1', args: [] }, { sql: "update t set n = 9 where id = 'a'", args: [] }])).rejects.toThrow(/readonly|read-only/i);
    expect((await reader.read([{ sql: "select n from t where id = 'a'", args: [] }]))[0]!.rows).toEqual([{ n: 1 }]);
    await expect(reader.read([{ sql: 'select ?', args: [undefined as never] }])).rejects.toThrow(TypeError);
  });

  it('writes a batch atomically with counts and RETURNING rows, and rolls all of it back on a failure', async () => {
    const writer = openEmbedded(join(dir, 'r.db'));
    try {
      const [insert, update, returning] = await writer.write([
        { sql: 'insert into t values (?, ?, ?, ?)', args: ['d', 4, 0, 0] },
        { sql: 'update t set flag = 1 where n > ?', args: [1] },
        { sql: "update t set n = n + 10 where id = 'd' returning n", args: [] },
      ]);
      expect(insert!.rowsAffected).toBe(1);
      expect(update!.rowsAffected).toBe(3);
      expect(returning!.rows).toEqual([{ n: 14 }]);
      await expect(
        writer.write([
          { sql: "update t set n = 0 where id = 'a'", args: [] },
          { sql: 'insert into t values (?, ?, ?, ?)', args: ['a', 0, 0, 0] },
        ]),
      ).rejects.toThrow(/UNIQUE constraint failed/);
      // Nothing of the failed batch stays, and the connection is usable again.
      expect((await reader.read([{ sql: "select n from t where id = 'a'", args: [] }]))[0]!.rows).toEqual([{ n: 1 }]);
      expect((await writer.write([{ sql: "delete from t where id = 'd'", args: [] }]))[0]!.rowsAffected).toBe(1);
      await expect(reader.write([{ sql: 'select 1', args: [] }])).rejects.toThrow(/only reads/);
    } finally {
      writer.close();
    }
  });

  it('checkpoints the WAL on its own thread when the writer does not', async () => {
    const path = join(dir, 'ck.db');
    const setup = createClient({ url: `file:${path}` });
    await prepareFileDatabase(setup);
    setup.close();
    const writer = openEmbedded(path, { autoCheckpoint: false });
    const seen: CheckpointResult[] = [];
    const checkpoints = startCheckpoints(path, { everyMs: 20, onCheckpoint: (result) => seen.push(result) });
    try {
      await writer.write([{ sql: 'create table if not exists big (v text)', args: [] }]);
      // Well over the 1,000 pages after which a connection would checkpoint inside a commit.
      for (let i = 0; i < 40; i += 1) await writer.write([{ sql: 'insert into big select hex(randomblob(2000)) from (select 1 union all select 2 union all select 3) a, (select 1 union all select 2 union all select 3 union all select 4 union all select 5 union all select 6 union all select 7 union all select 8 union all select 9 union all select 10) b', args: [] }]);
      const frames = () => seen.filter((result) => result.log > 0 && result.checkpointed === result.log);
      for (let waited = 0; frames().length === 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(frames().length, JSON.stringify(seen.slice(-3))).toBeGreaterThan(0);
      expect(Math.max(...frames().map((result) => result.log))).toBeGreaterThan(100);
    } finally {
      await checkpoints.stop();
      writer.close();
    }
  });
});
