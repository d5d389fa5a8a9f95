// The OpenAPI 3.1 document of the REST API, read from the route table (routes.ts): request bodies from the same zod
// schemas the procedures check (z.toJSONSchema), answers from what the procedures return (answers.json, generated from
// their types by scripts/api-types.ts), and the interactive reference page that reads it (/api/docs).
import { ERROR_TYPES } from '../../src/shared/errors';
import { z } from 'zod';
import { MAX_STORIES_PAGE_SIZE } from '../../src/shared/limits';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { POLL_SECONDS } from './progress';
import { ROUTES, type Route } from './routes';
import answers from './answers.json' with { type: 'json' };

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return closed(json) as JsonSchema;
};

/** Every object with named fields says it takes no others: the server refuses an unknown field (a 400 naming it) at any depth. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const object: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closed(value)]));
  if (object.type === 'object' && object.properties && !('additionalProperties' in object))
    object.additionalProperties = false;
  return object;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success', 'message', 'errorType', 'requestId'],
  properties: {
    success: { const: false },
    message: { type: 'string', description: "The spec's message for the failure" },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    errorType: {
      type: 'string',
      enum: ERROR_TYPES,
      description: 'What kind of failure this is (every error has one); worker/errors.ts documents each',
    },
    requestId: { type: 'string', description: 'The X-Request-Id of this answer, for a bug report' },
    minimum: { type: 'number', description: 'The smallest value a number out of range may take' },
    maximum: { type: 'number', description: 'The largest value a number out of range may take' },
    retryAfterSeconds: { type: 'integer', description: 'On every 429, with a Retry-After header of the same seconds' },
    timeRemaining: { type: 'integer' },
    maxPerHour: { type: 'integer' },
    resetTime: { type: 'string', format: 'date-time' },
    code: { type: 'string' },
    details: { type: 'string' },
  },
};

const STATUS_TEXT: Record<string, string> = {
  '400': 'Bad input (the spec message, with errors[] naming fields)',
  '401': 'No token, or an expired (token_expired) or invalid (token_invalid) one',
  '403': 'Not yours, or a write (or token management) with a read API token',
  '404': 'Not found',
  '405': 'Wrong method (Allow names the right ones)',
  '409': 'Conflict (a name taken; an Idempotency-Key reused for another request, or still running)',
  '413': 'Body too large',
  '429': 'Too many requests (Retry-After)',
};

/** The header a creating call honours (the route has the idempotency middleware). */
const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'A key of your choice (1–255 printable ASCII characters), one per operation. Within 24 hours the same key with the same method, path and body replays the first successful answer (with `Idempotent-Replayed: true`) without doing the work again; with another request it is a 409 `idempotency_key_reused`, and while the first is still running a 409 `idempotency_key_in_progress`. Failed answers are not kept: fix the request and retry with the same key. Keys belong to the signed-in user.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
};

/** The feed's paging parameters. */
const LIST_PARAMETERS = [
  {
    name: 'page',
    in: 'query',
    required: false,
    description: "Page number (the spec's paging); use `cursor` to walk the whole feed",
    schema: { type: 'integer', minimum: 1 },
  },
  {
    name: 'limit',
    in: 'query',
    required: false,
    description: `Stories per page (default 12), a whole number from 1 to ${MAX_STORIES_PAGE_SIZE}. Anything else is a 400 "limit must be a whole number from 1 to ${MAX_STORIES_PAGE_SIZE}" (with \`minimum\` or \`maximum\`), never cut or defaulted silently.`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_STORIES_PAGE_SIZE },
  },
  { name: 'tag', in: 'query', required: false, schema: { type: 'string' } },
  {
    name: 'cursor',
    in: 'query',
    required: false,
    description:
      'Opaque: the `pagination.nextCursor` of the page before (send it as is, with the same `tag` and `limit`). Walking by cursor returns every published story exactly once, newest first, even while new stories are published; `nextCursor` is null on the last page. A cursor the server did not hand out is a 400 "Invalid cursor".',
    schema: { type: 'string' },
  },
];

/** The answer of a route: its procedure's, or what a route outside tRPC says. */
function answerOf(route: Route): JsonSchema {
  if (route.procedure) {
    const schema = (answers.answers as Record<string, JsonSchema>)[route.procedure];
    if (!schema) throw new Error(`No answer type for ${route.procedure}: run npm run api:types`);
    return schema;
  }
  if (route.path === '/api/health')
    return { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' }, message: { type: 'string' } } };
  return {
    type: 'object',
    required: ['success'],
    properties: { success: { const: true }, message: { type: 'string' } },
  };
}

const operationId = (route: Route) =>
  `${route.method.toLowerCase()}${route.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;

/** The calls whose answer can also be a stream of server-sent events. */
const STREAMS = /^\/api\/ai\/(scene|image|video)-status\//;

/** The document of the route table. */
export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const parameters: object[] = params.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema:
        name === 'kind'
          ? { type: 'string', enum: ['stories', 'scenes'] }
          : /Number$/.test(name)
            ? { type: 'integer', minimum: 1 }
            : { type: 'string' },
    }));
    if (route.path === '/api/stories' && route.method === 'GET') parameters.push(...LIST_PARAMETERS);
    if (route.query?.includes('q'))
      parameters.push({
        name: 'q',
        in: 'query',
        required: false,
        description: 'Only those whose name or description contains this text',
        schema: { type: 'string', maxLength: 1000 },
      });
    if (route.idempotent) parameters.push(IDEMPOTENCY_PARAMETER);
    const open = route.access === 'public';
    const errors = Object.fromEntries(
      ['400', '401', '403', '404', '405', '409', '413', '429']
        .filter((status) => !(open && (status === '401' || status === '403')))
        .map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
    );
    const answer = answerOf(route);
    const streams = STREAMS.test(route.path);
    // The stream is described in words, not as a second content type: a typed client would otherwise see every JSON
    // answer as JSON-or-text.
    const success = {
      description: streams
        ? `${route.summary}. With \`Accept: text/event-stream\` the answer is a stream instead: \`status\` events (this JSON, whenever it changes), a \`panel\` event per panel picture as it lands, \`done\` when the job is over, or \`reconnect\` (with a retry hint) when the stream has run its course.`
        : route.summary,
      content: route.produces
        ? { [route.produces]: { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: answer } },
      headers: {
        ...(route.idempotent
          ? {
              'Idempotent-Replayed': {
                schema: { type: 'string', enum: ['true'] },
                description: 'Present when this is the replay of an earlier answer',
              },
            }
          : {}),
        ...(streams
          ? {
              'Retry-After': {
                schema: { type: 'integer' },
                description: `While the job runs: seconds to wait before asking again (${POLL_SECONDS})`,
              },
            }
          : {}),
      },
    };
    const responses: Record<string, unknown> =
      route.status === 202
        ? {
            '200': { ...success, description: `${route.summary}: done at once` },
            '202': { ...success, description: `${route.summary}: started (pending: true); follow its status` },
          }
        : { [String(route.status)]: success };
    const operation = {
      operationId: operationId(route),
      tags: [route.path.split('/')[2]!],
      summary: route.summary,
      description: `${route.procedure ? `Runs the tRPC procedure \`${route.procedure}\`. ` : ''}${open ? 'No token needed.' : `Needs a token${route.method === 'GET' ? ' (a read API token will do)' : ' (a read-write API token, or a session)'}${route.access === 'owner' ? '; only the author of the story it touches (or an admin)' : ''}.`}`,
      ...(parameters.length ? { parameters } : {}),
      ...(open ? { security: [] } : {}),
      ...(typeof route.payload === 'object'
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(route.payload.json()) } },
            },
          }
        : route.payload === 'multipart'
          ? {
              requestBody: {
                required: true,
                content: {
                  'multipart/form-data': {
                    schema: {
                      type: 'object',
                      properties: { image: { type: 'string', format: 'binary' } },
                      required: ['image'],
                    },
                  },
                },
              },
            }
          : route.payload === 'image'
            ? {
                requestBody: {
                  required: true,
                  content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
                },
              }
            : {}),
      responses: { ...responses, ...errors },
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Panelcraft API',
      version: '1.0.0',
      description:
        'REST calls of Panelcraft. Every call is also a typed tRPC procedure under /trpc (see @panelcraft/client). Tokens: a session token from /api/auth/login, or an API token from Profile & Settings, as `Authorization: Bearer <token>`.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'Either a session token (the `token` of POST /api/auth/login or /register; 7 days) or an API token from Profile & Settings → API tokens or POST /api/tokens (`pct_r_…` read: every write is a 403; `pct_rw_…` read-write). An expired token is a 401 with errorType token_expired; an unknown, revoked or signed-out one a 401 with token_invalid.',
        },
      },
      schemas: { ...(answers.schemas as Record<string, JsonSchema>), Error: ERROR_SCHEMA },
      responses: Object.fromEntries(
        Object.entries(STATUS_TEXT).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            ...(status === '429'
              ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } }
              : {}),
            ...(status === '405'
              ? { headers: { Allow: { schema: { type: 'string' }, description: 'The methods the path takes' } } }
              : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}
