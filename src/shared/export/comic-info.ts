// The comic book archive's pages' names and its ComicInfo.xml (ComicRack's schema), shared by the browser's CBZ and the
// server's (worker/export/).
import { exportLanguage, type ExportStory } from './export-model';

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
