// WAL checkpoints of the embedded database on a thread of their own. SQLite's automatic checkpoint runs inside the
// COMMIT that crosses 1,000 WAL pages, copying them into the database file and syncing it: on the one event loop of the
// Node host that stalled every request for 5-400 ms (a like's p99 was 4 ms, its worst 380 ms). The host turns the
// automatic checkpoint off on its writing connections and this thread checkpoints (PASSIVE: writers and readers go on)
// every `everyMs`.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface Checkpoints {
  /** Ends the thread (its connection closed). */
  stop(): Promise<void>;
}

// Plain CommonJS, evaluated as the worker's code: it needs no loader for TypeScript (tsx, vitest) in the thread.
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.libsql);
const db = new Database(workerData.path, { timeout: 5000 });
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ type: 'checkpoint', ...result });
  } catch (error) {
    // Busy or locked: the next turn tries again.
    parentPort.postMessage({ type: 'error', message: String(error && error.message) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  // Closing the last connection checkpoints what is left.
  db.close();
  parentPort.close();
});
`;

export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

export function startCheckpoints(path: string, options: { everyMs?: number; onCheckpoint?: (result: CheckpointResult) => void } = {}): Checkpoints {
  const libsql = createRequire(import.meta.url).resolve('libsql');
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: { path, libsql, everyMs: options.everyMs ?? 250 } });
  worker.on('message', (message: { type: string } & CheckpointResult) => {
    if (message.type === 'checkpoint') options.onCheckpoint?.(message);
  });
  // A thread that cannot start (or dies) leaves the WAL growing, never the app failing: say so once.
  worker.on('error', (error) => console.error('WAL checkpoints stopped:', error));
  // It never keeps the process alive on its own.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
