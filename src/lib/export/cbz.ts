// The comic book archive: one JPEG per scene page (001.jpg, …) in reading order and a ComicInfo.xml (ComicRack's schema).
import { strToU8, zipSync, type Zippable } from 'fflate';
import { canvasBlob } from '../../editor/scene-canvas';
import { paintScenePage } from './scene-page';
import type { ExportStory, Pictures, Progress } from './story-model';
import { comicInfo, pageName } from '../../shared/export/comic-info';

/** A ZIP of numbered JPEGs (stored, not deflated again: JPEG does not shrink) and any extra entries. */
export async function zipOfJpegs(jpegs: Blob[], extra: Record<string, Uint8Array> = {}): Promise<Blob> {
  const entries: Zippable = {};
  for (const [i, jpeg] of jpegs.entries())
    entries[pageName(i)] = [new Uint8Array(await jpeg.arrayBuffer()), { level: 0 }];
  Object.assign(entries, extra);
  return new Blob([zipSync(entries)], { type: 'application/zip' });
}

export async function comicBook(story: ExportStory, pictures: Pictures, progress: Progress): Promise<Blob> {
  const pages: Blob[] = [];
  for (const [i, scene] of story.scenes.entries()) {
    pages.push(
      await canvasBlob(
        paintScenePage(scene, story.aspectRatio, pictures, { heading: true, direction: story.direction }).canvas,
      ),
    );
    progress((i + 1) / story.scenes.length, `Page ${i + 1} of ${story.scenes.length}`);
  }
  const zip = await zipOfJpegs(pages, { 'ComicInfo.xml': strToU8(comicInfo(story, pages.length)) });
  return new Blob([zip], { type: 'application/vnd.comicbook+zip' });
}
