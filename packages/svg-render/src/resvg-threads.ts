// The offline painter's renderer on the Node host: panels rendered by resvg on worker threads (one per core, at most
// four), so a scene's six panels are drawn side by side and the event loop stays free for requests meanwhile.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SvgRenderer } from './resvg';

interface Job {
  id: number;
  svg: string;
  resolve: (png: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

export interface ThreadedSvgRenderer extends SvgRenderer {
  /** Stops the threads (a job still queued or running is rejected). */
  close(): Promise<void>;
}

const wasmPath = () => createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');

export function createThreadedSvgRenderer(options: { threads?: number } = {}): ThreadedSvgRenderer {
  const size = Math.max(1, options.threads ?? Math.min(4, availableParallelism()));
  // Compiled once here and handed to every thread, which only instantiates it.
  let wasm: Promise<WebAssembly.Module> | undefined;
  const threads: Thread[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let closed = false;

  function fail(thread: Thread, error: Error) {
    const index = threads.indexOf(thread);
    if (index < 0) return;
    threads.splice(index, 1);
    thread.job?.reject(error);
    thread.job = null;
    void thread.worker.terminate();
    dispatch();
  }

  function spawn(module: WebAssembly.Module): Thread {
    const worker = new Worker(new URL('./resvg-thread.mjs', import.meta.url), { workerData: { wasm: module } });
    const thread: Thread = { worker, job: null };
    worker.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
      const job = thread.job;
      if (!job || job.id !== message.id) return;
      thread.job = null;
      worker.unref();
      if (message.png) job.resolve(message.png);
      else job.reject(new Error(message.error ?? 'resvg failed'));
      dispatch();
    });
    worker.on('error', (error) => fail(thread, error));
    worker.on('exit', (code) => fail(thread, new Error(`The painter's thread stopped (exit code ${code})`)));
    // An idle thread never keeps the process alive (tests, scripts, a server closing), a busy one does (see dispatch).
    // After the listeners, since adding one refs the worker again.
    worker.unref();
    threads.push(thread);
    return thread;
  }

  function dispatch() {
    if (!queue.length) return;
    if (threads.length < size && threads.every((thread) => thread.job)) {
      wasm ??= readFile(wasmPath()).then((bytes) => WebAssembly.compile(bytes));
      wasm.then(
        (module) => {
          if (queue.length && threads.length < size && threads.every((thread) => thread.job)) spawn(module);
          dispatch();
        },
        (error: unknown) => {
          wasm = undefined;
          for (const job of queue.splice(0)) job.reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
      if (!threads.length) return;
    }
    for (const thread of threads) {
      if (thread.job) continue;
      const job = queue.shift();
      if (!job) return;
      thread.job = job;
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, svg: job.svg });
    }
  }

  const render = ((svg: string) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (closed) return reject(new Error('The painter is closed'));
      queue.push({ id: nextId++, svg, resolve, reject });
      dispatch();
    })) as ThreadedSvgRenderer;
  render.close = async () => {
    closed = true;
    const running = threads.splice(0);
    for (const job of [...queue.splice(0), ...running.flatMap((thread) => thread.job ?? [])])
      job.reject(new Error('The painter is closed'));
    await Promise.all(running.map((thread) => thread.worker.terminate()));
  };
  return render;
}
