// The REST calls in one table: method, path, the procedure each one runs, who may call it, what it takes (and how the
// path, query and body become the procedure's input) and answers, and a one-line summary. The REST adapters are made
// from it (adapters.ts), and /api/openapi.json, the fuzz test's table and the route list of docs/api.md are read from it:
// adding a call is one row.
import { z } from 'zod';
import {
  characterInput,
  createStoryInput,
  loginInput,
  panelUpdateInput,
  sceneLayoutInput,
  passwordChangeInput,
  profileInput,
  registerInput,
  sceneUpdateInput,
  updateStoryInput,
  artStyleInput,
} from '../../src/shared/validation';
import { likeStateInput } from '../trpc/routers/likes';
import { textStylesInput } from '../../src/shared/bubble-schema';
import { fromCharacterInput, fromLocationInput, panelOrderInput, sceneOrderInput } from '../../src/shared/arrangement';
import { createTokenInput } from '../../src/shared/api-tokens';
import { createWebhookInput } from '../../src/shared/webhooks';
import { appRouter } from '../trpc/router';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (`public`), any signed-in caller (`user`), or only who may edit the story, scene or entity it
 * names (`owner`). `scope` is the API token scope a call needs: reads take a read token, writes a read-write one.
 */
export type Access = 'public' | 'user' | 'owner';

/** What the body is: JSON checked by a zod schema, a raw picture, a multipart form, or nothing. */
export type Payload = { json: () => z.ZodType } | 'image' | 'multipart' | 'none';

export interface Route {
  method: Method;
  /** OpenAPI form: `/api/stories/{id}`. */
  path: string;
  /** The tRPC procedure it runs ('stories.byId'), or null for the few answered outside tRPC (a PNG, a provider's webhook). */
  procedure: string | null;
  access: Access;
  payload: Payload;
  /** The success status: 201 for a call that creates, 202 while a picture job runs (200 once it has finished). */
  status: 200 | 201 | 202;
  /** Honours Idempotency-Key. */
  idempotent: boolean;
  /** Query parameters it takes (any other is a 400). */
  query?: readonly string[];
  /** What the answer is when not JSON. */
  produces?: 'image/png' | 'application/vnd.comicbook+zip';
  summary: string;
  /** Path parameters the procedure takes under another name or as another type (a scene's `{id}` is its `sceneId`). */
  params?: Readonly<Record<string, PathParam>>;
  /** The JSON body goes under this key of the input (`{ id, changes }`) instead of beside the path parameters. */
  bodyKey?: typeof BODY_KEY;
  /** The procedure's input read from the query string (the names it may hold are `query`). */
  fromQuery?: (query: Record<string, string>) => unknown;
  /** The answer holds a secret shown once (an API token): a retried create is a 409, never a replay, on /trpc too. */
  secret?: true;
  /** With `Accept: text/event-stream` the answer is a stream of the procedure's answers until the job is over. */
  streams?: true;
}

/** How a path parameter reaches the procedure: under another name (`as`), read into another type (`read`). */
export interface PathParam {
  as?: string;
  read?: (value: string) => unknown;
}

/** A procedure that takes a REST body beside path parameters holds it under this key (`{ id, changes }`). */
export const BODY_KEY = 'changes';

type Row = [
  method: Method,
  path: string,
  procedure: string | null,
  access: Access,
  summary: string,
  options?: Partial<Omit<Route, 'method' | 'path' | 'procedure' | 'access' | 'summary'>>,
];

/** A JSON payload; its schema is made on first use (and once). */
const json = (schema: () => z.ZodType): Payload => {
  let made: z.ZodType | undefined;
  return { json: () => (made ??= schema()) };
};
const body = (procedure: string) => json(() => procedureInput(procedure));
const created = { status: 201, idempotent: true } as const;

/** A number in the path ('2'); anything else is NaN, which the procedure refuses with its own message. */
export const pathNumber = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);
const number: PathParam = { read: pathNumber };
const storyParam = { id: { as: 'storyId' } } as const;
const sceneParam = { id: { as: 'sceneId' } } as const;
/** `/api/likes/stories/…` likes a story, `/api/likes/scenes/…` a scene. */
const likeTarget = {
  kind: { as: 'targetType', read: (kind: string) => (kind === 'stories' ? 'story' : 'scene') },
} as const;
/** The cast library's search (`?q=`), cut to the length the procedure takes. */
const librarySearch = (query: Record<string, string>) =>
  query.q === undefined ? undefined : { q: query.q.slice(0, 1000) };

/**
 * The home feed's query string as the procedure's input: numbers where they are numbers, anything else passed on as
 * text for the procedure to refuse with its range (`limit=abc` is a 400, never the default). An unknown parameter
 * (`pag=2`) is refused before, as an unknown body field is.
 */
export function listQuery(query: Record<string, string>): {
  page?: number;
  limit?: number;
  tag?: string;
  cursor?: string;
} {
  const number = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
  const input: Record<string, unknown> = {};
  if (query.page !== undefined) input.page = number(query.page);
  if (query.limit !== undefined) input.limit = number(query.limit);
  if (query.tag !== undefined) input.tag = query.tag.slice(0, 200);
  if (query.cursor !== undefined) input.cursor = query.cursor;
  return input;
}

const ROWS: Row[] = [
  ['GET', '/api/health', null, 'public', 'Whether the server and its database answer'],
  [
    'POST',
    '/api/auth/register',
    'auth.register',
    'public',
    'Create an account and sign in (a session token)',
    { payload: json(() => registerInput), status: 201 },
  ],
  [
    'POST',
    '/api/auth/login',
    'auth.login',
    'public',
    'Sign in with email and password (a session token)',
    { payload: json(() => loginInput) },
  ],
  ['GET', '/api/auth/me', 'auth.me', 'user', 'The signed-in account'],
  ['POST', '/api/auth/logout', 'auth.logout', 'user', 'Sign out (the session token stops working)'],
  [
    'PUT',
    '/api/auth/profile',
    'auth.updateProfile',
    'user',
    'Change names, avatar or interface language',
    { payload: json(() => profileInput) },
  ],
  [
    'PUT',
    '/api/auth/password',
    'auth.changePassword',
    'user',
    'Change the password',
    { payload: json(() => passwordChangeInput) },
  ],
  [
    'POST',
    '/api/media',
    'media.upload',
    'user',
    'Store a picture sent as the raw body (its Content-Type)',
    { payload: 'image', ...created },
  ],
  [
    'GET',
    '/api/stories',
    'stories.list',
    'public',
    'The feed of published stories, newest first, by page or cursor',
    { query: ['page', 'limit', 'tag', 'cursor'], fromQuery: listQuery },
  ],
  ['GET', '/api/stories/tags', 'stories.tags', 'public', 'Tags of published stories with their counts'],
  ['GET', '/api/stories/random-images', 'stories.randomImages', 'public', 'Recent panel pictures for the home page'],
  [
    'POST',
    '/api/stories',
    'stories.create',
    'user',
    'Create a draft story',
    { payload: json(() => createStoryInput), ...created },
  ],
  [
    'GET',
    '/api/stories/{id}',
    'stories.byId',
    'public',
    'A story with its scenes, panels, characters and locations (drafts: the author only)',
  ],
  [
    'PUT',
    '/api/stories/{id}',
    'stories.update',
    'owner',
    'Change a story (title, tags, cover; publish with status)',
    { payload: json(() => updateStoryInput), bodyKey: BODY_KEY },
  ],
  [
    'PATCH',
    '/api/stories/{id}/art-style',
    'stories.setArtStyle',
    'owner',
    "Change a story's art style",
    { payload: json(() => z.object({ artStyle: artStyleInput })) },
  ],
  ['GET', '/api/stories/{id}/text-styles', 'stories.textStyles', 'owner', "A story's saved text styles"],
  [
    'PUT',
    '/api/stories/{id}/text-styles',
    'stories.setTextStyles',
    'owner',
    "Replace a story's saved text styles",
    { payload: json(() => z.object({ textStyles: textStylesInput })) },
  ],
  ['DELETE', '/api/stories/{id}', 'stories.delete', 'owner', 'Delete a story with its scenes and media'],
  ['GET', '/api/stories/{id}/scenes', 'stories.scenes', 'public', "A story's scenes with their panels"],
  ['GET', '/api/stories/{id}/remixes', 'stories.remixes', 'public', 'Published remixes of a story'],
  [
    'GET',
    '/api/stories/{id}/og.png',
    null,
    'public',
    "The story's share card (PNG, 1200×630)",
    { produces: 'image/png' },
  ],
  [
    'GET',
    '/api/stories/{id}/export.cbz',
    null,
    'public',
    "The story as a comic book archive: ComicInfo.xml (Manga YesAndRightToLeft for a story read right to left) and one JPEG per panel in reading order, each with its bubbles drawn in; the author's draft (a read token will do) or any published story, else 404; a story without panels is a 400",
    { produces: 'application/vnd.comicbook+zip' },
  ],
  ['GET', '/api/stories/{id}/characters', 'stories.characters', 'public', "A story's characters"],
  ['GET', '/api/stories/{id}/locations', 'stories.locations', 'public', "A story's locations"],
  [
    'POST',
    '/api/stories/{id}/characters',
    'characters.bringIn',
    'owner',
    "Use one of the author's characters from another story",
    { payload: json(() => fromCharacterInput), params: storyParam, ...created },
  ],
  [
    'POST',
    '/api/stories/{id}/locations',
    'locations.bringIn',
    'owner',
    "Use one of the author's locations from another story",
    { payload: json(() => fromLocationInput), params: storyParam, ...created },
  ],
  [
    'PUT',
    '/api/stories/{id}/scene-order',
    'stories.orderScenes',
    'owner',
    "Reorder a story's scenes",
    { payload: json(() => sceneOrderInput) },
  ],
  ['POST', '/api/stories/{id}/read', 'stories.recordRead', 'public', 'Count a read of a published story'],
  [
    'POST',
    '/api/stories/{id}/remix',
    'remix.story',
    'user',
    'Remix a published story into a new draft of your own',
    { params: storyParam, ...created },
  ],
  [
    'POST',
    '/api/stories/{storyId}/remix-scene/{sceneId}',
    'remix.scene',
    'user',
    'Remix one scene (by id) into a new draft',
    created,
  ],
  [
    'POST',
    '/api/stories/{storyId}/scenes/{sceneNumber}/remix',
    'remix.scene',
    'user',
    'Remix one scene (by number) into a new draft',
    { params: { sceneNumber: { read: (value) => Number(value) || 0 } }, ...created },
  ],
  [
    'POST',
    '/api/likes/{kind}/{id}',
    'likes.toggle',
    'user',
    'Toggle a like of a story or scene',
    { params: likeTarget },
  ],
  [
    'PUT',
    '/api/likes/{kind}/{id}',
    'likes.set',
    'user',
    'Like or unlike a story or scene (safe to retry)',
    { payload: json(() => likeStateInput), params: likeTarget },
  ],
  [
    'GET',
    '/api/likes/{kind}/{id}',
    'likes.get',
    'public',
    'The like count, and whether the caller likes it',
    { params: likeTarget },
  ],
  ['GET', '/api/users/{username}', 'users.profile', 'public', "A user's public profile and published stories"],
  [
    'POST',
    '/api/ai/generate-scene',
    'ai.generateScene',
    'owner',
    'Write a scene (panels, prompts, bubbles) and start its pictures',
    { payload: body('ai.generateScene'), idempotent: true },
  ],
  [
    'POST',
    '/api/ai/scene-suggestions',
    'ai.sceneSuggestions',
    'owner',
    'Ideas for the next scene',
    { payload: body('ai.sceneSuggestions') },
  ],
  [
    'POST',
    '/api/ai/generate-image',
    'ai.generateImage',
    'owner',
    'Make a picture from a prompt',
    { payload: body('ai.generateImage'), status: 202, idempotent: true },
  ],
  [
    'POST',
    '/api/ai/generate-panel-image',
    'ai.generatePanelImage',
    'owner',
    "Redraw one panel's picture",
    { payload: body('ai.generatePanelImage'), status: 202, idempotent: true },
  ],
  [
    'POST',
    '/api/ai/generate-character-image',
    'ai.generateCharacterImage',
    'owner',
    "Draw a character's picture",
    { payload: body('ai.generateCharacterImage'), status: 202, idempotent: true },
  ],
  [
    'POST',
    '/api/ai/generate-location-image',
    'ai.generateLocationImage',
    'owner',
    "Draw a location's picture",
    { payload: body('ai.generateLocationImage'), status: 202, idempotent: true },
  ],
  [
    'POST',
    '/api/ai/generate-character-from-description',
    'ai.characterFromDescription',
    'owner',
    'Draft a character from a short description',
    { payload: body('ai.characterFromDescription') },
  ],
  [
    'POST',
    '/api/ai/generate-location-from-description',
    'ai.locationFromDescription',
    'owner',
    'Draft a location from a short description',
    { payload: body('ai.locationFromDescription') },
  ],
  [
    'POST',
    '/api/ai/extract-entities',
    'ai.extractEntities',
    'owner',
    "Find a story's characters and locations in its description",
    { payload: body('ai.extractEntities'), idempotent: true },
  ],
  [
    'POST',
    '/api/ai/improve-text',
    'ai.improveText',
    'owner',
    'Improve a piece of text',
    { payload: body('ai.improveText') },
  ],
  [
    'POST',
    '/api/ai/generate-title',
    'ai.generateTitle',
    'owner',
    'Suggest a title',
    { payload: body('ai.generateTitle') },
  ],
  [
    'POST',
    '/api/ai/generate-video',
    'ai.generateVideo',
    'owner',
    'Start a video from a stored picture',
    { payload: body('ai.generateVideo'), idempotent: true },
  ],
  [
    'GET',
    '/api/ai/scene-status/{id}',
    'ai.sceneStatus',
    'owner',
    "A scene's picture progress (JSON with Retry-After, or a stream with Accept: text/event-stream)",
    { streams: true },
  ],
  [
    'GET',
    '/api/ai/image-status/{id}',
    'ai.imageStatus',
    'owner',
    "A picture job's progress (JSON with Retry-After, or a stream)",
    { streams: true },
  ],
  [
    'GET',
    '/api/ai/video-status/{id}',
    'ai.videoStatus',
    'owner',
    "A video job's progress (JSON with Retry-After, or a stream)",
    { streams: true },
  ],
  [
    'POST',
    '/api/ai/webhooks/replicate',
    null,
    'public',
    "Replicate's signed callback for a finished prediction (not for scripts)",
  ],
  [
    'PUT',
    '/api/scenes/{id}',
    'scenes.update',
    'owner',
    "Change a scene's title and description",
    { payload: json(() => sceneUpdateInput) },
  ],
  ['DELETE', '/api/scenes/{id}', 'scenes.delete', 'owner', 'Delete a scene'],
  [
    'PUT',
    '/api/scenes/{id}/layout',
    'scenes.setLayout',
    'owner',
    "Change a scene's page layout",
    { payload: json(() => sceneLayoutInput), params: sceneParam },
  ],
  [
    'PUT',
    '/api/scenes/{sceneId}/panels/{panelNumber}',
    'scenes.updatePanel',
    'owner',
    'Change a panel (prompt, picture, bubbles)',
    { payload: json(() => panelUpdateInput), params: { panelNumber: number } },
  ],
  [
    'POST',
    '/api/scenes/{sceneId}/panels',
    'scenes.addPanel',
    'owner',
    'Add a panel (empty, split from another, or brought back)',
    { payload: body('scenes.addPanel'), ...created },
  ],
  [
    'DELETE',
    '/api/scenes/{sceneId}/panels/{panelNumber}',
    'scenes.removePanel',
    'owner',
    'Remove a panel',
    { params: { panelNumber: number } },
  ],
  [
    'PUT',
    '/api/scenes/{sceneId}/panel-order',
    'scenes.orderPanels',
    'owner',
    "Reorder a scene's panels",
    { payload: json(() => panelOrderInput) },
  ],
  ['GET', '/api/scenes/{sceneId}/versions', 'scenes.panelVersions', 'owner', "A scene's earlier panel pictures"],
  [
    'POST',
    '/api/scenes/{sceneId}/versions/restore',
    'scenes.restorePanelVersions',
    'owner',
    'Put earlier panel pictures back',
    { payload: body('scenes.restorePanelVersions') },
  ],
  [
    'GET',
    '/api/characters',
    'characters.library',
    'user',
    "The caller's characters in all their stories",
    { query: ['q'], fromQuery: librarySearch },
  ],
  [
    'POST',
    '/api/characters',
    'characters.create',
    'owner',
    'Add a character to a story',
    { payload: body('characters.create'), ...created },
  ],
  [
    'PUT',
    '/api/characters/{id}',
    'characters.update',
    'owner',
    'Change a character',
    { payload: json(() => characterInput.partial()) },
  ],
  ['DELETE', '/api/characters/{id}', 'characters.delete', 'owner', 'Delete a character'],
  [
    'GET',
    '/api/locations',
    'locations.library',
    'user',
    "The caller's locations in all their stories",
    { query: ['q'], fromQuery: librarySearch },
  ],
  [
    'POST',
    '/api/locations',
    'locations.create',
    'owner',
    'Add a location to a story',
    { payload: body('locations.create'), ...created },
  ],
  [
    'PUT',
    '/api/locations/{id}',
    'locations.update',
    'owner',
    'Change a location',
    { payload: body('locations.update') },
  ],
  ['DELETE', '/api/locations/{id}', 'locations.delete', 'owner', 'Delete a location'],
  [
    'POST',
    '/api/upload/image',
    'media.uploadImage',
    'user',
    'Upload a picture as a multipart form (field `image`)',
    { payload: 'multipart', ...created },
  ],
  [
    'POST',
    '/api/tokens',
    'tokens.create',
    'user',
    'Create an API token (its secret is shown once)',
    { payload: json(() => createTokenInput), secret: true, ...created },
  ],
  ['GET', '/api/tokens', 'tokens.list', 'user', "The caller's API tokens (never their secrets)"],
  ['DELETE', '/api/tokens/{id}', 'tokens.revoke', 'user', 'Revoke an API token'],
  [
    'POST',
    '/api/webhooks',
    'webhooks.create',
    'user',
    'Register a signed webhook for job events (its signing secret is shown once)',
    { payload: json(() => createWebhookInput), secret: true, ...created },
  ],
  ['GET', '/api/webhooks', 'webhooks.list', 'user', "The caller's webhooks, each with its latest delivery"],
  [
    'GET',
    '/api/webhooks/{id}/deliveries',
    'webhooks.deliveries',
    'user',
    "A webhook's latest 20 deliveries, newest first",
  ],
  ['DELETE', '/api/webhooks/{id}', 'webhooks.delete', 'user', 'Delete a webhook'],
];

export const ROUTES: Route[] = ROWS.map(([method, path, procedure, access, summary, options = {}]) => ({
  method,
  path,
  procedure,
  access,
  summary,
  payload: 'none',
  status: 200,
  idempotent: false,
  ...options,
}));

/** The route as Hono lists it (`/api/stories/:id`), to match `app.routes`. */
export const honoPath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'kind' ? ':kind{stories|scenes}' : `:${name}`));

/** The token scope a call needs: a read token may call reads, a read-write one anything. */
export const scopeOf = (route: Route) => (route.method === 'GET' ? 'read' : 'read-write');

/** A procedure's zod input by its path ('ai.generateScene'), for the body fields its REST route takes. */
export function procedureInput(path: string): z.ZodType {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: z.ZodType[] } }>)[path];
  if (!procedure?._def.inputs[0]) throw new Error(`No input for ${path}`);
  return procedure._def.inputs[0];
}
