// A seeded generator of bad requests over every REST call of the route table (worker/rest/routes.ts): each request
// carries at least one defect that must make it fail (bad body, bad field, bad path parameter, wrong method, no or a bad
// token, another user).
import { createRng, type Rng } from '../../packages/offline-ai/src/prng';
import { PNG_1PX } from './fixtures';
import { ROUTES } from '../../worker/rest/routes';

/** The offline provider's seeded generator (mulberry32): a failing seed replays exactly. */
export function seededRandom(seed: number): Random {
  return createRng(`fuzz:${seed}`);
}
export type Random = Rng;

/** The ids a valid request of the owner would name. */
export interface FuzzIds {
  story: string;
  draft: string;
  otherStory: string;
  scene: string;
  sceneNumber: string;
  panel: string;
  character: string;
  location: string;
  /** The owner's character and location in their other story (what the cast library brings in). */
  otherCharacter: string;
  otherLocation: string;
  job: string;
  media: string;
  /** An API token's and a webhook's id (none of the owner's: the calls still refuse every defect first). */
  apiToken: string;
  webhook: string;
}

export interface FuzzUsers {
  owner: { token: string; email: string; password: string };
  other: { token: string; email: string };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call it: anyone, any signed-in user, or only the owner of the story it names. */
type Access = 'public' | 'user' | 'owner';
type Payload = 'json' | 'raw-media' | 'multipart' | 'none';

interface Endpoint {
  method: Method;
  /** `:name` parameters are filled from FuzzIds. */
  path: string;
  access: Access;
  payload: Payload;
  body?: (ids: FuzzIds, users: FuzzUsers) => Record<string, unknown>;
  /** String fields the schema bounds: a huge value or another type must be refused. */
  strings?: string[];
  /** Number fields the schema bounds: text, objects, fractions and values out of range must be refused. */
  numbers?: string[];
  /** Free-form fields (an AI call's context): too large or too deep must be refused, whatever the type. */
  free?: string[];
  /** Fields whose absence must be refused. */
  required?: string[];
}

const bubble = { id: 'b1', text: 'Hello', type: 'speech', position: { x: 0.2, y: 0.3 }, style: { fontSize: 16 } };
const entity = (kind: string) => ({
  name: `Fuzz ${kind}`,
  description: `A fuzzy ${kind} of some size`,
  imagePrompt: `a fuzzy ${kind}, ink`,
});
const entityStrings = ['name', 'title', 'description', 'imagePrompt', 'primaryImageUrl'];

/**
 * What a valid request of the owner sends to each call (never sent without a defect), and which of its fields the fuzz
 * may break, by the call's fuzz path. The calls themselves come from the route table (worker/rest/routes.ts).
 */
export const SAMPLES: Record<string, Partial<Endpoint>> = {
  'POST /api/auth/register': {
    body: () => ({ username: 'fuzz_user', email: 'fuzz@example.com', password: 'Sup3rSecret', firstName: 'F' }),
    strings: ['username', 'email', 'password', 'firstName', 'lastName'],
    required: ['username', 'email', 'password'],
  },
  'POST /api/auth/login': {
    body: (_, u) => ({ email: u.owner.email, password: u.owner.password }),
    strings: ['email', 'password'],
    required: ['email', 'password'],
  },
  'PUT /api/auth/profile': {
    body: () => ({ firstName: 'Renamed', lastName: 'Fuzz', avatar: '/media/uploads/a.png' }),
    strings: ['firstName', 'lastName', 'avatar'],
  },
  'PUT /api/auth/password': {
    body: (_, u) => ({ currentPassword: u.owner.password, newPassword: 'Another-pass2' }),
    strings: ['currentPassword', 'newPassword'],
    required: ['currentPassword', 'newPassword'],
  },
  'POST /api/stories': {
    body: () => ({ title: 'Fuzzed', description: 'A story', tags: ['Fuzz'], aspectRatio: '3:2' }),
    strings: ['title', 'description', 'aspectRatio'],
    numbers: ['panels', 'defaultPanels'],
  },
  'PUT /api/stories/:story': {
    body: () => ({ title: 'Renamed', description: 'Changed', tags: ['New'], status: 'published' }),
    strings: ['title', 'description', 'artStyle', 'status', 'aspectRatio', 'imageGenerationModel', 'previewImage'],
    numbers: ['defaultPanels'],
  },
  'PATCH /api/stories/:story/art-style': {
    body: () => ({ artStyle: 'noir ink' }),
    strings: ['artStyle'],
    required: ['artStyle'],
  },
  'PUT /api/stories/:story/text-styles': {
    body: () => ({ textStyles: [{ id: 'caption', name: 'Caption', style: { fontSize: 14 } }] }),
    required: ['textStyles'],
  },
  'POST /api/ai/generate-scene': {
    body: (ids) => ({
      storyId: ids.story,
      prompt: 'A robot walks into a bar and orders oil',
      generateImages: false,
      maxPanels: 2,
    }),
    strings: ['storyId', 'prompt', 'existingSceneId'],
    numbers: ['maxPanels'],
    required: ['storyId', 'prompt'],
  },
  'POST /api/ai/scene-suggestions': {
    body: (ids) => ({ storyId: ids.story, maxSuggestions: 3, suggestionType: 'continuation' }),
    strings: ['storyId', 'suggestionType'],
    numbers: ['maxSuggestions'],
    required: ['storyId'],
  },
  'POST /api/ai/generate-image': {
    body: (ids) => ({ prompt: 'a lighthouse at night', width: 512, height: 512, storyId: ids.story }),
    strings: ['prompt', 'storyId', 'initialImageUrl'],
    numbers: ['width', 'height'],
    required: ['prompt', 'storyId'],
  },
  'POST /api/ai/generate-panel-image': {
    body: (ids) => ({ sceneId: ids.scene, panelNumber: 1 }),
    strings: ['sceneId'],
    numbers: ['panelNumber'],
    required: ['sceneId', 'panelNumber'],
  },
  'POST /api/ai/generate-character-image': {
    body: (ids) => ({ characterId: ids.character }),
    strings: ['characterId'],
    required: ['characterId'],
  },
  'POST /api/ai/generate-location-image': {
    body: (ids) => ({ locationId: ids.location }),
    strings: ['locationId'],
    required: ['locationId'],
  },
  'POST /api/ai/generate-character-from-description': {
    body: (ids) => ({ description: 'A brave knight', storyId: ids.story, context: { storyTitle: 'T' } }),
    strings: ['description', 'storyId'],
    free: ['context'],
    required: ['description'],
  },
  'POST /api/ai/generate-location-from-description': {
    body: (ids) => ({ description: 'A foggy harbour', storyId: ids.story, context: 'harbour town' }),
    strings: ['description', 'storyId'],
    free: ['context'],
    required: ['description'],
  },
  'POST /api/ai/extract-entities': {
    body: (ids) => ({ storyId: ids.story, description: 'A keeper and a ghost ship at the harbour' }),
    strings: ['storyId', 'description'],
    required: ['storyId', 'description'],
  },
  'POST /api/ai/improve-text': {
    body: (ids) => ({ text: 'the robot walks in slowly', context: { storyId: ids.story } }),
    strings: ['text'],
    required: ['text'],
  },
  'POST /api/ai/generate-title': {
    body: (ids) => ({ description: 'A robot walks into a bar', context: { storyId: ids.story } }),
    strings: ['description'],
    required: ['description'],
  },
  'POST /api/ai/generate-video': {
    body: (ids) => ({ imageUrl: ids.media, prompt: 'slow pan', storyId: ids.story }),
    strings: ['imageUrl', 'prompt', 'storyId'],
    required: ['imageUrl', 'prompt', 'storyId'],
  },
  'PUT /api/scenes/:scene': {
    body: () => ({ title: 'Renamed scene', description: 'Changed scene' }),
    strings: ['title', 'description'],
    required: ['title', 'description'],
  },
  'PUT /api/scenes/:scene/panels/:panel': {
    body: (ids) => ({ imagePrompt: 'changed', imageUrl: ids.media, textBubbles: [bubble] }),
    strings: ['imagePrompt', 'videoPrompt', 'imageUrl', 'videoUrl', 'altText'],
  },
  'POST /api/scenes/:scene/panels': {
    body: () => ({ position: 1, description: 'A new panel' }),
    strings: ['description', 'imagePrompt', 'videoPrompt', 'imageUrl', 'videoUrl', 'altText'],
    numbers: ['position', 'splitFrom'],
  },
  'PUT /api/scenes/:scene/panel-order': { body: () => ({ order: [3, 2, 1] }), required: ['order'] },
  'PUT /api/stories/:story/scene-order': { body: (ids) => ({ order: [ids.scene] }), required: ['order'] },
  'POST /api/stories/:story/characters': {
    body: (ids) => ({ fromCharacterId: ids.otherCharacter }),
    strings: ['fromCharacterId'],
    required: ['fromCharacterId'],
  },
  'POST /api/stories/:story/locations': {
    body: (ids) => ({ fromLocationId: ids.otherLocation }),
    strings: ['fromLocationId'],
    required: ['fromLocationId'],
  },
  'POST /api/characters': {
    body: (ids) => ({ storyId: ids.story, ...entity('character') }),
    strings: [...entityStrings, 'storyId'],
    required: ['storyId', 'name', 'description', 'imagePrompt'],
  },
  'PUT /api/characters/:character': { body: () => ({ name: 'Renamed' }), strings: entityStrings },
  'POST /api/locations': {
    body: (ids) => ({ storyId: ids.story, ...entity('location') }),
    strings: [...entityStrings, 'storyId'],
    required: ['storyId', 'name', 'description', 'imagePrompt'],
  },
  'PUT /api/locations/:location': { body: () => ({ name: 'Renamed' }), strings: entityStrings },
};

/** A route parameter as the FuzzIds key it names: `{id}` is whatever the path's resource is. */
function fuzzParam(path: string, name: string): string {
  if (name === 'storyId') return 'story';
  if (name === 'sceneId') return 'scene';
  if (name === 'panelNumber') return 'panel';
  if (name === 'sceneNumber' || name === 'username') return name;
  const resource = path.split('/')[2];
  if (path.startsWith('/api/ai/scene-status')) return 'scene';
  if (path.startsWith('/api/ai/')) return 'job';
  const byResource: Record<string, string> = {
    stories: 'story',
    scenes: 'scene',
    characters: 'character',
    locations: 'location',
    tokens: 'apiToken',
    webhooks: 'webhook',
  };
  return byResource[resource!] ?? 'nothing';
}

/** Every call of the route table (a like path once per kind), with its sample, plus the stored media files. */
export const ENDPOINTS: Endpoint[] = [
  ...ROUTES.flatMap((route) => {
    const kinds = route.path.includes('{kind}')
      ? [
          ['stories', 'story'],
          ['scenes', 'scene'],
        ]
      : [[null, null]];
    return kinds.map(([kind, id]) => {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'kind' ? kind! : name === 'id' && id ? `:${id}` : `:${fuzzParam(route.path, name)}`,
      );
      const payload: Payload =
        typeof route.payload === 'object' ? 'json' : route.payload === 'image' ? 'raw-media' : route.payload;
      return { method: route.method, path, access: route.access, payload, ...SAMPLES[`${route.method} ${path}`] };
    });
  }),
  { method: 'GET', path: '/media/:key', access: 'public', payload: 'none' },
];

/** Path parameter values that name nothing: malformed escapes, overlong UTF-8, %u forms, double encoding, traversal, junk. */
export const BAD_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%c0%ae%c0%ae',
  '%c0%af',
  '%u002e%u002e',
  '%252e%252e',
  '..%2f..%2fapp.db',
  '..%5c..%5capp.db',
  '%2e%2e%2fapp.db',
  '%00',
  '%ff%fe',
  'nope',
  'x'.repeat(5000),
  "'%20OR%201=1--",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%F0%9F%92%A5',
  '%2F',
  '-1',
  '0',
  '7',
  '1e3',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '%25',
];

const BAD_QUERIES = [
  '?page=%E0%A4%A',
  '?limit=-5&page=abc',
  '?tag=%',
  '?tag=' + 'x'.repeat(3000),
  '?page[]=1&limit[]=2',
  '?limit=1e309',
  '?tag=%c0%ae',
  '?page=__proto__',
  '?%=%',
];

const WRONG_TYPES: unknown[] = [12345, true, { $gt: '' }, ['a', 'b'], -1.5, { toString: 'x' }];
const WRONG_NUMBERS: unknown[] = ['abc', { a: 1 }, { toString: 'x' }, { valueOf: 'x' }, 99999, -3, 2.5, [1, 2], ''];

export function deepArray(levels: number, inner = '1'): string {
  return '['.repeat(levels) + inner + ']'.repeat(levels);
}
function deepObject(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

/** Bodies no call accepts: not JSON, not an object, empty, another content type, or absurdly nested. */
const BODY_DEFECTS: {
  name: string;
  make: (valid: Record<string, unknown>, random: Random) => { type?: string; body: BodyInit | undefined };
}[] = [
  {
    name: 'truncated JSON',
    make: (valid, r) => ({ type: 'application/json', body: JSON.stringify(valid).slice(0, -1 - r.int(0, 4)) }),
  },
  { name: 'unterminated string', make: () => ({ type: 'application/json', body: '{"title": "unterminated' }) },
  { name: 'trailing garbage', make: (valid) => ({ type: 'application/json', body: `${JSON.stringify(valid)} x` }) },
  { name: 'single quotes', make: () => ({ type: 'application/json', body: "{'title': 'x'}" }) },
  { name: 'null', make: () => ({ type: 'application/json', body: 'null' }) },
  { name: 'number', make: () => ({ type: 'application/json', body: '12345' }) },
  { name: 'boolean', make: () => ({ type: 'application/json', body: 'true' }) },
  { name: 'array', make: (valid) => ({ type: 'application/json', body: JSON.stringify([valid]) }) },
  { name: 'string', make: () => ({ type: 'application/json', body: '"a string"' }) },
  { name: 'empty', make: () => ({ type: 'application/json', body: '' }) },
  { name: 'whitespace', make: () => ({ type: 'application/json', body: ' \n\t ' }) },
  { name: 'no body', make: () => ({ body: undefined }) },
  {
    name: 'form urlencoded',
    make: () => ({ type: 'application/x-www-form-urlencoded', body: 'title=x&description=y' }),
  },
  { name: 'form data', make: (valid) => ({ body: formOf(valid) }) },
  { name: 'XML', make: () => ({ type: 'application/xml', body: '<story><title>x</title></story>' }) },
  { name: 'text/xml', make: () => ({ type: 'text/xml', body: '<?xml version="1.0"?><a/>' }) },
  { name: 'JSON as text/plain', make: (valid) => ({ type: 'text/plain', body: JSON.stringify(valid) }) },
  {
    name: 'binary',
    make: (_, r) => ({
      type: 'application/octet-stream',
      body: Uint8Array.from({ length: 64 + r.int(0, 511) }, () => r.int(0, 255)),
    }),
  },
  { name: 'PNG bytes as JSON', make: () => ({ type: 'application/json', body: PNG_1PX }) },
  { name: '5,000 nested arrays', make: () => ({ type: 'application/json', body: deepArray(5000) }) },
  { name: 'deep object', make: (_, r) => ({ type: 'application/json', body: deepObject(40 + r.int(0, 3000)) }) },
  {
    name: 'deep array in a field',
    make: (valid, r) => ({
      type: 'application/json',
      body: `{${fieldsText(valid)}"context":${deepArray(33 + r.int(0, 6000))}}`,
    }),
  },
];

function fieldsText(valid: Record<string, unknown>): string {
  return Object.entries(valid)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`)
    .join('');
}

function formOf(valid: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(valid))
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}

export interface FuzzRequest {
  /** The table's call it aims at (`PUT /api/stories/:story`) and the kinds of defect it carries. */
  call: string;
  kinds: Defect[];
  method: string;
  path: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
  caller: 'anonymous' | 'owner' | 'other' | 'bad token';
  /** What makes it bad, for the failure report. */
  defects: string[];
  /** GET and HEAD may succeed (reads change nothing); anything else must be refused. */
  mayRead: boolean;
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Methods no route answers on this path (so a wrong method never lands on another call). */
function wrongMethods(endpoint: Endpoint): Method[] {
  const taken = new Set(ENDPOINTS.filter((other) => other.path === endpoint.path).map((other) => other.method));
  // A path parameter also matches a fixed segment of a sibling route (`/api/stories/tags` is a story id to PUT and DELETE).
  if (/^\/api\/stories\/(tags|random-images)$/.test(endpoint.path))
    ['PUT', 'DELETE'].forEach((method) => taken.add(method as Method));
  if (endpoint.path === '/api/stories') ['GET', 'POST'].forEach((method) => taken.add(method as Method));
  return METHODS.filter((method) => !taken.has(method));
}

const BAD_TOKENS = [
  'Bearer nope',
  `Bearer ${'a'.repeat(4000)}`,
  'Basic dXNlcjpwYXNz',
  'Bearer ',
  'Bearer %00',
  'bearer',
  'Bearer a b c',
];

export type Defect = 'no token' | 'bad token' | 'other user' | 'path' | 'method' | 'body' | 'field';

function defectsOf(endpoint: Endpoint): Defect[] {
  const defects: Defect[] = [];
  if (endpoint.access !== 'public') defects.push('no token', 'bad token');
  if (endpoint.access === 'owner') defects.push('other user');
  if (endpoint.path.includes(':')) defects.push('path');
  if (wrongMethods(endpoint).length) defects.push('method');
  if (endpoint.payload !== 'none') defects.push('body');
  if (endpoint.strings?.length || endpoint.numbers?.length || endpoint.free?.length || endpoint.required?.length)
    defects.push('field');
  return defects;
}

/** One bad request: a random call with one or two of the defects it can have, plus random noise. */
export function badRequest(random: Random, ids: FuzzIds, users: FuzzUsers, usernames: { owner: string }): FuzzRequest {
  const endpoint = random.pick(ENDPOINTS);
  const available = defectsOf(endpoint);
  const chosen = new Set<Defect>([random.pick(available)]);
  if (random.chance(0.3)) chosen.add(random.pick(available));
  const notes: string[] = [];

  // The caller: the one a defect asks for, else whoever may make the call.
  let caller: FuzzRequest['caller'] =
    endpoint.access === 'public' ? random.pick(['anonymous', 'owner', 'other'] as const) : 'owner';
  if (chosen.has('other user')) caller = 'other';
  if (chosen.has('bad token')) caller = 'bad token';
  if (chosen.has('no token')) caller = 'anonymous';
  const headers: Record<string, string> = {};
  if (caller === 'owner') headers.authorization = `Bearer ${users.owner.token}`;
  if (caller === 'other') headers.authorization = `Bearer ${users.other.token}`;
  if (caller === 'bad token') headers.authorization = random.pick(BAD_TOKENS);

  const values: Record<string, string> = { ...ids, username: usernames.owner, key: ids.media.slice('/media/'.length) };
  const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const badParam = chosen.has('path') ? random.pick(params) : undefined;
  let path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name !== badParam) return name === 'key' ? values.key! : encodeURIComponent(values[name]!);
    const segment = random.pick(BAD_SEGMENTS);
    notes.push(`${name}=${segment.slice(0, 40)}`);
    return segment;
  });
  if (endpoint.method === 'GET' && random.chance(0.3)) {
    const query = random.pick(BAD_QUERIES);
    path += query;
    notes.push(`query ${query.slice(0, 40)}`);
  }

  let method: string = endpoint.method;
  if (chosen.has('method')) {
    method = random.pick(wrongMethods(endpoint));
    notes.push(`method ${method}`);
  }

  const valid = endpoint.body?.(ids, users) ?? {};
  let body: BodyInit | undefined;
  let type: string | undefined;
  if (endpoint.payload === 'json') {
    if (chosen.has('body')) {
      const defect = random.pick(BODY_DEFECTS);
      ({ body, type } = defect.make(valid, random));
      notes.push(`body: ${defect.name}`);
    } else {
      const fields: Record<string, unknown> = { ...valid };
      if (chosen.has('field')) notes.push(breakField(random, endpoint, fields));
      // Noise that must change nothing on its own: unknown fields, prototype keys.
      if (random.chance(0.3)) {
        const key = random.pick(['__proto__', 'constructor', 'id', 'userId', '_id', 'likeCount', 'admin']);
        // defineProperty, so `__proto__` is sent as a key instead of changing the object's prototype.
        Object.defineProperty(fields, key, {
          value: random.pick(['x', 1, { polluted: true }]),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      body = JSON.stringify(fields);
      type = random.pick(['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']);
    }
  } else if (endpoint.payload === 'raw-media') {
    ({ body, type } = random.pick([
      { type: 'text/html', body: '<script>alert(1)</script>' },
      { type: 'image/png', body: 'GIF89a-not-a-png' },
      { type: 'image/png', body: new Uint8Array(0) },
      { type: 'application/json', body: '{"a":1}' },
      { type: 'image/svg+xml', body: '<svg onload="alert(1)"/>' },
      ...(chosen.has('body') ? [] : [{ type: 'image/png', body: PNG_1PX }]),
    ]));
    // A valid picture only goes with a defect of the caller or the method.
    notes.push(`media ${type}`);
  } else if (endpoint.payload === 'multipart') {
    const form = new FormData();
    const bad = chosen.has('body');
    const variant = random.int(0, 3);
    if (!bad) form.set('image', new File([PNG_1PX], 'ok.png', { type: 'image/png' }));
    else if (variant === 0) form.set('image', new File(['<html></html>'], 'page.png', { type: 'image/png' }));
    else if (variant === 1) form.set('picture', new File([PNG_1PX], 'wrong-field.png', { type: 'image/png' }));
    else if (variant === 2) form.set('image', 'just text');
    else form.set('image', new File([], 'empty.png', { type: 'image/png' }));
    body = bad && random.chance(0.3) ? JSON.stringify({ image: 'x' }) : form;
    if (typeof body === 'string') type = 'application/json';
    notes.push(bad ? `multipart variant ${variant}` : 'multipart ok');
  } else if (random.chance(0.2)) {
    // Calls without a payload ignore whatever body comes with them.
    ({ body, type } = random.pick(BODY_DEFECTS).make({}, random));
    notes.push('ignored body');
  }
  // Fetch allows no body on a GET.
  if (method === 'GET') body = type = undefined;
  if (type) headers['content-type'] = type;

  return {
    call: `${endpoint.method} ${endpoint.path}`,
    kinds: [...chosen],
    method,
    path,
    headers,
    body,
    caller,
    defects: [...chosen, ...notes],
    mayRead: method === 'GET',
  };
}

/** Makes one field of a valid payload bad beyond doubt: too long for any bound, another type, or missing when required. */
function breakField(random: Random, endpoint: Endpoint, fields: Record<string, unknown>): string {
  const options: (() => string)[] = [];
  for (const name of endpoint.strings ?? []) {
    options.push(() => {
      fields[name] = 'x'.repeat(random.pick([5001, 20_000, 200_000]));
      return `${name} oversized`;
    });
    options.push(() => {
      fields[name] = random.pick(WRONG_TYPES);
      return `${name} wrong type`;
    });
  }
  for (const name of endpoint.numbers ?? []) {
    options.push(() => {
      fields[name] = random.pick(WRONG_NUMBERS);
      return `${name} bad number`;
    });
  }
  for (const name of endpoint.free ?? []) {
    options.push(() => {
      const kind = random.int(0, 2);
      fields[name] =
        kind === 0
          ? 'x'.repeat(4001 + random.int(0, 50_000))
          : kind === 1
            ? { notes: 'x'.repeat(4001 + random.int(0, 50_000)) }
            : JSON.parse(deepObject(5 + random.int(0, 25)));
      return `${name} ${['too long', 'too large', 'too deep'][kind]}`;
    });
  }
  for (const name of endpoint.required ?? []) {
    options.push(() => {
      delete fields[name];
      return `${name} missing`;
    });
  }
  return random.pick(options)();
}
