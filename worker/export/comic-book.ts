// The comic book archive for scripts (GET /api/stories/{id}/export.cbz): ComicInfo.xml (the browser's, from the same
// module) and one JPEG per panel in reading order (001.jpg, …), each lettered on the server (panel-page.ts). The archive
// is streamed: each page is drawn, handed to the zip and sent before the next is drawn, so memory holds one page.
import { Zip, ZipPassThrough, strToU8 } from 'fflate';
import { comicInfo, pageName } from '../../src/shared/export/comic-info';
import {
  exportLanguage,
  exportStoryOf,
  type ExportPanel,
  type ExportSource,
  type ExportStory,
} from '../../src/shared/export/export-model';
import { layoutPage } from '../../src/shared/page-geometry';
import { fileSlug } from '../../src/shared/file-name';
import { storyLanguage } from '../../src/shared/story-language';
import { DomainError } from '../errors';
import { outputTranslator } from '../web/i18n';
import { panelPage, type PanelPageDeps } from './panel-page';

/** What a story with no panel answers (the browser's download says the same). */

export interface ComicPage {
  panel: ExportPanel;
  /** The panel's shape on its page (width:height), in which its bubbles sit. */
  shape: { width: number; height: number };
}

/** The story as the exports see it, in its author's language (its scene titles, as the browser's). */
export function comicStory(story: ExportSource): ExportStory {
  const t = outputTranslator(story.outputLocale);
  return exportStoryOf(story, (id, values) => t(id, values));
}

/** Every panel in reading order with its shape on its page (the cell of its layout, mirrored when read right to left). */
export function comicPages(story: ExportStory): ComicPage[] {
  return story.scenes.flatMap((scene) =>
    layoutPage(scene, story.aspectRatio, story.direction).placed.map((item) => ({
      panel: item.panel,
      shape: { width: item.inner.width, height: item.inner.height },
    })),
  );
}

/** `<title>.cbz`, as the browser names it. */
export const comicFileName = (title: string) => `${fileSlug(title)}.cbz`;

/** The Han forms the lettering takes: the story's own language when it is Japanese, Korean or Chinese, else its author's. */
function letteringLanguage(story: ExportStory): string {
  const language = exportLanguage(story).split('-')[0]!;
  if (['ja', 'ko', 'zh'].includes(language)) return language;
  const written = storyLanguage(story.title, story.description);
  return ['ja', 'ko', 'zh'].includes(written) ? written : story.locale.split('-')[0]!;
}

/**
 * The archive as a stream of bytes. Pages are stored, not deflated (JPEG does not shrink); ComicInfo.xml comes first
 * so a reader learns the book's title and direction before its pages. `onPage` hears how long each page took.
 */
export function comicBookStream(
  deps: PanelPageDeps,
  story: ExportStory,
  onPage?: (index: number, ms: number) => void,
): ReadableStream<Uint8Array> {
  const pages = comicPages(story);
  if (!pages.length) throw new DomainError('BAD_REQUEST', 'scene_no_panels');
  const language = letteringLanguage(story);
  let zip: Zip;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const info = new ZipPassThrough('ComicInfo.xml');
      zip.add(info);
      info.push(strToU8(comicInfo(story, pages.length)), true);
    },
    // One page each time the reader wants more, so a slow or gone client does not have the whole book drawn.
    async pull(controller) {
      const index = next++;
      if (index >= pages.length) return;
      const page = pages[index]!;
      const started = performance.now();
      let jpeg: Uint8Array;
      try {
        jpeg = await panelPage(deps, page.panel, page.shape, language);
      } catch (error) {
        controller.error(error);
        return;
      }
      onPage?.(index, performance.now() - started);
      const entry = new ZipPassThrough(pageName(index));
      zip.add(entry);
      entry.push(jpeg, true);
      if (index === pages.length - 1) zip.end();
    },
  });
}

/** The whole archive in memory, for the typed client's procedure (which answers JSON). */
export async function comicBookBytes(deps: PanelPageDeps, story: ExportStory): Promise<Uint8Array> {
  return new Uint8Array(await new Response(comicBookStream(deps, story)).arrayBuffer());
}
