// Node's read connection: the libSQL client's answers for the same statements, a snapshot per batch, refused writes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedReader, type BatchReader } from '../../db/embedded-reader';
import { prepareFileDatabase } from '../../db/client';

let dir: string;
let writer: ReturnType<typeof createClient>;
let reader: BatchReader;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-reader-'));
  writer = createClient({ url: `file:${join(dir, 'r.db')}` });
  await prepareFileDatabase(writer);
  await writer.execute('create table t (id text primary key, n integer, flag integer, at integer)');
  await writer.execute({ sql: 'insert into t values (?, ?, ?, ?), (?, ?, ?, ?)', args: ['a', 1, 1, 1700000000000, 'b', 2, 0, 1700000000001] });
  reader = openEmbeddedReader(join(dir, 'r.db'), { maxStatements: 2 });
});

afterAll(async () => {
  reader.close();
  writer.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded reader', () => {
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
});
