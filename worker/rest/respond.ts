// Runs one tRPC procedure for a REST route and answers in the API's JSON shape. This is the only place REST touches procedures.
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { toApiError } from '../trpc/errors';
import { createCaller } from '../trpc/router';
import type { Context } from '../trpc/init';

export type Caller = ReturnType<typeof createCaller>;
export type ContextFor = (c: HonoContext) => Promise<Context>;

export async function respond<T>(
  c: HonoContext,
  contextFor: ContextFor,
  call: (caller: Caller) => Promise<T>,
  status: ContentfulStatusCode | ((result: T) => ContentfulStatusCode) = 200,
) {
  try {
    const caller = createCaller(await contextFor(c));
    const result = await call(caller);
    return c.json(result as object, typeof status === 'function' ? status(result) : status);
  } catch (error) {
    const { status: errorStatus, body } = toApiError(error);
    const errors = body.errors?.map((fieldError) => ({ ...fieldError, field: bodyField(fieldError.field) }));
    return c.json({ ...body, ...(errors ? { errors } : {}) }, errorStatus as ContentfulStatusCode);
  }
}

/** A procedure that takes a REST body beside path parameters holds it under this key (`{ id, changes }`). */
const BODY_KEY = 'changes';

/** REST answers name a field as the request body does (`title`), not by its place in the procedure input (`changes.title`). */
function bodyField(field: string): string {
  return field.startsWith(`${BODY_KEY}.`) ? field.slice(BODY_KEY.length + 1) : field;
}

/** 202 Accepted for a picture call whose job is still running (`pending: true`), else 200. */
export const acceptedWhenPending = (result: unknown): ContentfulStatusCode => ((result as { pending?: boolean })?.pending ? 202 : 200);

/** The JSON body, or `undefined` when it is missing or malformed (the procedure's schema then answers 400). */
export async function jsonBody(c: HonoContext): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
