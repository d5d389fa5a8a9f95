// Node's read connection to the embedded database file, with its prepared statements kept by SQL text. A hot read is
// then one bind and step, where the libSQL client parses and plans every statement again, wraps even a single SELECT in
// BEGIN/COMMIT and builds each row twice: that was a third of a signed-in list read's CPU.
import Database from 'libsql';
import type { InStatement, InValue } from '@libsql/client';

export interface ReadResult {
  rows: Record<string, unknown>[];
  rowsAffected: number;
}

/** What `runBatch` needs of a read connection: the statements run against one snapshot of the database. */
export interface BatchReader {
  read(statements: InStatement[]): Promise<ReadResult[]>;
  close(): void;
}

interface Prepared {
  all(params: unknown): unknown[];
  run(params?: unknown): unknown;
}

/** Arguments as the libSQL client binds them (booleans as 0/1, dates as epoch milliseconds). */
function bindable(value: InValue | Date | undefined): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value === undefined) throw new TypeError('undefined cannot be bound as a SQL value');
  return value;
}

export function openEmbeddedReader(path: string, options: { maxStatements?: number; timeoutMs?: number } = {}): BatchReader {
  const maxStatements = options.maxStatements ?? 256;
  const db = new Database(path, { timeout: options.timeoutMs ?? 5000 });
  // Read-only: a write slipped into a 'read' batch fails here instead of racing the writer connection.
  db.pragma('query_only = ON');
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
  const run = (statement: InStatement): ReadResult => {
    const { sql, args = [] } = typeof statement === 'string' ? { sql: statement } : statement;
    const params = Array.isArray(args) ? args.map(bindable) : Object.fromEntries(Object.entries(args).map(([key, value]) => [key.replace(/^[@$:]/, ''), bindable(value)]));
    return { rows: prepare(sql).all(params) as Record<string, unknown>[], rowsAffected: 0 };
  };

  return {
    async read(batch) {
      // One statement is its own snapshot; several share one read transaction, like the client's batch.
      if (batch.length === 1) return [run(batch[0]!)];
      prepare('BEGIN').run();
      try {
        const results = batch.map(run);
        prepare('COMMIT').run();
        return results;
      } catch (error) {
        if (db.inTransaction) prepare('ROLLBACK').run();
        throw error;
      }
    },
    close() {
      statements.clear();
      db.close();
    },
  };
}
