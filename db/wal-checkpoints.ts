// WAL checkpoints of the Node host's file database, run off the event loop. SQLite's automatic checkpoint runs inside
// the COMMIT that takes the WAL past its threshold (1,000 pages by default): it copies those pages into the database
// file and syncs it there and then, on the one thread that answers every request. Under likes (about 4.6 WAL pages a
// toggle) that was a 25-40 ms stall every two seconds or so, and every request in flight waited for it: the tail of
// `npm run bench:mixed`. Here a second connection opened with `libsql/promise`, whose calls run on the driver's own
// thread, asks for a PASSIVE checkpoint (it never waits for, nor blocks, readers and writers) every `everyMs`. SQLite's
// automatic checkpoint stays on at `SAFETY_NET_PAGES`. When no write lands while a pass runs, the next write starts
// the WAL over and it is not reached; under writes that never pause it is what starts the WAL over (one stall per
// 10,000 pages, most already copied, instead of one per 1,000); if these passes stop or fail the WAL is still
// checkpointed (on the event loop, as before) and never grows without bound.
import AsyncDatabase from 'libsql/promise';

/** The main connection's `wal_autocheckpoint`: about 40 MB of 4 KB pages. */
export const SAFETY_NET_PAGES = 10_000;

export interface WalCheckpoints {
  /** One PASSIVE checkpoint now (after the one running, if any); rejects with SQLite's error. */
  checkpoint(): Promise<void>;
  /** Stops the timer and closes the connection once the pass in flight has finished. */
  close(): void;
}

export function startWalCheckpoints(path: string, options: { everyMs?: number } = {}): WalCheckpoints {
  const db = new AsyncDatabase(path, { timeout: 5000 });
  let running: Promise<void> | null = null;
  let closed = false;
  let warned = false;
  const pass = async () => {
    await db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  };
  const checkpoint = async (): Promise<void> => {
    while (running) await running.catch(() => undefined);
    if (closed) return;
    running = pass().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => {
    // A pass still running (a large WAL on a slow disk) is not queued behind: the next tick comes soon enough.
    if (running) return;
    checkpoint().catch((error: unknown) => {
      // Busy or failing: the next tick tries again, and the automatic checkpoint is there meanwhile. Said once.
      if (!warned) console.error('WAL checkpoint failed (SQLite checkpoints on its own meanwhile):', error);
      warned = true;
    });
  }, options.everyMs ?? 500);
  // The timer never keeps a process alive on its own (scripts, tests).
  timer.unref();
  return {
    checkpoint,
    close() {
      if (closed) return;
      clearInterval(timer);
      closed = true;
      void (running ?? Promise.resolve()).catch(() => undefined).finally(() => db.close());
    },
  };
}
