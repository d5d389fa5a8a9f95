// The OpenAPI 3.1 document of the REST API, generated from the app's own routes and the same zod schemas the
// procedures check (z.toJSONSchema), and the interactive reference page that reads it (/api/docs).
import { ERROR_TYPES } from '../errors';
import { z } from 'zod';
import { characterInput, createStoryInput, loginInput, panelUpdateInput, sceneLayoutInput, passwordChangeInput, profileInput, registerInput, sceneUpdateInput, updateStoryInput, artStyleInput } from '../../src/shared/validation';
import { likeStateInput } from '../trpc/routers/likes';
import { textStylesInput } from '../../src/shared/bubble-schema';
import { fromCharacterInput, fromLocationInput, panelOrderInput, sceneOrderInput } from '../../src/shared/arrangement';
import { MAX_STORIES_PAGE_SIZE } from '../../src/shared/limits';
import { createTokenInput } from '../../src/shared/api-tokens';
import { createWebhookInput, WEBHOOK_EVENTS } from '../../src/shared/webhooks';
import { IDEMPOTENCY_HEADER, isIdempotent } from './idempotency';
import { procedureInput } from './respond';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
};

/** The JSON body each call takes (the REST adapters hand it to the procedure of the same schema). */
function bodies(): Record<string, z.ZodType> {
  const ai = (path: string, procedure: string) => [`POST /api/ai/${path}`, procedureInput(`ai.${procedure}`)] as const;
  return Object.fromEntries([
    ['POST /api/auth/register', registerInput],
    ['POST /api/auth/login', loginInput],
    ['PUT /api/auth/profile', profileInput],
    ['PUT /api/auth/password', passwordChangeInput],
    ['POST /api/stories', createStoryInput],
    ['PUT /api/stories/{id}', updateStoryInput],
    ['PATCH /api/stories/{id}/art-style', z.object({ artStyle: artStyleInput })],
    ['PUT /api/stories/{id}/text-styles', z.object({ textStyles: textStylesInput })],
    ['PUT /api/likes/{kind}/{id}', likeStateInput],
    ['PUT /api/scenes/{id}', sceneUpdateInput],
    ['PUT /api/scenes/{sceneId}/panels/{panelNumber}', panelUpdateInput],
    ['PUT /api/scenes/{id}/layout', sceneLayoutInput],
    ['POST /api/scenes/{sceneId}/panels', procedureInput('scenes.addPanel')],
    ['PUT /api/scenes/{sceneId}/panel-order', panelOrderInput],
    ['PUT /api/stories/{id}/scene-order', sceneOrderInput],
    ['POST /api/stories/{id}/characters', fromCharacterInput],
    ['POST /api/stories/{id}/locations', fromLocationInput],
    ['POST /api/characters', procedureInput('characters.create')],
    ['PUT /api/characters/{id}', characterInput.partial()],
    ['POST /api/locations', procedureInput('locations.create')],
    ['PUT /api/locations/{id}', procedureInput('locations.update')],
    ['POST /api/tokens', createTokenInput],
    ['POST /api/webhooks', createWebhookInput],
    ai('generate-scene', 'generateScene'),
    ai('scene-suggestions', 'sceneSuggestions'),
    ai('generate-image', 'generateImage'),
    ai('generate-panel-image', 'generatePanelImage'),
    ai('generate-character-image', 'generateCharacterImage'),
    ai('generate-location-image', 'generateLocationImage'),
    ai('generate-character-from-description', 'characterFromDescription'),
    ai('generate-location-from-description', 'locationFromDescription'),
    ai('extract-entities', 'extractEntities'),
    ai('improve-text', 'improveText'),
    ai('generate-title', 'generateTitle'),
    ai('generate-video', 'generateVideo'),
  ]);
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success', 'message', 'errorType', 'requestId'],
  properties: {
    success: { const: false },
    message: { type: 'string', description: "The spec's message for the failure" },
    errors: { type: 'array', items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } } },
    errorType: { type: 'string', enum: ERROR_TYPES, description: 'What kind of failure this is (every error has one); worker/errors.ts documents each' },
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

const ANSWER_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success'],
  properties: { success: { const: true }, message: { type: 'string' }, data: {} },
  description: 'The call\'s answer; its full type is RouterOutputs of @panelcraft/client',
};

const TOKEN_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['_id', 'name', 'scope', 'createdAt', 'expiresAt', 'lastUsedAt'],
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    scope: { type: 'string', enum: ['read', 'read-write'] },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'null: no expiry' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time', description: 'null: never used; recorded at most once an hour' },
  },
};

const DELIVERY_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['_id', 'event', 'status', 'attempts', 'lastStatusCode', 'lastError', 'createdAt', 'updatedAt'],
  properties: {
    _id: { type: 'string', description: 'Sent as X-Panelcraft-Delivery and as the body\'s id' },
    event: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'], description: 'pending: waiting for its next attempt; delivered: a 2xx answer; failed: no attempt left' },
    attempts: { type: 'integer' },
    lastStatusCode: { type: ['integer', 'null'], description: "The receiver's last HTTP status; null when it did not answer" },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

const WEBHOOK_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['_id', 'url', 'events', 'createdAt', 'lastDelivery'],
  properties: {
    _id: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    events: { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENTS] } },
    createdAt: { type: 'string', format: 'date-time' },
    lastDelivery: { oneOf: [{ $ref: '#/components/schemas/WebhookDelivery' }, { type: 'null' }] },
  },
};

/** The feed page, with its cursor. */
const LIST_ANSWER: JsonSchema = {
  type: 'object',
  required: ['success', 'data'],
  properties: {
    success: { const: true },
    data: {
      type: 'object',
      properties: {
        stories: { type: 'array', items: { type: 'object' } },
        pagination: {
          type: 'object',
          properties: {
            page: { type: 'integer' },
            pages: { type: 'integer' },
            total: { type: 'integer' },
            limit: { type: 'integer' },
            nextCursor: { type: ['string', 'null'], description: 'Opaque; pass as `cursor` for the next page; null on the last page' },
          },
        },
      },
    },
  },
};

/** Answers documented in full (the rest use the generic envelope). */
const ANSWERS: Record<string, JsonSchema> = {
  'GET /api/stories': LIST_ANSWER,
  'POST /api/tokens': {
    type: 'object',
    required: ['success', 'message', 'data'],
    properties: {
      success: { const: true },
      message: { type: 'string' },
      data: {
        allOf: [
          { $ref: '#/components/schemas/ApiToken' },
          { type: 'object', required: ['token'], properties: { token: { type: 'string', description: 'The secret, shown only in this answer' } } },
        ],
      },
    },
  },
  'GET /api/tokens': {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data: { type: 'array', items: { $ref: '#/components/schemas/ApiToken' } } },
  },
  'DELETE /api/tokens/{id}': { type: 'object', required: ['success', 'message'], properties: { success: { const: true }, message: { type: 'string' } } },
  'POST /api/webhooks': {
    type: 'object',
    required: ['success', 'message', 'data'],
    properties: {
      success: { const: true },
      message: { type: 'string' },
      data: {
        allOf: [
          { $ref: '#/components/schemas/Webhook' },
          { type: 'object', required: ['secret'], properties: { secret: { type: 'string', description: 'The signing secret (whsec_…), shown only in this answer' } } },
        ],
      },
    },
  },
  'GET /api/webhooks': {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data: { type: 'array', items: { $ref: '#/components/schemas/Webhook' } } },
  },
  'GET /api/webhooks/{id}/deliveries': {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data: { type: 'array', items: { $ref: '#/components/schemas/WebhookDelivery' }, description: 'The latest 20, newest first' } },
  },
  'DELETE /api/webhooks/{id}': { type: 'object', required: ['success', 'message'], properties: { success: { const: true }, message: { type: 'string' } } },
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

const SIGNED_OUT = new Set(['POST /api/auth/register', 'POST /api/auth/login', 'GET /api/health', 'POST /api/ai/webhooks/replicate']);
const PUBLIC_GETS = /^GET \/api\/(stories|likes|users|health)/;

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
  { name: 'page', in: 'query', required: false, description: 'Page number (the spec\'s paging); use `cursor` to walk the whole feed', schema: { type: 'integer', minimum: 1 } },
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


/** The document for the app's routes (`{ method, path, handler }` as Hono lists them). */
export function openApiDocument(routes: { method: string; path: string; handler?: unknown }[], serverUrl?: string) {
  const bodyOf = bodies();
  // A route with the idempotency middleware appears in the list once for it and once for its handler.
  const idempotent = new Set(routes.filter((route) => isIdempotent(route.handler)).map((route) => `${route.method} ${route.path}`));
  const paths: Record<string, Record<string, unknown>> = {};
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*') || route.path.startsWith('/api/openapi') || route.path.startsWith('/api/docs')) continue;
    const params: string[] = [];
    const path = route.path.replace(/:(\w+)(\{[^}]+\})?/g, (_, name: string) => {
      params.push(name);
      return `{${name}}`;
    });
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    const honoursKey = idempotent.has(`${route.method} ${route.path}`);
    seen.add(key);
    const body = bodyOf[key];
    const parameters: object[] = params.map((name) => ({ name, in: 'path', required: true, schema: name === 'kind' ? { type: 'string', enum: ['stories', 'scenes'] } : { type: 'string' } }));
    if (key === 'GET /api/stories') parameters.push(...LIST_PARAMETERS);
    if (honoursKey) parameters.push(IDEMPOTENCY_PARAMETER);
    const creates = route.method === 'POST' && CREATED.test(path);
    const open = SIGNED_OUT.has(key) || PUBLIC_GETS.test(key) || key === 'POST /api/stories/{id}/read';
    const errors = Object.fromEntries(
      ['400', '401', '403', '404', '405', '409', '413', '429']
        .filter((status) => !(open && (status === '401' || status === '403')))
        .map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
    );
    const tag = path.split('/')[2]!;
    const upload = key === 'POST /api/upload/image';
    const media = key === 'POST /api/media';
    paths[path] ??= {};
    paths[path]![route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      tags: [tag],
      summary: `${route.method} ${path}`,
      ...(parameters.length ? { parameters } : {}),
      ...(open ? { security: [] } : {}),
      ...(body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(body) } } } }
        : upload
          ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] } } } } }
          : media
            ? { requestBody: { required: true, content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } }
            : {}),
      responses: {
        [route.method === 'POST' && (creates || media) ? '201' : '200']: {
          description: 'Success',
          content: path.endsWith('og.png')
            ? { 'image/png': { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: ANSWERS[key] ?? { $ref: '#/components/schemas/Answer' } } },
          ...(honoursKey ? { headers: { 'Idempotent-Replayed': { schema: { type: 'string', enum: ['true'] }, description: 'Present when this is the replay of an earlier answer' } } } : {}),
        },
        ...errors,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Panelcraft API',
      version: '1.0.0',
      description: 'REST calls of Panelcraft. Every call is also a typed tRPC procedure under /trpc (see @panelcraft/client). Tokens: a session token from /api/auth/login, or an API token from Profile & Settings, as `Authorization: Bearer <token>`.',
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
      schemas: { Answer: ANSWER_SCHEMA, Error: ERROR_SCHEMA, ApiToken: TOKEN_SCHEMA, Webhook: WEBHOOK_SCHEMA, WebhookDelivery: DELIVERY_SCHEMA },
      responses: Object.fromEntries(
        Object.entries(STATUS_TEXT).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            ...(status === '429' ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } } } : {}),
            ...(status === '405' ? { headers: { Allow: { schema: { type: 'string' }, description: 'The methods the path takes' } } } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}

/** The POSTs that answer 201 Created. */
const CREATED = /^\/api\/(stories|stories\/\{[^}]+\}\/(characters|locations)|scenes\/\{[^}]+\}\/panels|stories\/\{[^}]+\}\/remix|stories\/\{[^}]+\}\/remix-scene\/\{[^}]+\}|stories\/\{[^}]+\}\/scenes\/\{[^}]+\}\/remix|characters|locations|upload\/image|auth\/register|tokens|webhooks)$/;

