// The Node host's database client for a `file:` database: the `libsql` driver (the one @libsql/client's file client
// drives underneath) behind the same Client interface, keeping each SQL text's prepared statement. @libsql/client
// prepares every statement anew on every call and has no statement API; preparing cost as much as running (~15 % of
// a signed-in read's CPU, and a like toggle's batch prepared BEGIN, its statements and COMMIT each time). Rows, integers,
// blobs, rowsAffected, lastInsertRowid and errors (LibsqlError with SQLite's codes) are what @libsql/client gives.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { toBase64 } from '../src/shared/base64';
import {
  createClient,
  LibsqlBatchError,
  LibsqlError,
  type Client,
  type InArgs,
  type InStatement,
  type InValue,
  type ResultSet,
  type Row,
  type Transaction,
  type TransactionMode,
} from '@libsql/client';
import Database from 'libsql';
import { prepareFileDatabase, serializeClient } from './client';
import { SAFETY_NET_PAGES, startWalCheckpoints, type WalCheckpoints } from './wal-checkpoints';

type Driver = InstanceType<typeof Database>;
type Prepared = { statement: ReturnType<Driver['prepare']>; reader: boolean; columns: string[]; columnTypes: string[] };

/** Statements kept per connection; beyond this the oldest is dropped (texts built per call, e.g. `in (?, ?, …)`, vary). */
const KEPT_STATEMENTS = 500;

/**
 * The client for DATABASE_URL on Node: a `file:` database opens this file client (its calls taking turns, WAL and the
 * settings of `prepareFileDatabase`, its checkpoints off the event loop: see wal-checkpoints.ts); any other URL (Turso,
 * a libSQL server) the libSQL client over the network.
 */
export async function openNodeClient(url: string, authToken?: string): Promise<Client> {
  if (!url.startsWith('file:')) return createClient({ url, authToken });
  // `file:relative/path`, `file:/absolute` or `file:///absolute`.
  const path = url.slice('file:'.length).replace(/^\/\/(localhost)?(?=\/)/, '');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const file = new FileClient(path);
  const client = serializeClient(file);
  await prepareFileDatabase(client);
  if (path !== ':memory:') {
    await client.execute(`PRAGMA wal_autocheckpoint=${SAFETY_NET_PAGES}`);
    file.checkpoints = startWalCheckpoints(path);
  }
  return client;
}

/** One connection; `serializeClient` makes its callers take turns (see there), so use it through `openNodeClient`. */
export class FileClient implements Client {
  readonly protocol = 'file';
  closed = false;
  readonly #db: Driver;
  readonly #statements = new Map<string, Prepared>();
  /** The checkpoints of its WAL (`openNodeClient` starts them), closed with it. */
  checkpoints: WalCheckpoints | null = null;

  constructor(path: string) {
    this.#db = new Database(path, { timeout: 5000 });
  }

  async execute(stmt: InStatement | string, args?: InArgs): Promise<ResultSet> {
    this.#open();
    return this.#run(typeof stmt === 'string' ? { sql: stmt, args } : stmt);
  }

  async batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred'): Promise<ResultSet[]> {
    this.#open();
    this.#run(begin(mode));
    try {
      const results = this.#each(stmts.map((stmt) => (Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] } : stmt)));
      this.#run('COMMIT');
      return results;
    } finally {
      this.#rollbackIfOpen();
    }
  }

  /** drizzle's migrator: every statement in one transaction, with foreign keys off while tables are rebuilt. */
  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    this.#open();
    // Tables may change under kept statements; SQLite prepares them again, but their column lists here would be stale.
    this.#statements.clear();
    this.#run('PRAGMA foreign_keys=off');
    try {
      this.#run(begin('deferred'));
      const results = this.#each(stmts);
      this.#run('COMMIT');
      return results;
    } finally {
      this.#rollbackIfOpen();
      this.#run('PRAGMA foreign_keys=on');
    }
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    this.#open();
    this.#run(begin(mode));
    const client = this;
    return {
      execute: async (stmt: InStatement) => client.#run(stmt, true),
      batch: async (stmts: InStatement[]) => client.#each(stmts, true),
      executeMultiple: async (sql: string) => client.executeMultiple(sql),
      commit: async () => void client.#run('COMMIT', true),
      rollback: async () => client.#rollbackIfOpen(),
      close: () => client.#rollbackIfOpen(),
      get closed() {
        return client.closed || !client.#db.inTransaction;
      },
    };
  }

  async executeMultiple(sql: string): Promise<void> {
    this.#open();
    this.#statements.clear();
    try {
      this.#db.exec(sql);
    } catch (error) {
      throw libsqlError(error);
    }
  }

  async sync(): Promise<undefined> {
    return undefined;
  }

  reconnect(): void {
    throw new LibsqlError('A file client cannot reconnect; open a new one', 'NOT_SUPPORTED');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.checkpoints?.close();
    this.#statements.clear();
    this.#db.close();
  }

  #open() {
    if (this.closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED');
  }

  #rollbackIfOpen() {
    if (!this.closed && this.#db.inTransaction) this.#run('ROLLBACK');
  }

  /** Statements in order inside the open transaction; a failure names its index, as @libsql/client's batch does. */
  #each(stmts: InStatement[], inTransaction = false): ResultSet[] {
    return stmts.map((stmt, index) => {
      try {
        if (!this.#db.inTransaction)
          throw new LibsqlError('The transaction has been rolled back', 'TRANSACTION_CLOSED');
        return this.#run(stmt, inTransaction);
      } catch (error) {
        if (!(error instanceof LibsqlError) || error instanceof LibsqlBatchError) throw error;
        throw new LibsqlBatchError(
          error.message,
          index,
          error.code,
          error.extendedCode,
          error.rawCode,
          error.cause instanceof Error ? error.cause : undefined,
        );
      }
    });
  }

  #run(stmt: InStatement, inTransaction = false): ResultSet {
    if (inTransaction && !this.#db.inTransaction)
      throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
    const { sql, args = [] } = typeof stmt === 'string' ? { sql: stmt } : stmt;
    try {
      const prepared = this.#prepared(sql);
      const values = Array.isArray(args) ? args.map(toSql) : namedArgs(args);
      if (prepared.reader) {
        const rows = (prepared.statement.all(values) as unknown[][]).map((row) => toRow(row, prepared.columns));
        return resultSet(prepared.columns, prepared.columnTypes, rows, 0, undefined);
      }
      const info = prepared.statement.run(values);
      return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid));
    } catch (error) {
      throw libsqlError(error);
    }
  }

  #prepared(sql: string): Prepared {
    let prepared = this.#statements.get(sql);
    if (prepared) return prepared;
    const statement = this.#db.prepare(sql);
    // `reader`: the statement has result columns (SELECT, RETURNING, most PRAGMAs); the others only run.
    const reader = statement.reader;
    if (reader) statement.raw(true);
    // Integers arrive as bigint, so one beyond 2^53 is refused (as @libsql/client does) rather than rounded.
    statement.safeIntegers(true);
    const columns = reader ? statement.columns() : [];
    prepared = {
      statement,
      reader,
      columns: columns.map((column) => column.name),
      columnTypes: columns.map((column) => column.type ?? ''),
    };
    if (this.#statements.size >= KEPT_STATEMENTS) this.#statements.delete(this.#statements.keys().next().value!);
    this.#statements.set(sql, prepared);
    return prepared;
  }
}

function begin(mode: TransactionMode): string {
  if (mode === 'write') return 'BEGIN IMMEDIATE';
  if (mode === 'read') return 'BEGIN TRANSACTION READONLY';
  if (mode === 'deferred') return 'BEGIN DEFERRED';
  throw new RangeError('Unknown transaction mode, supported values are "write", "read" and "deferred"');
}

function resultSet(
  columns: string[],
  columnTypes: string[],
  rows: Row[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes,
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({
      columns,
      columnTypes,
      rows: rows.map((row) => Array.from(row as ArrayLike<unknown>, jsonValue)),
      rowsAffected,
      lastInsertRowid: lastInsertRowid === undefined ? null : String(lastInsertRowid),
    }),
  };
}

function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return String(value);
  if (value instanceof ArrayBuffer) return toBase64(new Uint8Array(value));
  return value;
}

/** A libSQL row: the values by column name (enumerable, the first of a repeated name) and by index, and `length`. */
function toRow(values: unknown[], columns: string[]): Row {
  const row: Record<string, unknown> = {};
  Object.defineProperty(row, 'length', { value: values.length });
  for (let i = 0; i < values.length; i++) {
    const value = fromSql(values[i]);
    Object.defineProperty(row, i, { value });
    if (!Object.hasOwn(row, columns[i]!)) row[columns[i]!] = value;
  }
  return row as Row;
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function fromSql(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < MIN_SAFE || value > MAX_SAFE)
      throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
    return Number(value);
  }
  if (value instanceof Buffer) return new Uint8Array(value).buffer;
  return value;
}

const MIN_INTEGER = -9223372036854775808n;
const MAX_INTEGER = 9223372036854775807n;

function toSql(value: InValue | undefined): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
    return value;
  }
  if (typeof value === 'bigint') {
    if (value < MIN_INTEGER || value > MAX_INTEGER)
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument');
    return value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}

function namedArgs(args: Record<string, InValue>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name in args) values[/^[@$:]/.test(name) ? name.slice(1) : name] = toSql(args[name]);
  return values;
}

/** The driver's SqliteError as @libsql/client reports it: `code` the primary code, `extendedCode` e.g. SQLITE_CONSTRAINT_UNIQUE. */
function libsqlError(error: unknown): unknown {
  if (!(error instanceof Database.SqliteError)) return error;
  const { code, rawCode } = error as unknown as { code: string; rawCode?: number };
  const primary =
    rawCode === undefined ? 'SQLITE_UNKNOWN' : (PRIMARY_CODES[rawCode & 0xff] ?? `SQLITE_UNKNOWN_${rawCode & 0xff}`);
  return new LibsqlError(error.message, primary, code, rawCode, error);
}

const PRIMARY_CODES: Record<number, string> = {
  1: 'SQLITE_ERROR',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  15: 'SQLITE_PROTOCOL',
  16: 'SQLITE_EMPTY',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH',
  24: 'SQLITE_FORMAT',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
  27: 'SQLITE_NOTICE',
  28: 'SQLITE_WARNING',
};
