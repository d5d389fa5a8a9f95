// The drizzle database over any libSQL client (a file, :memory:, or HTTP/Hrana), and batches: one round trip each.
import type { Client, InStatement, Transaction, TransactionMode } from '@libsql/client';
import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>;

export function createDatabase(client: Client) {
  return drizzle(client, { schema });
}

const dialect = new SQLiteAsyncDialect();

export type Row = Record<string, unknown>;

/** A statement as drizzle's `sql` builds it, or already as text and arguments (a hot read skips the builder). */
export type Statement = { sql: string; args: unknown[] };
export type Query = SQL | Statement;

/** A raw row of a table's full select (`select *`, or drizzle's `select()` as SQL) as drizzle's typed row (dates, booleans, JSON), or undefined. */
export function rowOf<T>(table: Table, raw: Row | undefined): T | undefined {
  if (!raw) return undefined;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/** Every raw row of a result as drizzle's typed rows. */
export const rowsOf = <T>(table: Table, raw: Row[]): T[] => raw.map((row) => rowOf<T>(table, row)!);

export function toStatement(query: Query): Statement {
  if (!('queryChunks' in query)) return query;
  const { sql, params } = dialect.sqlToQuery(query);
  return { sql, args: params };
}

/**
 * Runs the statements as one libSQL batch: one request over HTTP, atomic, in order on one connection (so a statement
 * may use `changes()` of the one before). A single statement is atomic on its own, so it runs without the batch's
 * BEGIN and COMMIT (two more statements to prepare and run for every warm signed-in read).
 */
export async function runBatch(
  db: Database,
  queries: Query[],
  mode: 'read' | 'write',
): Promise<{ rows: Row[]; rowsAffected: number }[]> {
  if (!queries.length) return [];
  const statements = queries.map(toStatement) as InStatement[];
  const results =
    statements.length === 1 ? [await db.$client.execute(statements[0]!)] : await db.$client.batch(statements, mode);
  // The client's rows already carry their values by column name (enumerable; by index and `length` hidden), as every
  // libSQL client builds them: no copy into plain objects.
  return results.map((result) => ({ rows: result.rows, rowsAffected: result.rowsAffected }));
}

/**
 * Settings for an embedded file database: WAL survives in the file, busy_timeout is per connection (set through the
 * client's `timeout`). `synchronous=NORMAL` (per connection; serialized calls keep to one) syncs the WAL at checkpoints, not at every
 * commit: a killed process loses nothing it acknowledged, only a power cut may lose the last commits. A commit no longer
 * waits for the disk on the event loop, which made every like cost a disk flush (about 4x fewer likes a second).
 */
export async function prepareFileDatabase(client: Client): Promise<void> {
  await client.execute('PRAGMA journal_mode=WAL');
  await client.execute('PRAGMA busy_timeout=5000');
  await client.execute('PRAGMA synchronous=NORMAL');
}

/**
 * An embedded database is driven synchronously from one thread: if one connection holds a write transaction across an
 * `await` while another connection tries to write, SQLite's busy wait blocks the very event loop that would commit the
 * first, and both fail with SQLITE_BUSY. So on a file database every client call waits its turn, and a transaction
 * holds the turn until it commits, rolls back or closes. Calls made through the transaction itself never wait.
 */
export function serializeClient(client: Client): Client {
  let tail: Promise<void> = Promise.resolve();
  const turn = async (): Promise<() => void> => {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => next);
    await previous;
    return release;
  };
  const exclusive =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const release = await turn();
      try {
        return await call(...args);
      } finally {
        release();
      }
    };

  return new Proxy(client, {
    get(target, property) {
      switch (property) {
        case 'execute':
        case 'batch':
        case 'executeMultiple':
        case 'migrate':
          return exclusive((target[property] as (...args: unknown[]) => Promise<unknown>).bind(target));
        case 'transaction':
          return async (mode?: TransactionMode): Promise<Transaction> => {
            const release = await turn();
            let transaction: Transaction;
            try {
              transaction = await target.transaction(mode);
            } catch (error) {
              release();
              throw error;
            }
            let released = false;
            const finish = () => {
              if (!released) {
                released = true;
                release();
              }
            };
            return new Proxy(transaction, {
              get(tx, key) {
                const value = Reflect.get(tx, key);
                if (key === 'commit' || key === 'rollback') {
                  return async () => {
                    try {
                      return await (value as () => Promise<void>).call(tx);
                    } finally {
                      finish();
                    }
                  };
                }
                if (key === 'close') {
                  return () => {
                    try {
                      (value as () => void).call(tx);
                    } finally {
                      finish();
                    }
                  };
                }
                return typeof value === 'function' ? value.bind(tx) : value;
              },
            });
          };
        default: {
          const value = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        }
      }
    },
  });
}

export { schema };
