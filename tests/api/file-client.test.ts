// The Node host's file client gives what @libsql/client's file client gives (rows, integers, blobs, counts, errors,
// batches, transactions, migrations), while keeping statements prepared.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, LibsqlBatchError, LibsqlError, type Client, type InStatement } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, prepareFileDatabase } from '../../db/client';
import { openNodeClient } from '../../db/file-client';
import { migrateDatabase } from '../../db/migrate';
import { users } from '../../db/schema';

let dir: string;
let ours: Client;
let theirs: Client;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-file-client-'));
  ours = await openNodeClient(`file:${join(dir, 'ours.db')}`);
  theirs = createClient({ url: `file:${join(dir, 'theirs.db')}` });
  await prepareFileDatabase(theirs);
  const schema = `create table t (id integer primary key, name text unique not null, n integer, r real, b blob, check (n is null or n >= 0))`;
  await ours.execute(schema);
  await theirs.execute(schema);
});

afterAll(async () => {
  ours.close();
  theirs.close();
  await rm(dir, { recursive: true, force: true });
});

/** What a result set is made of, in a form `toEqual` compares fully (own keys, the index view, `length`). */
function shape(result: Awaited<ReturnType<Client['execute']>>) {
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rows: result.rows.map((row) => ({
      named: { ...row },
      keys: Object.keys(row),
      indexed: Array.prototype.slice.call(row),
      length: row.length,
    })),
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
    json: JSON.parse(JSON.stringify(result)),
  };
}

async function both(statement: InStatement) {
  const [a, b] = [await ours.execute(statement), await theirs.execute(statement)];
  expect(shape(a)).toEqual(shape(b));
  return a;
}

async function failure(client: Client, run: (client: Client) => Promise<unknown>) {
  const error = await run(client).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LibsqlError);
  const { name, message, code, extendedCode, rawCode } = error as LibsqlError;
  const index = error instanceof LibsqlBatchError ? error.statementIndex : undefined;
  return { name, message, code, extendedCode, rawCode, index, batch: error instanceof LibsqlBatchError };
}

describe('the file client', () => {
  it('returns the same rows, integers, blobs, counts and rowids as @libsql/client', async () => {
    const insert = await both({
      sql: 'insert into t (name, n, r, b) values (?, ?, ?, ?)',
      args: ['Ada 🦊 漫画', 42, 1.5, new Uint8Array([1, 2, 3])],
    });
    expect(insert.rowsAffected).toBe(1);
    expect(insert.lastInsertRowid).toBe(1n);
    await both({ sql: 'insert into t (name, n) values (:name, $n)', args: { name: 'مرحبا', $n: true } });
    await both({ sql: 'insert into t (name, n) values (?, ?)', args: ['สวัสดี', 9007199254740991] });
    // Twice: the second run reuses the kept statement.
    for (let i = 0; i < 2; i++) {
      const read = await both('select id, name, n, r, b, n as name, count(*) over () as total from t order by id');
      expect(read.rows[0]!.b).toBeInstanceOf(ArrayBuffer);
      expect([...new Uint8Array(read.rows[0]!.b as ArrayBuffer)]).toEqual([1, 2, 3]);
      expect(typeof read.rows[2]!.n).toBe('number');
    }
    await both({ sql: 'update t set n = n + 1 where n is not null', args: [] });
    await both({ sql: 'delete from t where id = ? returning name', args: [3] });
    await both('select * from t where id = -1');
    await both('pragma journal_mode');
  });

  it('refuses what @libsql/client refuses, with the same codes', async () => {
    for (const run of [
      (c: Client) => c.execute({ sql: 'insert into t (name) values (?)', args: ['Ada 🦊 漫画'] }),
      (c: Client) => c.execute({ sql: 'insert into t (name, n) values (?, ?)', args: ['neg', -1] }),
      (c: Client) => c.execute('select nothing from nowhere'),
      (c: Client) =>
        c.batch(
          [
            { sql: 'insert into t (name) values (?)', args: ['fine'] },
            { sql: 'insert into t (name) values (?)', args: ['fine'] },
          ],
          'write',
        ),
    ]) {
      expect(await failure(ours, run)).toEqual(await failure(theirs, run));
    }
    // A kept statement that failed runs again.
    await both({ sql: 'insert into t (name) values (?)', args: ['again'] });
    // The failed batch left nothing behind.
    await both(`select count(*) as n from t where name = 'fine'`);
    await expect(ours.execute({ sql: 'select ?', args: [undefined as never] })).rejects.toThrow(TypeError);
    await expect(ours.execute('select 9007199254740993 as big')).rejects.toThrow(RangeError);
  });

  it('runs batches in one transaction and transactions until commit or rollback', async () => {
    const batch = (client: Client) =>
      client.batch(
        [
          { sql: 'insert into t (name, n) values (?, ?)', args: ['batch', 7] },
          'select changes() as changed',
          { sql: 'select name, n from t where name = ?', args: ['batch'] },
        ],
        'write',
      );
    const [a, b] = [await batch(ours), await batch(theirs)];
    expect(a.map(shape)).toEqual(b.map(shape));

    for (const client of [ours, theirs]) {
      const tx = await client.transaction('write');
      await tx.execute({ sql: 'insert into t (name) values (?)', args: ['rolled back'] });
      await tx.rollback();
      expect(tx.closed).toBe(true);
      const kept = await client.transaction('write');
      await kept.batch([{ sql: 'insert into t (name) values (?)', args: ['committed'] }]);
      await kept.commit();
    }
    await both(`select name from t where name in ('rolled back', 'committed')`);
  });

  it('migrates with drizzle and reads through drizzle as before', async () => {
    const client = await openNodeClient(`file:${join(dir, 'app.db')}`);
    try {
      await migrateDatabase(client);
      await migrateDatabase(client);
      const db = createDatabase(client);
      await db.insert(users).values({
        id: 'u1',
        email: 'a@example.com',
        username: 'ada',
        firstName: 'Ada',
        lastName: '漫画',
        passwordHash: 'x',
        createdAt: new Date(1000),
        updatedAt: new Date(1000),
      });
      const [row] = await db.select().from(users);
      expect(row).toMatchObject({ id: 'u1', lastName: '漫画', createdAt: new Date(1000) });
      expect((await client.execute('pragma foreign_keys')).rows[0]![0]).toBe(1);
      expect((await client.execute('pragma journal_mode')).rows[0]![0]).toBe('wal');
    } finally {
      client.close();
    }
  });
});
