// Node's own connections to the embedded database file, with their prepared statements kept by SQL text. A hot call is
// then a bind and a step, where the libSQL client parses and plans every statement again, wraps each batch in a
// BEGIN/COMMIT it also prepares, and builds each row twice: that was a third of a signed-in read's CPU and two thirds of
// a like's.
import Database from 'libsql';
import type { InStatement, InValue } from '@libsql/client';

export interface BatchResult {
  rows: Record<string, unknown>[];
  rowsAffected: number;
}

/** What `runBatch` needs of a connection: statements run against one snapshot, or as one atomic write. */
export interface BatchConnection {
  /** Read statements on one snapshot of the database (a lone statement is its own). */
  read(statements: InStatement[]): Promise<BatchResult[]>;
  /** Statements in one write transaction (BEGIN IMMEDIATE … COMMIT), all or nothing, as the client's 'write' batch. */
  write(statements: InStatement[]): Promise<BatchResult[]>;
  close(): void;
}

interface Prepared {
  /** Whether the statement returns rows (a SELECT, or a write with RETURNING). */
  reader: boolean;
  all(params: unknown): unknown[];
  run(params?: unknown): { changes: number };
}

/** Arguments as the libSQL client binds them (booleans as 0/1, dates as epoch milliseconds). */
function bindable(value: InValue | Date | undefined): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value === undefined) throw new TypeError('undefined cannot be bound as a SQL value');
  return value;
}

export function openEmbedded(
  path: string,
  options: { readOnly?: boolean; maxStatements?: number; timeoutMs?: number; /** false when db/checkpoints.ts checkpoints instead */ autoCheckpoint?: boolean } = {},
): BatchConnection {
  const maxStatements = options.maxStatements ?? 256;
  const db = new Database(path, { timeout: options.timeoutMs ?? 5000 });
  // A reader refuses writes (one slipped into a 'read' batch fails instead of racing the writer); a writer syncs the
  // WAL at checkpoints, not at every commit, as prepareFileDatabase sets for the client's connection.
  db.pragma(options.readOnly ? 'query_only = ON' : 'synchronous = NORMAL');
  if (options.autoCheckpoint === false) db.pragma('wal_autocheckpoint = 0');
  const statements = new Map<string, Prepared>();
  const prepare = (text: string): Prepared => {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so the oldest is the one dropped.
      statements.delete(text);
    } else {
      statement = db.prepare(text) as unknown as Prepared;
      if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
    }
    statements.set(text, statement);
    return statement;
  };
  const run = (statement: InStatement): BatchResult => {
    const { sql, args = [] } = typeof statement === 'string' ? { sql: statement } : statement;
    const params = Array.isArray(args) ? args.map(bindable) : Object.fromEntries(Object.entries(args).map(([key, value]) => [key.replace(/^[@$:]/, ''), bindable(value)]));
    const prepared = prepare(sql);
    return prepared.reader ? { rows: prepared.all(params) as Record<string, unknown>[], rowsAffected: 0 } : { rows: [], rowsAffected: prepared.run(params).changes };
  };
  const inTransaction = (begin: string, batch: InStatement[]): BatchResult[] => {
    prepare(begin).run();
    try {
      const results = batch.map(run);
      prepare('COMMIT').run();
      return results;
    } catch (error) {
      if (db.inTransaction) prepare('ROLLBACK').run();
      throw error;
    }
  };

  return {
    async read(batch) {
      return batch.length === 1 ? [run(batch[0]!)] : inTransaction('BEGIN', batch);
    },
    async write(batch) {
      if (options.readOnly) throw new TypeError('This connection only reads');
      return inTransaction('BEGIN IMMEDIATE', batch);
    },
    close() {
      statements.clear();
      db.close();
    },
  };
}
