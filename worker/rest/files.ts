// The two story files the REST API answers outside tRPC (a PNG and a zip cannot travel through it): the share card and
// the comic book. Both are rows of the route table; these are their handlers.
import type { Context as HonoContext } from 'hono';
import type { SvgRenderer } from '../../packages/svg-render/src/resvg';
import type { FontFile } from '../../packages/svg-render/src/og-font';
import type { PixelCodec } from '../platform/media-codec';
import { shareCard } from '../web/og-card';
import { comicBookStream, comicFileName, comicStory } from '../export/comic-book';
import { storyForViewer } from '../data/stories';
import { assertKnownKeys } from '../trpc/known-fields';
import { DomainError } from '../errors';
import { errorResponse, type ContextFor } from './respond';

export interface StoryFileDeps {
  renderSvg?: SvgRenderer;
  fontFile?: FontFile;
  pictureCodec?: PixelCodec;
}

/** GET /api/stories/{id}/og.png: the story's share card. */
export function shareCardRoute(contextFor: ContextFor, { renderSvg, fontFile }: StoryFileDeps) {
  return async (c: HonoContext) => {
    try {
      const png = await shareCard({ ...(await contextFor(c)), renderSvg, fontFile }, c.req.param('id')!);
      return c.body(png as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=300',
      });
    } catch (error) {
      return errorResponse(c, error);
    }
  };
}

/**
 * GET /api/stories/{id}/export.cbz, the comic book for scripts: a draft for its author (cookie or token, a read token
 * too), a published story for anyone; others' drafts are a 404 like any unknown story. Streamed page by page
 * (worker/export/comic-book.ts).
 */
export function comicBookRoute(contextFor: ContextFor, { renderSvg, fontFile, pictureCodec }: StoryFileDeps) {
  return async (c: HonoContext) => {
    try {
      assertKnownKeys(c.req.query(), []);
      const ctx = await contextFor(c);
      const story = comicStory(await storyForViewer(ctx, c.req.param('id')!));
      if (!renderSvg || !pictureCodec || !fontFile) throw new DomainError('NOT_FOUND', 'exports_unavailable');
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
  };
}

/** `attachment` with the file's name in ASCII for old clients and in full (any script) as RFC 6266's filename*. */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]|["\\]/g, '')
      .replace(/^[-.]+/, '') || `story${fileName.slice(fileName.lastIndexOf('.'))}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
