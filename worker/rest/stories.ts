// REST adapters for /api/stories, /api/likes and /api/users: each route calls one procedure.
import { Hono } from 'hono';
import type { SvgRenderer } from '../../packages/svg-render/src/resvg';
import { shareCard } from '../web/og-card';
import type { FontFile } from '../../packages/svg-render/src/og-font';
import type { PixelCodec } from '../platform/media-codec';
import { comicBookStream, comicFileName, comicStory } from '../export/comic-book';
import { storyForViewer } from '../trpc/routers/stories';
import { assertKnownKeys } from '../trpc/known-fields';
import { DomainError } from '../errors';

import { z } from 'zod';
import { artStyleInput, createStoryInput, updateStoryInput } from '../../src/shared/validation';
import { textStylesInput } from '../../src/shared/bubble-schema';
import { fromCharacterInput, fromLocationInput, sceneOrderInput } from '../../src/shared/arrangement';
import { likeStateInput } from '../trpc/routers/likes';
import { idempotent } from './idempotency';
import { errorResponse, jsonBody, respond, type ContextFor } from './respond';

const ART_STYLE_BODY = z.object({ artStyle: artStyleInput });
export const TEXT_STYLES_BODY = z.object({ textStyles: textStylesInput });

export function storyRoutes(contextFor: ContextFor, renderSvg?: SvgRenderer, fontFile?: FontFile, pictureCodec?: PixelCodec) {
  return new Hono()
    .get('/', (c) => respond(c, contextFor, (api) => api.stories.list(listQuery(c.req.query())), 200, LIST_QUERY))
    .get('/tags', (c) => respond(c, contextFor, (api) => api.stories.tags()))
    .get('/random-images', (c) => respond(c, contextFor, (api) => api.stories.randomImages()))
    .post('/', idempotent(contextFor), async (c) => {
      const body = await jsonBody(c, createStoryInput);
      return respond(c, contextFor, (api) => api.stories.create(body), 201);
    })
    .get('/:id', (c) => respond(c, contextFor, (api) => api.stories.byId({ id: c.req.param('id') })))
    .put('/:id', async (c) => {
      const changes = await jsonBody(c, updateStoryInput);
      return respond(c, contextFor, (api) => api.stories.update({ id: c.req.param('id'), changes }));
    })
    .patch('/:id/art-style', async (c) => {
      const body = await jsonBody(c, ART_STYLE_BODY);
      return respond(c, contextFor, (api) => api.stories.setArtStyle({ id: c.req.param('id'), artStyle: body.artStyle }));
    })
    .get('/:id/text-styles', (c) => respond(c, contextFor, (api) => api.stories.textStyles({ id: c.req.param('id') })))
    .put('/:id/text-styles', async (c) => {
      const body = await jsonBody(c, TEXT_STYLES_BODY);
      return respond(c, contextFor, (api) => api.stories.setTextStyles({ id: c.req.param('id'), textStyles: body.textStyles }));
    })
    .delete('/:id', (c) => respond(c, contextFor, (api) => api.stories.delete({ id: c.req.param('id') })))
    .get('/:id/scenes', (c) => respond(c, contextFor, (api) => api.stories.scenes({ id: c.req.param('id') })))
    .get('/:id/remixes', (c) => respond(c, contextFor, (api) => api.stories.remixes({ id: c.req.param('id') })))
    // The share card is a picture, not JSON, so it skips the procedure layer (a PNG cannot travel through tRPC).
    .get('/:id/og.png', async (c) => {
      try {
        const png = await shareCard({ ...(await contextFor(c)), renderSvg, fontFile }, c.req.param('id'));
        return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=300' });
      } catch (error) {
        return errorResponse(c, error);
      }
    })
    // The comic book for scripts: a draft for its author (cookie or token, a read token too), a published story for
    // anyone; others' drafts are a 404 like any unknown story. Streamed page by page (worker/export/comic-book.ts).
    .get('/:id/export.cbz', async (c) => {
      try {
        assertKnownKeys(c.req.query(), []);
        const ctx = await contextFor(c);
        const story = comicStory(await storyForViewer(ctx, c.req.param('id')));
        if (!renderSvg || !pictureCodec || !fontFile) throw new DomainError('NOT_FOUND', 'Exports are not available on this server');
        const body = comicBookStream({ media: ctx.media, codec: pictureCodec, renderSvg, fontFile }, story);
        return c.body(body, 200, {
          'Content-Type': 'application/vnd.comicbook+zip',
          'Content-Disposition': attachment(comicFileName(story.title)),
          // A draft's pages are its author's alone; a published story's may be kept a little.
          'Cache-Control': ctx.sessionId ? 'private, no-store' : 'public, max-age=300',
        });
      } catch (error) {
        return errorResponse(c, error);
      }
    })
    .get('/:id/characters', (c) => respond(c, contextFor, (api) => api.stories.characters({ id: c.req.param('id') })))
    .get('/:id/locations', (c) => respond(c, contextFor, (api) => api.stories.locations({ id: c.req.param('id') })))
    // "Use in this story": one of the author's characters or locations from another of their stories.
    .post('/:id/characters', idempotent(contextFor), async (c) => {
      const body = await jsonBody(c, fromCharacterInput);
      return respond(c, contextFor, (api) => api.characters.bringIn({ ...body, storyId: c.req.param('id') } as never), 201);
    })
    .post('/:id/locations', idempotent(contextFor), async (c) => {
      const body = await jsonBody(c, fromLocationInput);
      return respond(c, contextFor, (api) => api.locations.bringIn({ ...body, storyId: c.req.param('id') } as never), 201);
    })
    .put('/:id/scene-order', async (c) => {
      const body = await jsonBody(c, sceneOrderInput);
      return respond(c, contextFor, (api) => api.stories.orderScenes({ ...body, id: c.req.param('id') } as never));
    })
    .post('/:id/read', (c) => respond(c, contextFor, (api) => api.stories.recordRead({ id: c.req.param('id') })))
    .post('/:id/remix', idempotent(contextFor), (c) => respond(c, contextFor, (api) => api.remix.story({ storyId: c.req.param('id') }), 201))
    .post('/:storyId/remix-scene/:sceneId', idempotent(contextFor), (c) =>
      respond(c, contextFor, (api) => api.remix.scene({ storyId: c.req.param('storyId'), sceneId: c.req.param('sceneId') }), 201),
    )
    .post('/:storyId/scenes/:sceneNumber/remix', idempotent(contextFor), (c) =>
      respond(c, contextFor, (api) => api.remix.scene({ storyId: c.req.param('storyId'), sceneNumber: Number(c.req.param('sceneNumber')) || 0 }), 201),
    );
}

const LIST_QUERY = ['page', 'limit', 'tag', 'cursor'] as const;

/** `attachment` with the file's name in ASCII for old clients and in full (any script) as RFC 6266's filename*. */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '').replace(/^[-.]+/, '') || `story${fileName.slice(fileName.lastIndexOf('.'))}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The home feed's query string as the procedure's input: numbers where they are numbers, anything else passed on as
 * text for the procedure to refuse with its range (`limit=abc` is a 400, never the default). An unknown parameter
 * (`pag=2`) is refused by `respond`, as an unknown body field is.
 */
export function listQuery(query: Record<string, string>): { page?: number; limit?: number; tag?: string; cursor?: string } {
  const number = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
  const input: Record<string, unknown> = {};
  if (query.page !== undefined) input.page = number(query.page);
  if (query.limit !== undefined) input.limit = number(query.limit);
  if (query.tag !== undefined) input.tag = query.tag.slice(0, 200);
  if (query.cursor !== undefined) input.cursor = query.cursor;
  return input as ReturnType<typeof listQuery>;
}

export function likeRoutes(contextFor: ContextFor) {
  const target = (kind: string) => (kind === 'stories' ? 'story' : 'scene') as 'story' | 'scene';
  return new Hono()
    .post('/:kind{stories|scenes}/:id', (c) =>
      respond(c, contextFor, (api) => api.likes.toggle({ targetType: target(c.req.param('kind')), id: c.req.param('id') })),
    )
    .put('/:kind{stories|scenes}/:id', async (c) => {
      const { liked } = await jsonBody(c, likeStateInput);
      return respond(c, contextFor, (api) => api.likes.set({ targetType: target(c.req.param('kind')), id: c.req.param('id'), liked }));
    })
    .get('/:kind{stories|scenes}/:id', (c) =>
      respond(c, contextFor, (api) => api.likes.get({ targetType: target(c.req.param('kind')), id: c.req.param('id') })),
    );
}

export function userRoutes(contextFor: ContextFor) {
  return new Hono().get('/:username', (c) => respond(c, contextFor, (api) => api.users.profile({ username: c.req.param('username') })));
}
