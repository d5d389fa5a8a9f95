// Node host: the order of a turn's work. Under load every socket read in one I/O phase (tens of requests) is handled
// before the next I/O phase.
// - Writes first. A like or a save waited behind all the list reads read off with it, and its p99 was twice theirs. A
//   GET or HEAD now waits for the check phase (setImmediate), which runs right after the I/O phase, so the writes read
//   in that phase are answered first. When idle this costs one hop of the loop (microseconds).
// - Then the reads, longest-waiting connection first. The I/O phase hands requests over in the kernel's order of ready
//   sockets, which keeps a socket's place from turn to turn: the connections answered last in a turn send their next
//   request just after the next I/O phase has begun, are read one turn later, at the end of the order again, and so
//   waited two turns every time (a few connections made the whole p99, at twice the median). A connection's request
//   cannot have come before its previous answer, so reads are taken in the order their connections were last answered
//   (a new connection counts as waiting longest): a request that missed a turn is first in the next.
// Workers need none of this: each request has its own turn there.

type Fetch<E> = (request: Request, env: E) => Promise<Response>;

interface Waiting {
  /** When its connection was last answered (an answer count; 0 for a connection's first request). */
  since: number;
  release: () => void;
}

/**
 * `fetch` with the turn's writes before its reads, and the reads in the order their connections have waited.
 * `connectionOf` names a request's connection (the Node adapter's socket); without one every read counts as new.
 */
export function writesFirst<E>(fetch: Fetch<E>, connectionOf: (env: E) => object | undefined = () => undefined): Fetch<E> {
  const lastAnswered = new WeakMap<object, number>();
  let answers = 0;
  /** The reads waiting for the check phase, longest-waiting first (equal waits in arrival order). */
  const waiting: Waiting[] = [];

  // One check-phase callback per waiting read; each lets the read that has waited longest go, and Node runs that read's
  // microtasks (its whole answer, with the embedded database) before the next callback.
  const releaseNext = () => waiting.shift()?.release();

  return async (request, env) => {
    const connection = connectionOf(env);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const since = (connection && lastAnswered.get(connection)) ?? 0;
      await new Promise<void>((release) => {
        // Its place: after every read whose connection has waited as long or longer (usually the end).
        let at = waiting.length;
        while (at > 0 && waiting[at - 1]!.since > since) at -= 1;
        waiting.splice(at, 0, { since, release });
        setImmediate(releaseNext);
      });
    }
    try {
      return await fetch(request, env);
    } finally {
      if (connection) lastAnswered.set(connection, (answers += 1));
    }
  };
}
