// The REST adapters, made from the route table (routes.ts): each row becomes a route that reads the path, query and body
// into its procedure's input, runs the procedure and answers with the row's status. Only the few rows answered outside
// tRPC (the health check, a PNG, a comic book, a provider's webhook) bring their own handler, and those are rows too.
import type { Context as HonoContext, Handler, Hono } from 'hono';
import { DomainError } from '../errors';
import { MAX_UPLOAD_BYTES, megabytes } from '../../src/shared/upload';
import { idempotent } from './idempotency';
import { progressRoute } from './progress';
import { acceptedWhenPending, errorResponse, jsonBody, respond, type Caller, type ContextFor } from './respond';
import { honoPath, ROUTES, type Route } from './routes';

/** A handler of its own for a row the procedures do not answer, by `METHOD /api/path` as the table writes it. */
export type ExplicitRoutes = Record<string, Handler>;

/** Registers every row of the table on the app, in the table's order (a fixed path before the `{id}` beside it). */
export function restRoutes(app: Hono, contextFor: ContextFor, explicit: ExplicitRoutes): void {
  const keys = new Set(ROUTES.map(routeKey));
  for (const key of Object.keys(explicit))
    if (!keys.has(key)) throw new Error(`${key} has a handler but no row in the route table`);
  for (const route of ROUTES) {
    const handler = explicit[routeKey(route)] ?? (route.procedure ? procedureRoute(route, contextFor) : undefined);
    if (!handler) throw new Error(`${routeKey(route)} has no procedure and no handler`);
    const path = honoPath(route.path);
    if (route.idempotent)
      app.on(route.method, path, idempotent(contextFor, { secret: route.secret === true }), handler);
    else app.on(route.method, path, handler);
  }
}

const routeKey = (route: Route) => `${route.method} ${route.path}`;

/** The procedures that answer with a secret shown once (their /trpc calls are never replayed either). */
export const SECRET_PROCEDURES = new Set(
  ROUTES.filter((route) => route.secret && route.procedure).map((route) => route.procedure!),
);

function procedureRoute(route: Route, contextFor: ContextFor): Handler {
  const run = procedureOf(route.procedure!);
  const status = route.status === 202 ? acceptedWhenPending : route.status;
  if (route.streams) return (c) => progressRoute(c, contextFor, (api) => run(api, pathInput(route, c)) as never);
  return async (c) => {
    let input: unknown;
    try {
      input = await inputOf(route, c);
    } catch (error) {
      return errorResponse(c, error);
    }
    return respond(c, contextFor, (api) => run(api, input), status, route.query);
  };
}

/** Calls a procedure by its path ('stories.byId') on a caller. */
function procedureOf(path: string): (api: Caller, input: unknown) => Promise<unknown> {
  const [router, name] = path.split('.') as [string, string];
  return (api, input) =>
    (api as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[router]![name]!(input);
}

/** The path parameters as the procedure takes them (renamed, read into numbers), or undefined for a path without any. */
function pathInput(route: Route, c: HonoContext): Record<string, unknown> | undefined {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (!names.length) return undefined;
  const input: Record<string, unknown> = {};
  for (const name of names) {
    const value = c.req.param(name)!;
    const param = route.params?.[name];
    input[param?.as ?? name] = param?.read ? param.read(value) : value;
  }
  return input;
}

/**
 * The procedure's input: the query's reading, or the body (checked for fields the call does not take before anything
 * runs) with the path parameters beside it, or under `bodyKey`. A call without a payload never reads its body.
 */
async function inputOf(route: Route, c: HonoContext): Promise<unknown> {
  if (route.fromQuery) return route.fromQuery(c.req.query());
  const params = pathInput(route, c);
  const body = await bodyOf(route, c);
  if (body === undefined) return params;
  if (!params) return body;
  return route.bodyKey ? { ...params, [route.bodyKey]: body } : { ...body, ...params };
}

async function bodyOf(route: Route, c: HonoContext): Promise<Record<string, unknown> | undefined> {
  const { payload } = route;
  if (payload === 'none') return undefined;
  if (typeof payload === 'object') return jsonBody(c, payload.json());
  // A picture as the raw body, its type in Content-Type.
  if (payload === 'image')
    return { contentType: c.req.header('content-type') ?? '', data: new Uint8Array(await c.req.arrayBuffer()) };
  // A picture as the `image` field of a form: anything else (no form, no file) reaches the procedure as no data.
  let file: File | null = null;
  try {
    const value = (await c.req.formData()).get('image');
    file = value instanceof File ? value : null;
  } catch {
    file = null;
  }
  if (file && file.size > MAX_UPLOAD_BYTES)
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      'file_too_large',
      { size: megabytes(file.size) },
      {
        extras: { errorType: 'payload_too_large' },
      },
    );
  return { name: file?.name || 'image', data: file ? new Uint8Array(await file.arrayBuffer()) : undefined };
}
