// Every answer carries an `X-Request-Id` (the caller's own, when it sent a sane one), and every error body repeats it
// as `requestId`, so a script's bug report and the server's log line can be matched.
import type { Context as HonoContext, MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[\w.:-]{1,128}$/;

export const requestIds: MiddlewareHandler = async (c, next) => {
  const sent = c.req.header(REQUEST_ID_HEADER);
  const id = sent && SANE_ID.test(sent) ? sent : crypto.randomUUID();
  c.set('requestId' as never, id as never);
  await next();
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    // A response with immutable headers (a host's static asset): copy it once to add the header.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  }
};

export function requestIdOf(c: HonoContext): string | null {
  return (c.get('requestId' as never) as string | undefined) ?? null;
}

/** An API error body with the request's id: `{ success: false, message, errorType, …, requestId }`. */
export function withRequestId<T extends object>(c: HonoContext, body: T): T & { requestId?: string } {
  const id = requestIdOf(c);
  return id ? { ...body, requestId: id } : body;
}
