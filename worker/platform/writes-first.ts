// Node host: writes before reads within a turn of the event loop. Under load every socket read in one I/O phase (tens of
// requests) is handled before the next; a like or a save waited behind all the list reads read off with it, and its
// p99 was twice theirs. A GET or HEAD now waits for the check phase (setImmediate), which runs right after the I/O
// phase, so the writes read in that phase are answered first; the reads follow in the same turn, in arrival order. When
// idle this costs one hop of the loop (microseconds). Workers need none of this: each request has its own turn there.

type Fetch<E> = (request: Request, env: E) => Promise<Response>;

const nextCheckPhase = () => new Promise<void>((resolve) => setImmediate(resolve));

export function writesFirst<E>(fetch: Fetch<E>): Fetch<E> {
  return async (request, env) => {
    if (request.method === 'GET' || request.method === 'HEAD') await nextCheckPhase();
    return fetch(request, env);
  };
}
