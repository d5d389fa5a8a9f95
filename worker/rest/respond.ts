// Runs one tRPC procedure for a REST route and answers in the API's JSON shape. This is the only place REST touches procedures.
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { toApiError } from '../trpc/errors';
import { createCaller } from '../trpc/router';
import type { Context } from '../trpc/init';

export type Caller = ReturnType<typeof createCaller>;
export type ContextFor = (c: HonoContext) => Promise<Context>;

export async function respond<T>(c: HonoContext, contextFor: ContextFor, call: (caller: Caller) => Promise<T>, status: ContentfulStatusCode = 200) {
  try {
    const caller = createCaller(await contextFor(c));
    return c.json((await call(caller)) as object, status);
  } catch (error) {
    const { status: errorStatus, body } = toApiError(error);
    return c.json(body, errorStatus as ContentfulStatusCode);
  }
}

/** The JSON body, or `undefined` when it is missing or malformed (the procedure's schema then answers 400). */
export async function jsonBody(c: HonoContext): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
