// The comic book archive: one JPEG per scene page (001.jpg, …) in reading order and a ComicInfo.xml (ComicRack's schema).
import { strToU8, zipSync, type Zippable } from 'fflate';
import { canvasBlob } from '../../editor/scene-canvas';
import { paintScenePage } from './scene-page';
import { exportLanguage, type ExportStory, type Pictures, type Progress } from './story-model';

export const pageName = (index: number) => `${String(index + 1).padStart(3, '0')}.jpg`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function comicInfo(story: ExportStory, pageCount: number): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<ComicInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <Title>${escapeXml(story.title)}</Title>
  <Writer>${escapeXml(story.author)}</Writer>
  <Summary>${escapeXml(story.description)}</Summary>
  <PageCount>${pageCount}</PageCount>
  <Publisher>Panelcraft</Publisher>
  <LanguageISO>${exportLanguage(story)}</LanguageISO>
  <Manga>${story.direction === 'right-to-left' ? 'YesAndRightToLeft' : 'No'}</Manga>
</ComicInfo>
`;
}

/** A ZIP of numbered JPEGs (stored, not deflated again: JPEG does not shrink) and any extra entries. */
export async function zipOfJpegs(jpegs: Blob[], extra: Record<string, Uint8Array> = {}): Promise<Blob> {
  const entries: Zippable = {};
  for (const [i, jpeg] of jpegs.entries()) entries[pageName(i)] = [new Uint8Array(await jpeg.arrayBuffer()), { level: 0 }];
  Object.assign(entries, extra);
  return new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}

export async function comicBook(story: ExportStory, pictures: Pictures, progress: Progress): Promise<Blob> {
  const pages: Blob[] = [];
  for (const [i, scene] of story.scenes.entries()) {
    pages.push(await canvasBlob(paintScenePage(scene, story.aspectRatio, pictures, { heading: true, direction: story.direction }).canvas));
    progress((i + 1) / story.scenes.length, `Page ${i + 1} of ${story.scenes.length}`);
  }
  const zip = await zipOfJpegs(pages, { 'ComicInfo.xml': strToU8(comicInfo(story, pages.length)) });
  return new Blob([zip], { type: 'application/vnd.comicbook+zip' });
}
