// Live progress of a generation job for the editor: the status call's stream of server-sent events (worker/rest/
// progress.ts) through EventSource, signed in by the session cookie, and the plain JSON poll that stands in when the
// stream cannot be had, paced by the answer's Retry-After.

export interface StatusStreamHandlers<T> {
  /** A status answer (the JSON a poll would get), each time it changes, and the last one. */
  answer: (answer: T) => void;
  /** A panel's picture landed (or failed). */
  panel?: (panel: { panelNumber: number; imageUrl: string | null; imageGenerationError: string | null }) => void;
  /** The job is over (the `done` answer, given to `answer` first). */
  done?: (answer: T) => void;
  /** The stream cannot be used (refused, cut off again and again, or it reported an error): poll instead. */
  failed: () => void;
}

/** Connection errors in a row, with nothing heard between them, before the stream is given up for polling. */
const MAX_SILENT_ERRORS = 3;

/** Follows `url` as a stream of status events until `done`; answers a function that closes it. */
export function followStatusStream<T>(url: string, handlers: StatusStreamHandlers<T>): () => void {
  const source = new EventSource(url);
  let errors = 0;
  let over = false;
  const close = () => {
    over = true;
    source.close();
  };
  const read = (event: Event) => JSON.parse((event as MessageEvent<string>).data) as unknown;
  source.addEventListener('status', (event) => {
    errors = 0;
    handlers.answer(read(event) as T);
  });
  source.addEventListener('panel', (event) => {
    errors = 0;
    handlers.panel?.(read(event) as Parameters<NonNullable<StatusStreamHandlers<T>['panel']>>[0]);
  });
  source.addEventListener('done', (event) => {
    close();
    const answer = read(event) as T;
    handlers.answer(answer);
    handlers.done?.(answer);
  });
  // `reconnect`: the server ended this stream on purpose; EventSource comes back after its retry hint by itself.
  source.addEventListener('reconnect', () => {
    errors = 0;
  });
  source.addEventListener('error', (event) => {
    if (over) return;
    // The server's own `error` event (a deleted scene, an expired session) carries its answer: the poll reads it.
    const reported = event instanceof MessageEvent && typeof event.data === 'string' && event.data !== '';
    errors += 1;
    if (reported || source.readyState === EventSource.CLOSED || errors >= MAX_SILENT_ERRORS) {
      close();
      handlers.failed();
    }
  });
  return close;
}

/** Whether this browser can hold a stream at all (every current one can). */
export const canStream = () => typeof EventSource === 'function';

/** One JSON poll of a status call; `pace` learns the answer's Retry-After (milliseconds) when it has one. */
export async function pollStatus<T>(url: string, pace: { current: number }): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  const seconds = Number(response.headers.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) pace.current = seconds * 1000;
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || !body) throw new Error(body?.message || `Status unavailable (${response.status})`);
  return body;
}

export interface FollowJobOptions<T> {
  /** Whether this answer ends the job (the stream's `done` carries such an answer). */
  over: (answer: T) => boolean;
  /** Milliseconds between polls until an answer's Retry-After says otherwise. */
  pollMs: number;
  /** The longest wait in all; after it the job answers null. */
  timeoutMs: number;
  /** False once nobody wants the answer any more (a closed dialog): the wait stops with null. */
  alive?: () => boolean;
  stream?: typeof followStatusStream;
  poll?: typeof pollStatus;
  streamable?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * A picture's or video's job, followed until it is over: its stream of status events while the stream holds, else
 * JSON polls paced by the answer's Retry-After. The last answer, or null when the time ran out (or nobody waits);
 * a failed poll throws its message.
 */
export async function followJob<T>(url: string, options: FollowJobOptions<T>): Promise<T | null> {
  const {
    over,
    pollMs,
    timeoutMs,
    alive = () => true,
    stream = followStatusStream,
    poll = pollStatus,
    streamable = canStream,
  } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const deadline = now() + timeoutMs;
  if (streamable()) {
    const streamed = await new Promise<{ answer: T | null } | 'failed'>((resolve) => {
      let finished = false;
      let stop: (() => void) | undefined;
      const finish = (outcome: { answer: T | null } | 'failed') => {
        if (finished) return;
        finished = true;
        clearInterval(watch);
        stop?.();
        resolve(outcome);
      };
      // The stream only speaks when the answer changes: the time limit and a closed dialog are checked beside it.
      const watch = setInterval(() => {
        if (!alive() || now() >= deadline) finish({ answer: null });
      }, 1000);
      stop = stream<T>(url, {
        answer: (answer) => {
          if (over(answer)) finish({ answer });
        },
        // The server says the job is over even when `over` cannot tell (an answer of a shape it does not know).
        done: (answer) => finish({ answer }),
        failed: () => finish('failed'),
      });
      if (finished) stop();
    });
    if (streamed !== 'failed') return streamed.answer;
  }
  const pace = { current: pollMs };
  for (;;) {
    if (!alive()) return null;
    const answer = await poll<T>(url, pace);
    if (over(answer)) return answer;
    if (now() >= deadline) return null;
    await sleep(pace.current);
  }
}
