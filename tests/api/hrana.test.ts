// The Hrana fixture must look like sqld/Turso to the same clients production uses: @libsql/client over HTTP
// (Node), @libsql/client/web (the Worker) and drizzle on top of them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, LibsqlError, type Client } from '@libsql/client';
import { createClient as createWebClient } from '@libsql/client/web';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHranaServer, type HranaServer } from '../helpers/hrana-server';

let server: HranaServer;
let client: Client;
let web: Client;

beforeAll(async () => {
  server = await startHranaServer();
  client = createClient({ url: server.url });
  web = createWebClient({ url: server.url });
  await client.execute(`
    CREATE TABLE items (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      qty INTEGER,
      price REAL,
      data BLOB,
      note TEXT
    )`);
});

afterAll(async () => {
  client?.close();
  web?.close();
  await server?.close();
});

async function count(c: Client, where = '1'): Promise<number> {
  const rs = await c.execute(`SELECT count(*) AS n FROM items WHERE ${where}`);
  return Number(rs.rows[0]!.n);
}

describe('Hrana fixture with @libsql/client (http)', () => {
  it('inserts with positional args and reads every value type back', async () => {
    const before = server.requests;
    const insert = await client.execute({
      sql: 'INSERT INTO items (name, qty, price, data, note) VALUES (?, ?, ?, ?, ?)',
      args: ['apple', 3, 1.5, new Uint8Array([1, 2, 3]), null],
    });
    expect(insert.rowsAffected).toBe(1);
    expect(typeof insert.lastInsertRowid).toBe('bigint');
    expect(server.requests).toBeGreaterThan(before);

    const rs = await client.execute({
      sql: 'SELECT id, name, qty, price, data, note, typeof(qty) AS qty_type, typeof(price) AS price_type FROM items WHERE id = ?',
      args: [insert.lastInsertRowid!],
    });
    expect(rs.columns).toEqual(['id', 'name', 'qty', 'price', 'data', 'note', 'qty_type', 'price_type']);
    expect(rs.columnTypes.slice(0, 6)).toEqual(['INTEGER', 'TEXT', 'INTEGER', 'REAL', 'BLOB', 'TEXT']);
    expect(rs.rowsAffected).toBe(0);
    expect(rs.lastInsertRowid).toBeUndefined();
    const row = rs.rows[0]!;
    expect(row.name).toBe('apple');
    expect(row.qty).toBe(3);
    expect(row.qty_type).toBe('integer');
    expect(row.price).toBe(1.5);
    expect(row.price_type).toBe('real');
    expect(row.data).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(row.data as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(row.note).toBeNull();
  });

  it('binds named args with and without prefixes', async () => {
    await client.execute({
      sql: 'INSERT INTO items (name, qty, price, note) VALUES (:name, @qty, $price, :note)',
      args: { name: 'pear', qty: 2, price: 0.25, note: 'ripe' },
    });
    const rs = await client.execute({
      sql: 'SELECT qty, price, note FROM items WHERE name = :name',
      args: { ':name': 'pear' },
    });
    expect(rs.rows[0]).toMatchObject({ qty: 2, price: 0.25, note: 'ripe' });
  });

  it('keeps 64-bit integers exact', async () => {
    const big = createClient({ url: server.url, intMode: 'bigint' });
    try {
      const rs = await big.execute({ sql: 'SELECT ? AS v, 9223372036854775807 AS max', args: [9007199254740993n] });
      expect(rs.rows[0]!.v).toBe(9007199254740993n);
      expect(rs.rows[0]!.max).toBe(9223372036854775807n);
    } finally {
      big.close();
    }
  });

  it('runs a write batch atomically', async () => {
    const results = await client.batch(
      [
        { sql: 'INSERT INTO items (name, qty) VALUES (?, ?)', args: ['b1', 1] },
        { sql: 'INSERT INTO items (name, qty) VALUES (?, ?)', args: ['b2', 2] },
        "SELECT count(*) AS n FROM items WHERE name LIKE 'b_'",
      ],
      'write',
    );
    expect(results).toHaveLength(3);
    expect(results[0]!.rowsAffected).toBe(1);
    expect(results[2]!.rows[0]!.n).toBe(2);

    // The second statement fails, so the first must be rolled back with it.
    await expect(
      client.batch(
        [
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['b3'] },
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['b1'] },
        ],
        'write',
      ),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    expect(await count(client, "name = 'b3'")).toBe(0);
  });

  it('commits an interactive transaction, isolated from other connections until then', async () => {
    const tx = await client.transaction('write');
    try {
      await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['tx-commit'] });
      const inside = await tx.execute("SELECT count(*) AS n FROM items WHERE name = 'tx-commit'");
      expect(inside.rows[0]!.n).toBe(1);
      expect(await count(web, "name = 'tx-commit'")).toBe(0);
      await tx.commit();
    } finally {
      tx.close();
    }
    expect(await count(client, "name = 'tx-commit'")).toBe(1);
  });

  it('rolls back an interactive transaction', async () => {
    const tx = await client.transaction('write');
    try {
      await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['tx-rollback'] });
      await tx.rollback();
    } finally {
      tx.close();
    }
    expect(await count(client, "name = 'tx-rollback'")).toBe(0);
  });

  it("lets a writer wait for another stream's write transaction instead of failing", async () => {
    const tx = await client.transaction('write');
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['holder'] });
    const waiting = web.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['waiter'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await tx.commit();
    await expect(waiting).resolves.toMatchObject({ rowsAffected: 1 });
    // Both writes are committed, and no connection is left holding the write lock.
    expect(await count(client, "name IN ('holder', 'waiter')")).toBe(2);
    await expect(client.execute("UPDATE items SET qty = 1 WHERE name = 'waiter'")).resolves.toMatchObject({
      rowsAffected: 1,
    });
  });

  it('reports a constraint violation as a rejected promise and keeps serving', async () => {
    const failure = client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['apple'] });
    await expect(failure).rejects.toBeInstanceOf(LibsqlError);
    await expect(failure).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT',
      message: expect.stringMatching(/^SQLITE_CONSTRAINT: SQLite error: UNIQUE constraint failed: items\.name$/),
    });
    await expect(client.execute('SELECT * FROM missing_table')).rejects.toMatchObject({ code: 'SQL_INPUT_ERROR' });
    await expect(client.execute('SELECT 1; SELECT 2')).rejects.toMatchObject({ code: 'SQL_MANY_STATEMENTS' });
    await expect(client.execute({ sql: 'SELECT ?', args: [1, 2] })).rejects.toMatchObject({ code: 'ARGS_INVALID' });
    expect((await client.execute('SELECT 1 AS one')).rows[0]!.one).toBe(1);
  });

  it('runs executeMultiple, including a trigger body with semicolons', async () => {
    await client.executeMultiple(`
      CREATE TABLE audit (item TEXT);
      CREATE TRIGGER items_audit AFTER INSERT ON items BEGIN
        INSERT INTO audit (item) VALUES (new.name);
      END;
      INSERT INTO items (name) VALUES ('audited');
    `);
    const rs = await client.execute('SELECT item FROM audit');
    expect(rs.rows.map((r) => r.item)).toEqual(['audited']);
  });
});

describe('Hrana fixture with @libsql/client/web', () => {
  it('executes, batches and runs transactions', async () => {
    await web.execute({ sql: 'INSERT INTO items (name, price) VALUES (?, ?)', args: ['web', 9.75] });
    const rs = await web.execute({ sql: 'SELECT price FROM items WHERE name = ?', args: ['web'] });
    expect(rs.rows[0]!.price).toBe(9.75);

    const [, selected] = await web.batch(
      [
        { sql: 'UPDATE items SET qty = ? WHERE name = ?', args: [7, 'web'] },
        "SELECT qty FROM items WHERE name = 'web'",
      ],
      'write',
    );
    expect(selected!.rows[0]!.qty).toBe(7);

    const tx = await web.transaction('write');
    await tx.execute("DELETE FROM items WHERE name = 'web'");
    await tx.rollback();
    expect(await count(web, "name = 'web'")).toBe(1);
  });
});

describe('Hrana fixture with drizzle-orm/libsql', () => {
  const notes = sqliteTable('notes', {
    id: integer('id').primaryKey({ autoIncrement: true }),
    body: text('body').notNull(),
  });

  it('runs raw SQL, inserts, selects and transactions', async () => {
    const db = drizzle(client);
    const one = await db.get<{ one: number }>(sql`SELECT 1 AS one`);
    expect(one.one).toBe(1);
    await db.run(sql`CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)`);

    const [inserted] = await db.insert(notes).values({ body: 'hello' }).returning();
    expect(inserted).toEqual({ id: 1, body: 'hello' });

    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ body: 'in tx' });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(notes).values({ body: 'rolled back' });
        tx.rollback();
      }),
    ).rejects.toThrow(/Rollback/);

    const rows = await db.select().from(notes).orderBy(notes.id);
    expect(rows.map((r) => r.body)).toEqual(['hello', 'in tx']);
    expect(await db.select().from(notes).where(eq(notes.body, 'rolled back'))).toEqual([]);
  });
});

describe('Hrana fixture auth', () => {
  let secured: HranaServer;

  beforeAll(async () => {
    secured = await startHranaServer({ authToken: 'sekret' });
  });

  afterAll(async () => {
    await secured?.close();
  });

  it('rejects requests without the right bearer token', async () => {
    for (const authToken of [undefined, 'wrong']) {
      const c = createClient({ url: secured.url, authToken });
      try {
        await expect(c.execute('SELECT 1')).rejects.toThrow(/HTTP status 401/);
      } finally {
        c.close();
      }
    }
    expect(secured.requests).toBe(0);

    const ok = createWebClient({ url: secured.url, authToken: 'sekret' });
    try {
      expect((await ok.execute('SELECT 42 AS answer')).rows[0]!.answer).toBe(42);
    } finally {
      ok.close();
    }
    expect(secured.requests).toBe(1);
  });
});

describe('Hrana fixture as a script', () => {
  it('serves a database file until SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hrana-script-'));
    const script = fileURLToPath(new URL('../helpers/hrana-server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0', '--file', join(dir, 'x.db')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [firstChunk] = (await once(child.stdout, 'data')) as [Buffer];
      const url = firstChunk.toString().trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const c = createClient({ url });
      try {
        await c.execute('CREATE TABLE t (x)');
        await c.execute({ sql: 'INSERT INTO t VALUES (?)', args: ['persisted'] });
        expect((await c.execute('SELECT x FROM t')).rows[0]!.x).toBe('persisted');
      } finally {
        c.close();
      }
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
