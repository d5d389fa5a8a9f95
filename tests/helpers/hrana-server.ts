/**
 * A small Hrana-over-HTTP server (the protocol sqld / Turso speak) on top of the `libsql` npm package, so
 * `@libsql/client` — including `@libsql/client/web`, which the Worker uses — can talk to a local SQLite
 * database as if it were remote. No sqld binary is available here.
 *
 * Spec: https://github.com/tursodatabase/libsql/blob/main/docs/HRANA_3_SPEC.md
 *
 * Endpoints: `POST /v2/pipeline` and `POST /v3/pipeline` (JSON), `POST /v3/cursor` (newline-delimited
 * JSON), `GET /v2` and `GET /v3` (version checks, 200), `GET /health`. `GET /v3-protobuf` is 404 on
 * purpose: Protobuf is not implemented, and that 404 is how a hrana client that probes for v3 falls back
 * to v2. (`@libsql/client` 0.18 does not probe at all: it goes straight to `/v2/pipeline`.)
 *
 * Behaviour copied from sqld, so code tested against this fixture acts the same against Turso:
 * - every stream is its own SQLite connection, so an open interactive transaction is isolated from other
 *   streams; `:memory:` therefore means a throw-away temp file (WAL), deleted on close();
 * - errors carry sqld's codes: the *primary* SQLite code (`SQLITE_CONSTRAINT`, not
 *   `SQLITE_CONSTRAINT_UNIQUE`) with the message prefixed "SQLite error: ", and the sqld-specific codes
 *   for bad input (`SQL_INPUT_ERROR`, `SQL_PARSE_ERROR`, `ARGS_INVALID`, `SQL_MANY_STATEMENTS`, ...);
 * - argument binding, `affected_row_count` (only for INSERT/UPDATE/DELETE) and `last_insert_rowid`
 *   (only for INSERT) follow sqld's rules;
 * - a bad or missing auth token gets HTTP 401 with a JSON body without `message`, which the client
 *   reports as "SERVER_ERROR: Server returned HTTP status 401", like Turso.
 *
 * Run it on its own with `node --import tsx tests/helpers/hrana-server.ts --port 8080 --file /tmp/x.db`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'libsql';

export interface HranaServer {
  /** Base URL to give to `createClient({ url })`, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  /** Stops listening, drops keep-alive connections, closes every stream (rolling back open transactions). */
  close(): Promise<void>;
  /** Pipeline and cursor HTTP requests handled so far (authorized ones only). */
  requests: number;
  /** Of those, the ones that arrived while no other was in flight: a lower bound of the requests made one after another. */
  sequential: number;
}

export interface HranaServerOptions {
  /** SQLite file to serve; default (or `:memory:`): a fresh database deleted on close(). */
  file?: string;
  /** Port to listen on; default 0, a random free port. */
  port?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** When set, pipeline and cursor requests need `Authorization: Bearer <authToken>`. */
  authToken?: string;
}

/** sqld expires abandoned HTTP streams; this is generous so a test paused in a debugger keeps its transaction. */
const STREAM_IDLE_MS = 30_000;
/** How long a statement waits for another stream's write transaction before SQLITE_BUSY reaches the client. */
const BUSY_TIMEOUT_MS = 5_000;

// ---------------------------------------------------------------------------------------------------------
// Protocol structures (JSON encoding)
// ---------------------------------------------------------------------------------------------------------

type ProtoValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

interface ProtoError {
  message: string;
  code?: string | null;
}

interface ProtoStmt {
  sql?: string | null;
  sql_id?: number | null;
  args?: ProtoValue[];
  named_args?: { name: string; value: ProtoValue }[];
  want_rows?: boolean;
}

interface ProtoCol {
  name: string | null;
  decltype: string | null;
}

interface StmtResult {
  cols: ProtoCol[];
  rows: ProtoValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

type BatchCond =
  | { type: 'ok'; step: number }
  | { type: 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and'; conds: BatchCond[] }
  | { type: 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };

interface ProtoBatch {
  steps: { condition?: BatchCond | null; stmt: ProtoStmt }[];
}

interface BatchResult {
  step_results: (StmtResult | null)[];
  step_errors: (ProtoError | null)[];
}

interface DescribeResult {
  params: { name: string | null }[];
  cols: { name: string; decltype: string | null }[];
  is_explain: boolean;
  is_readonly: boolean;
}

type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: ProtoStmt }
  | { type: 'batch'; batch: ProtoBatch }
  | { type: 'sequence'; sql?: string | null; sql_id?: number | null }
  | { type: 'describe'; sql?: string | null; sql_id?: number | null }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };

type StreamResponse =
  | { type: 'close' }
  | { type: 'execute'; result: StmtResult }
  | { type: 'batch'; result: BatchResult }
  | { type: 'sequence' }
  | { type: 'describe'; result: DescribeResult }
  | { type: 'store_sql' }
  | { type: 'close_sql' }
  | { type: 'get_autocommit'; is_autocommit: boolean };

type StreamResult = { type: 'ok'; response: StreamResponse } | { type: 'error'; error: ProtoError };

type CursorEntry =
  | { type: 'step_begin'; step: number; cols: ProtoCol[] }
  | { type: 'step_end'; affected_row_count: number; last_insert_rowid: string | null }
  | { type: 'step_error'; step: number; error: ProtoError }
  | { type: 'row'; row: ProtoValue[] };

const STREAM_REQUEST_TYPES: ReadonlySet<string> = new Set<StreamRequest['type']>([
  'close',
  'execute',
  'batch',
  'sequence',
  'describe',
  'store_sql',
  'close_sql',
  'get_autocommit',
]);

// ---------------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------------

/** Reported to the client as a Hrana `Error` for one stream request (or one batch step). */
class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Fails the whole HTTP request (bad envelope, unknown baton): the client then drops the stream. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

type SqliteError = InstanceType<typeof Database.SqliteError>;

function isSqliteError(error: unknown): error is SqliteError {
  return error instanceof Database.SqliteError;
}

/** sqld reports the primary result code; the binding gives the extended one (SQLITE_CONSTRAINT_UNIQUE). */
function primaryCode(code: string): string {
  return code.split('_').slice(0, 2).join('_');
}

/** SQLITE_BUSY_SNAPSHOT is excluded: the reading transaction must restart, waiting cannot fix it. */
function isRetryableBusy(error: unknown): boolean {
  return isSqliteError(error) && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_BUSY_RECOVERY');
}

function toProtoError(error: unknown): ProtoError {
  if (error instanceof HranaError) return { message: error.message, code: error.code };
  if (isSqliteError(error)) return { message: `SQLite error: ${error.message}`, code: primaryCode(error.code) };
  const message = error instanceof Error ? error.message : String(error);
  return { message: `Internal error: ${message}`, code: 'INTERNAL_ERROR' };
}

// ---------------------------------------------------------------------------------------------------------
// SQL text analysis
//
// The binding exposes neither sqlite3_bind_parameter_name() nor the statement tail, and its own named-argument
// binding aborts the process on `?` parameters, so parameters are bound positionally from a table built here,
// following SQLite's numbering rules. The same scan splits statements and classifies them the way sqld does.
// ---------------------------------------------------------------------------------------------------------

interface Token {
  kind: 'word' | 'param' | 'semi' | 'open' | 'close' | 'other';
  text: string;
  start: number;
}

interface ParsedStatement {
  sql: string;
  /** sqlite3_bind_parameter_count(): the highest parameter index. */
  paramCount: number;
  /** sqlite3_bind_parameter_name() for the indexes that have a name (`?NNN`, `:a`, `@a`, `$a`). */
  paramNames: Map<number, string>;
  isExplain: boolean;
  isInsert: boolean;
  /** INSERT, UPDATE or DELETE: the only statements for which sqld reports an affected row count. */
  isIud: boolean;
}

function isIdChar(c: string | undefined): boolean {
  return c !== undefined && (/[A-Za-z0-9_$]/.test(c) || c.charCodeAt(0) >= 0x80);
}

function isIdStart(c: string): boolean {
  return /[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80;
}

function skipQuoted(sql: string, start: number, quote: string): number {
  let from = start + 1;
  for (;;) {
    const at = sql.indexOf(quote, from);
    if (at < 0) return sql.length;
    if (sql[at + 1] !== quote) return at + 1;
    from = at + 2; // a doubled quote is an escaped quote
  }
}

/** End of a `:name`/`@name`/`$name` parameter, as SQLite's tokenizer reads it (including Tcl-style `::` and `(...)`). */
function scanParamName(sql: string, start: number): number {
  let i = start;
  let n = 0;
  for (;;) {
    const c = sql[i];
    if (isIdChar(c)) {
      n++;
      i++;
    } else if (c === '(' && n > 0) {
      const close = sql.indexOf(')', i);
      return close < 0 ? start : close + 1;
    } else if (c === ':' && sql[i + 1] === ':') {
      i += 2;
    } else {
      return n > 0 ? i : start;
    }
  }
}

function* tokenize(sql: string): Generator<Token> {
  let i = 0;
  while (i < sql.length) {
    const start = i;
    const c = sql[i]!;
    let kind: Token['kind'] = 'other';
    if (/\s/.test(c)) {
      i++;
      continue;
    } else if (c === '-' && sql[i + 1] === '-') {
      const eol = sql.indexOf('\n', i);
      i = eol < 0 ? sql.length : eol + 1;
      continue;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 2;
      continue;
    } else if (c === "'" || c === '"' || c === '`') {
      i = skipQuoted(sql, i, c);
    } else if (c === '[') {
      const end = sql.indexOf(']', i);
      i = end < 0 ? sql.length : end + 1;
    } else if (c === '?') {
      i++;
      while (/[0-9]/.test(sql[i] ?? '')) i++;
      kind = 'param';
    } else if (c === ':' || c === '@' || c === '$') {
      const end = scanParamName(sql, i + 1);
      i = end > i + 1 ? end : i + 1;
      kind = end > start + 1 ? 'param' : 'other';
    } else if (isIdStart(c)) {
      i++;
      while (isIdChar(sql[i])) i++;
      kind = 'word';
    } else if (/[0-9]/.test(c)) {
      i++;
      while (/[0-9A-Za-z_.]/.test(sql[i] ?? '')) i++;
    } else {
      i++;
      if (c === ';') kind = 'semi';
      else if (c === '(') kind = 'open';
      else if (c === ')') kind = 'close';
    }
    yield { kind, text: sql.slice(start, i), start };
  }
}

function leadingWords(tokens: Token[], count: number): string[] {
  return tokens
    .filter((t) => t.kind === 'word')
    .slice(0, count)
    .map((t) => t.text.toUpperCase());
}

/** `CREATE [TEMP] TRIGGER ... BEGIN ...; ...; END` holds semicolons; like sqlite3_complete(), only `END;` ends it. */
function isTrigger(tokens: Token[]): boolean {
  const words = leadingWords(tokens, 6).filter((w) => !['EXPLAIN', 'QUERY', 'PLAN', 'TEMP', 'TEMPORARY'].includes(w));
  return words[0] === 'CREATE' && words[1] === 'TRIGGER';
}

function analyzeStatement(sql: string, tokens: Token[]): ParsedStatement {
  let paramCount = 0;
  const paramNames = new Map<number, string>();
  const indexByName = new Map<string, number>();
  const topLevelWords: string[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'open') depth++;
    else if (token.kind === 'close') depth = Math.max(0, depth - 1);
    else if (token.kind === 'word' && depth === 0) topLevelWords.push(token.text.toUpperCase());
    else if (token.kind === 'param') {
      if (token.text === '?') {
        paramCount++;
      } else if (token.text.startsWith('?')) {
        const index = Number(token.text.slice(1));
        paramCount = Math.max(paramCount, index);
        if (!paramNames.has(index)) paramNames.set(index, token.text);
      } else if (!indexByName.has(token.text)) {
        paramCount++;
        indexByName.set(token.text, paramCount);
        paramNames.set(paramCount, token.text);
      }
    }
  }
  const isExplain = topLevelWords[0] === 'EXPLAIN';
  // After WITH, the CTE bodies are parenthesised, so the first top-level verb is the statement's own.
  const verb =
    topLevelWords[0] === 'WITH'
      ? topLevelWords.find((w) => ['SELECT', 'VALUES', 'INSERT', 'REPLACE', 'UPDATE', 'DELETE'].includes(w))
      : topLevelWords[0];
  const isInsert = !isExplain && (verb === 'INSERT' || verb === 'REPLACE');
  const isIud = isInsert || (!isExplain && (verb === 'UPDATE' || verb === 'DELETE'));
  return { sql, paramCount, paramNames, isExplain, isInsert, isIud };
}

function parseSql(sql: string): ParsedStatement[] {
  const statements: ParsedStatement[] = [];
  let tokens: Token[] = [];
  const finish = (end: number) => {
    const first = tokens[0];
    if (first) statements.push(analyzeStatement(sql.slice(first.start, end), tokens));
    tokens = [];
  };
  for (const token of tokenize(sql)) {
    if (token.kind === 'semi') {
      const previous = tokens[tokens.length - 1];
      const endsTrigger = previous?.kind === 'word' && previous.text.toUpperCase() === 'END';
      if (isTrigger(tokens) && !endsTrigger) {
        tokens.push(token);
        continue;
      }
      finish(token.start);
    } else {
      tokens.push(token);
    }
  }
  finish(sql.length);
  return statements;
}

function parseSingleStatement(sql: string): ParsedStatement {
  const statements = parseSql(sql);
  const [statement] = statements;
  if (!statement) throw new HranaError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
  if (statements.length > 1) throw new HranaError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
  return statement;
}

// ---------------------------------------------------------------------------------------------------------
// Values and arguments
// ---------------------------------------------------------------------------------------------------------

type SqlValue = null | bigint | number | string | Buffer;

function valueFromProto(value: ProtoValue): SqlValue {
  switch (value.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(value.value);
    case 'float':
      return Number(value.value);
    case 'text':
      return String(value.value);
    case 'blob':
      return Buffer.from(value.base64, 'base64');
    default:
      throw new HranaError(`Unknown value type ${JSON.stringify((value as { type: unknown }).type)}`, 'PROTOCOL_ERROR');
  }
}

/** Integers arrive as bigint because every connection uses safe integers, which keeps INTEGER and REAL apart. */
function valueToProto(value: unknown): ProtoValue {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') return { type: 'float', value };
  if (typeof value === 'string') return { type: 'text', value };
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') };
  throw new Error(`Unexpected value from SQLite: ${String(value)}`);
}

function argsInvalid(reason: string): HranaError {
  return new HranaError(`Arguments do not match SQL parameters: ${reason}`, 'ARGS_INVALID');
}

/** One value per parameter index, resolved like sqld's `Params::bind`. */
function bindArguments(statement: ParsedStatement, stmt: ProtoStmt): SqlValue[] {
  const positional = stmt.args ?? [];
  const namedArgs = stmt.named_args ?? [];
  if (positional.length > 0 && namedArgs.length > 0) {
    throw new HranaError(
      'Specifying both positional and named arguments is not supported',
      'ARGS_BOTH_POSITIONAL_AND_NAMED',
    );
  }
  const named = new Map(namedArgs.map((arg) => [arg.name, arg.value]));
  const given = namedArgs.length > 0 ? named.size : positional.length;
  if (given > statement.paramCount) {
    throw argsInvalid(`too many parameters, expected ${statement.paramCount} found ${given}`);
  }
  const values: SqlValue[] = [];
  for (let index = 1; index <= statement.paramCount; index++) {
    const name = statement.paramNames.get(index);
    let value: ProtoValue | undefined;
    if (name === undefined) value = positional[index - 1];
    else if (name.startsWith('?')) value = positional[Number(name.slice(1)) - 1];
    // Names are matched with their prefix first, then without it (clients usually send `{ id: 1 }` for `:id`).
    else value = named.get(name) ?? named.get(name.slice(1));
    if (value === undefined) {
      // EXPLAIN only compiles the statement, so sqld lets it run with parameters left unbound.
      if (statement.isExplain) {
        values.push(null);
        continue;
      }
      throw argsInvalid(`value for parameter ${name ?? index} not found`);
    }
    values.push(valueFromProto(value));
  }
  return values;
}

// ---------------------------------------------------------------------------------------------------------
// Streams and statement execution
// ---------------------------------------------------------------------------------------------------------

type Connection = InstanceType<typeof Database>;
type Prepared = Database.Statement;

/** A Hrana stream: one SQLite connection plus the SQL texts stored on it with `store_sql`. */
class Stream {
  db: Connection;
  readonly sqls = new Map<number, string>();
  closed = false;
  idleTimer: NodeJS.Timeout | undefined;

  constructor(readonly path: string) {
    this.db = Stream.#connect(path);
  }

  static #connect(path: string): Connection {
    const db = new Database(path);
    db.defaultSafeIntegers(true);
    return db;
  }

  /**
   * Swaps in a fresh connection after a statement was abandoned while busy: the binding never resets a failed
   * statement, and an un-reset statement keeps an implicit transaction open, so anything run later on this
   * connection would never commit. The old connection lingers until its statements are garbage collected,
   * holding only a WAL read snapshot, which blocks nobody.
   */
  reconnect(): void {
    this.db.close();
    this.db = Stream.#connect(this.path);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.db.close(); // closing the connection rolls back whatever transaction it still has open
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Statements that do not compile are input errors in sqld, reported before anything runs. */
function prepare(db: Connection, sql: string): Prepared {
  try {
    return db.prepare(sql);
  } catch (error) {
    if (!isSqliteError(error) || error.code.startsWith('SQLITE_BUSY')) throw error;
    if (/syntax error|unrecognized token|incomplete input/.test(error.message)) {
      throw new HranaError(`SQL string could not be parsed: ${error.message}`, 'SQL_PARSE_ERROR');
    }
    throw new HranaError(`SQL input error: ${error.message}`, 'SQL_INPUT_ERROR');
  }
}

function runPrepared(
  db: Connection,
  prepared: Prepared,
  statement: ParsedStatement,
  values: SqlValue[],
  wantRows: boolean,
): StmtResult {
  let cols: ProtoCol[] = [];
  let rows: ProtoValue[][] = [];
  // `reader` means "has result columns" (SELECT, RETURNING, most PRAGMAs); the others only run.
  if (prepared.reader) {
    cols = prepared.columns().map((col) => ({ name: col.name, decltype: col.type }));
    const raw = prepared.raw(true).all(values) as unknown[][];
    if (wantRows) rows = raw.map((row) => row.map(valueToProto));
  } else {
    prepared.run(values);
  }
  let affected = 0;
  let lastInsertRowid: string | null = null;
  if (statement.isIud) {
    // Asked from SQL rather than taken from run(): its lastInsertRowid is a double and loses large rowids.
    const [[changes, rowid]] = db.prepare('SELECT changes(), last_insert_rowid()').raw(true).all([]) as [
      [bigint, bigint],
    ];
    affected = Number(changes);
    if (statement.isInsert) lastInsertRowid = rowid.toString();
  }
  return { cols, rows, affected_row_count: affected, last_insert_rowid: lastInsertRowid };
}

/**
 * Runs one statement, waiting out SQLITE_BUSY. The binding is synchronous, so SQLite's own busy_timeout would
 * block the event loop, and with it the request that is going to COMMIT the transaction we wait for; the
 * waiting happens here instead, between attempts. The retry reuses the prepared statement because the binding
 * resets a statement only when it runs it again (see Stream.reconnect for what an un-reset one does).
 */
async function runStatement(
  stream: Stream,
  statement: ParsedStatement,
  values: SqlValue[],
  wantRows: boolean,
): Promise<StmtResult> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  let prepared: Prepared | undefined;
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      prepared ??= prepare(stream.db, statement.sql);
      return runPrepared(stream.db, prepared, statement, values, wantRows);
    } catch (error) {
      const busy = isSqliteError(error) && error.code.startsWith('SQLITE_BUSY');
      if (busy && isRetryableBusy(error) && Date.now() + delay <= deadline) {
        await sleep(delay);
        continue;
      }
      // Inside an explicit transaction the client is expected to roll back, which clears the statement too.
      if (busy && prepared && !stream.db.inTransaction) stream.reconnect();
      throw error;
    }
  }
}

function resolveSql(stream: Stream, sql: string | null | undefined, sqlId: number | null | undefined): string {
  const hasSql = sql !== undefined && sql !== null;
  const hasId = sqlId !== undefined && sqlId !== null;
  if (hasSql && hasId) throw new HranaError('Both `sql` and `sql_id` were given', 'PROTOCOL_ERROR');
  if (hasSql) return sql;
  if (!hasId) throw new HranaError('Neither `sql` nor `sql_id` was given', 'PROTOCOL_ERROR');
  const stored = stream.sqls.get(sqlId);
  if (stored === undefined) throw new HranaError(`SQL text ${sqlId} was not stored on this stream`, 'PROTOCOL_ERROR');
  return stored;
}

async function executeStmt(stream: Stream, stmt: ProtoStmt): Promise<StmtResult> {
  const statement = parseSingleStatement(resolveSql(stream, stmt.sql, stmt.sql_id));
  const values = bindArguments(statement, stmt);
  return runStatement(stream, statement, values, stmt.want_rows ?? true);
}

/** Runs statements one by one rather than through exec(), so a busy retry never repeats an earlier statement. */
async function executeSequence(stream: Stream, sql: string): Promise<void> {
  for (const statement of parseSql(sql)) {
    await runStatement(stream, statement, [], false);
  }
}

function evalCond(cond: BatchCond, outcomes: ('ok' | 'error' | 'skipped')[], db: Connection): boolean {
  switch (cond.type) {
    case 'ok':
      return outcomes[cond.step] === 'ok';
    case 'error':
      return outcomes[cond.step] === 'error';
    case 'not':
      return !evalCond(cond.cond, outcomes, db);
    case 'and':
      return cond.conds.every((c) => evalCond(c, outcomes, db));
    case 'or':
      return cond.conds.some((c) => evalCond(c, outcomes, db));
    case 'is_autocommit':
      return !db.inTransaction;
    default:
      throw new HranaError(
        `Unknown batch condition ${JSON.stringify((cond as { type: unknown }).type)}`,
        'PROTOCOL_ERROR',
      );
  }
}

async function executeBatch(stream: Stream, batch: ProtoBatch): Promise<BatchResult> {
  const outcomes: ('ok' | 'error' | 'skipped')[] = [];
  const result: BatchResult = { step_results: [], step_errors: [] };
  for (const step of batch.steps) {
    if (step.condition && !evalCond(step.condition, outcomes, stream.db)) {
      outcomes.push('skipped');
      result.step_results.push(null);
      result.step_errors.push(null);
      continue;
    }
    try {
      result.step_results.push(await executeStmt(stream, step.stmt));
      result.step_errors.push(null);
      outcomes.push('ok');
    } catch (error) {
      result.step_results.push(null);
      result.step_errors.push(toProtoError(error));
      outcomes.push('error');
    }
  }
  return result;
}

/** Whether the statement writes, read from its bytecode the way sqlite3_stmt_readonly() decides. */
function isReadonly(db: Connection, sql: string): boolean {
  const program = db.prepare(`EXPLAIN ${sql}`).raw(true).all([]) as unknown[][];
  return !program.some(([, opcode, , p2]) => {
    if (opcode === 'Transaction') return Number(p2) !== 0; // P2 != 0 opens a write transaction
    return opcode === 'Checkpoint' || opcode === 'Vacuum' || opcode === 'JournalMode';
  });
}

function describe(stream: Stream, sql: string): DescribeResult {
  const statement = parseSingleStatement(sql);
  const prepared = prepare(stream.db, statement.sql);
  return {
    params: Array.from({ length: statement.paramCount }, (_, i) => ({ name: statement.paramNames.get(i + 1) ?? null })),
    cols: prepared.reader ? prepared.columns().map((col) => ({ name: col.name, decltype: col.type })) : [],
    is_explain: statement.isExplain,
    is_readonly: statement.isExplain || isReadonly(stream.db, statement.sql),
  };
}

async function handleStreamRequest(stream: Stream, request: StreamRequest): Promise<StreamResponse> {
  switch (request.type) {
    case 'execute':
      return { type: 'execute', result: await executeStmt(stream, request.stmt) };
    case 'batch':
      return { type: 'batch', result: await executeBatch(stream, request.batch) };
    case 'sequence':
      await executeSequence(stream, resolveSql(stream, request.sql, request.sql_id));
      return { type: 'sequence' };
    case 'describe': {
      const sql = resolveSql(stream, request.sql, request.sql_id);
      return { type: 'describe', result: describe(stream, sql) };
    }
    case 'store_sql':
      if (stream.sqls.has(request.sql_id)) {
        throw new HranaError(`SQL text id ${request.sql_id} is already in use`, 'PROTOCOL_ERROR');
      }
      stream.sqls.set(request.sql_id, request.sql);
      return { type: 'store_sql' };
    case 'close_sql':
      stream.sqls.delete(request.sql_id);
      return { type: 'close_sql' };
    case 'get_autocommit':
      return { type: 'get_autocommit', is_autocommit: !stream.db.inTransaction };
    case 'close':
      stream.close();
      return { type: 'close' };
  }
}

/** Rows and step results as the cursor entries `POST /v3/cursor` streams. */
function cursorEntries(result: BatchResult): CursorEntry[] {
  const entries: CursorEntry[] = [];
  result.step_results.forEach((stepResult, step) => {
    const error = result.step_errors[step];
    if (stepResult) {
      entries.push({ type: 'step_begin', step, cols: stepResult.cols });
      for (const row of stepResult.rows) entries.push({ type: 'row', row });
      entries.push({
        type: 'step_end',
        affected_row_count: stepResult.affected_row_count,
        last_insert_rowid: stepResult.last_insert_rowid,
      });
    } else if (error) {
      entries.push({ type: 'step_error', step, error });
    }
  });
  return entries;
}

// ---------------------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly `application/json`: the client only parses an error body when the header matches verbatim. */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const data = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
  res.end(data);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON', 'PROTOCOL_ERROR');
  }
  if (!isRecord(body)) throw new HttpError(400, 'Request body must be a JSON object', 'PROTOCOL_ERROR');
  const baton = body.baton;
  if (baton !== undefined && baton !== null && typeof baton !== 'string') {
    throw new HttpError(400, '`baton` must be a string or null', 'PROTOCOL_ERROR');
  }
  return body;
}

class HranaHttpServer {
  requests = 0;
  sequential = 0;
  #inFlight = 0;
  readonly #streams = new Map<string, Stream>();
  readonly #open = new Set<Stream>();

  constructor(
    readonly path: string,
    readonly authToken: string | undefined,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '');
      const route = `${req.method} ${path}`;
      switch (route) {
        case 'GET /health':
        case 'GET /v2':
        case 'GET /v3':
          return sendText(res, 200, 'OK');
        case 'POST /v2/pipeline':
        case 'POST /v3/pipeline':
        case 'POST /v3/cursor':
          if (!this.#authorized(req)) {
            return sendJson(res, 401, { error: 'Unauthorized: missing or invalid auth token' });
          }
          this.requests++;
          if (this.#inFlight === 0) this.sequential++;
          this.#inFlight++;
          try {
            if (route === 'POST /v3/cursor') return await this.#cursor(await readJsonBody(req), res);
            return sendJson(res, 200, await this.#pipeline(await readJsonBody(req)));
          } finally {
            this.#inFlight--;
          }
        default:
          return sendText(res, 404, `Not found: ${route}`);
      }
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof HttpError) {
        sendJson(res, error.status, { message: error.message, code: error.code });
      } else {
        sendJson(res, 500, toProtoError(error));
      }
    }
  }

  #authorized(req: IncomingMessage): boolean {
    return this.authToken === undefined || req.headers.authorization === `Bearer ${this.authToken}`;
  }

  async #pipeline(
    body: Record<string, unknown>,
  ): Promise<{ baton: string | null; base_url: null; results: StreamResult[] }> {
    const requests = body.requests;
    if (!Array.isArray(requests)) throw new HttpError(400, '`requests` must be an array', 'PROTOCOL_ERROR');
    // Checked up front so a malformed pipeline is rejected before any of it has run.
    for (const request of requests) {
      if (!isRecord(request) || typeof request.type !== 'string' || !STREAM_REQUEST_TYPES.has(request.type)) {
        throw new HttpError(400, `Unknown stream request: ${JSON.stringify(request)}`, 'PROTOCOL_ERROR');
      }
    }
    return this.#withStream(body.baton as string | null | undefined, async (stream) => {
      const results: StreamResult[] = [];
      for (const request of requests as StreamRequest[]) {
        if (stream.closed) {
          results.push({
            type: 'error',
            error: { message: 'The stream has already been closed', code: 'STREAM_CLOSED' },
          });
          continue;
        }
        try {
          results.push({ type: 'ok', response: await handleStreamRequest(stream, request) });
        } catch (error) {
          results.push({ type: 'error', error: toProtoError(error) });
        }
      }
      return results;
    }).then(({ baton, value }) => ({ baton, base_url: null, results: value }));
  }

  async #cursor(body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    if (!isRecord(body.batch) || !Array.isArray(body.batch.steps)) {
      throw new HttpError(400, '`batch.steps` must be an array', 'PROTOCOL_ERROR');
    }
    const batch = body.batch as unknown as ProtoBatch;
    const { baton, value: result } = await this.#withStream(body.baton as string | null | undefined, (stream) =>
      executeBatch(stream, batch),
    );
    const lines = [{ baton, base_url: null }, ...cursorEntries(result)].map((entry) => `${JSON.stringify(entry)}\n`);
    const data = lines.join('');
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(data) });
    res.end(data);
  }

  /**
   * Looks the stream up by baton (or opens one), runs `work`, and hands out a fresh baton. The old baton is
   * consumed, which is what serializes requests on a stream: a second request with it is rejected.
   */
  async #withStream<T>(
    baton: string | null | undefined,
    work: (stream: Stream) => Promise<T>,
  ): Promise<{ baton: string | null; value: T }> {
    let stream: Stream;
    if (baton === null || baton === undefined) {
      stream = new Stream(this.path);
      this.#open.add(stream);
    } else {
      const found = this.#streams.get(baton);
      if (!found) throw new HttpError(400, 'The stream has expired or the baton is invalid', 'STREAM_EXPIRED');
      this.#streams.delete(baton);
      clearTimeout(found.idleTimer);
      stream = found;
    }
    let value: T;
    try {
      value = await work(stream);
    } catch (error) {
      this.#drop(stream);
      throw error;
    }
    if (stream.closed) {
      this.#open.delete(stream);
      return { baton: null, value };
    }
    const next = `${randomBytes(18).toString('base64url')}`;
    this.#streams.set(next, stream);
    stream.idleTimer = setTimeout(() => {
      this.#streams.delete(next);
      this.#drop(stream);
    }, STREAM_IDLE_MS);
    stream.idleTimer.unref();
    return { baton: next, value };
  }

  #drop(stream: Stream): void {
    stream.close();
    this.#open.delete(stream);
  }

  closeAll(): void {
    for (const stream of this.#open) stream.close();
    this.#open.clear();
    this.#streams.clear();
  }
}

export async function startHranaServer(opts: HranaServerOptions = {}): Promise<HranaServer> {
  const host = opts.host ?? '127.0.0.1';
  const ephemeral = opts.file === undefined || opts.file === ':memory:';
  // Streams need separate connections to one database, which a private :memory: database cannot give.
  const tempDir = ephemeral ? mkdtempSync(join(tmpdir(), 'hrana-server-')) : undefined;
  const path = tempDir ? join(tempDir, 'db.sqlite') : opts.file!;

  // Kept open for the server's lifetime: it sets WAL once (readers then never wait for a writer) and, as the
  // last connection standing, avoids a checkpoint and WAL deletion every time a stream closes.
  const anchor = new Database(path);
  anchor.exec('PRAGMA journal_mode=WAL');

  const impl = new HranaHttpServer(path, opts.authToken);
  // Idle connections stay open as a hosted database's do (Node's default of 5 s closed one a Worker was about to reuse
  // while a slow scene was drawing its pictures: "Network connection lost").
  const server = createServer(
    { keepAliveTimeout: 65_000, headersTimeout: 66_000 },
    (req, res) => void impl.handle(req, res),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    anchor.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }

  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    get requests() {
      return impl.requests;
    },
    get sequential() {
      return impl.sequential;
    },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch() keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }).finally(() => {
        impl.closeAll();
        anchor.close();
        if (tempDir) rmSync(tempDir, { recursive: true, force: true });
      });
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Script mode
// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      file: { type: 'string' },
      host: { type: 'string' },
      'auth-token': { type: 'string' },
    },
  });
  const server = await startHranaServer({
    port: values.port === undefined ? undefined : Number(values.port),
    file: values.file,
    host: values.host,
    authToken: values['auth-token'],
  });
  console.log(server.url);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const entry = process.argv[1];
if (entry && fileURLToPath(import.meta.url) === realpathSync(entry)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
