// Work that goes on after the answer: the Worker host hands `backgroundWork()` to `waitUntil`; Node simply lets it run.
const running = new Set<Promise<unknown>>();

export function inBackground(task: Promise<unknown>): void {
  const tracked: Promise<unknown> = task
    .catch((error: unknown) => console.error('background work failed', error))
    .finally(() => running.delete(tracked));
  running.add(tracked);
}

/** Settles when every piece of background work started so far (and any it started) is done. */
export async function backgroundWork(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

export const hasBackgroundWork = () => running.size > 0;
