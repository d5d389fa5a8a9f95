// The downloads speak their author's language: the PDF cover's byline read back with pdf.js in Japanese and
// Arabic, ComicInfo.xml and the default scene titles in Japanese, and a Spanish viewer exporting a Japanese author's
// story still gets the Japanese words while their interface stays Spanish.
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { comicInfo } from '../../src/shared/export/comic-info';
import { outputWords } from '../../src/lib/export/output-words';
import { drawCover } from '../../src/lib/export/pdf';
import { pdfText } from '../../src/lib/export/pdf-text';
import { exportStoryOf, type ExportStory } from '../../src/lib/export/story-model';
import type { StoryDetail } from '../../src/lib/story-types';
import { activateLocale, t } from '../../src/lib/i18n';
import { contentLanguage, outputLocale } from '../../src/shared/story-language';

const fromPackages = async (path: string) =>
  new Uint8Array(await readFile(new URL(`../../node_modules/@fontsource/${path}`, import.meta.url)));

/** A story answer as the reader gets it (only the fields the exports read). */
const detail = (outputLocale: StoryDetail['outputLocale'], title = 'Night Market', sceneTitle = '') =>
  ({
    title,
    description: '',
    outputLocale,
    previewImage: '',
    aspectRatio: '3:4',
    userId: { _id: 'u', username: 'aoi', firstName: 'Aoi', lastName: 'Sato', avatar: '' },
    scenes: [
      {
        sceneNumber: 1,
        title: sceneTitle,
        panels: [{ panelNumber: 1, imageUrl: null, videoUrl: null, textBubbles: [], altText: '', description: 'x' }],
      },
    ],
  }) as unknown as StoryDetail;

/** The cover page's text as pdf.js reads it back. */
async function coverText(story: ExportStory): Promise<string> {
  const doc = await PDFDocument.create();
  const text = await pdfText(
    doc,
    [story.title, story.words('output.byline', { name: story.author })].join('\n'),
    story.locale,
    fromPackages,
  );
  await drawCover(doc, text, story, null);
  const pdf = await getDocument({ data: (await doc.save()).slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('the output language', () => {
  it("is the author's choice, else the story's language when the interface has it, else English", () => {
    expect(outputLocale('ko', 'Night Market')).toBe('ko');
    expect(outputLocale(null, '東京の夜の猫')).toBe('ja');
    expect(outputLocale(null, '夜市里的猫')).toBe('zh-CN');
    expect(outputLocale('fr', 'Ночной рынок')).toBe('en');
    expect(outputLocale(undefined, '')).toBe('en');
  });

  it("names the story's language, made precise by the author's when both are in the same script", () => {
    expect(contentLanguage('es', 'El mercado nocturno')).toBe('es');
    expect(contentLanguage('pt-BR', 'O mercado')).toBe('pt-BR');
    expect(contentLanguage('ja', 'Night Market')).toBe('en');
    expect(contentLanguage('zh-CN', '夜市里的猫')).toBe('zh-CN');
    expect(contentLanguage('en', '東京の夜の猫')).toBe('ja');
    // No words at all: the author's language.
    expect(contentLanguage('ar', '', '  ')).toBe('ar');
  });
});

describe("downloads in the author's language", () => {
  it("a Spanish viewer exporting a Japanese author's story gets the Japanese cover, scene titles and ComicInfo", async () => {
    await activateLocale('es');
    try {
      const story = exportStoryOf(detail('ja', '夜の市場'), await outputWords('ja'));
      expect(story.scenes[0]!.title).toBe('シーン1');
      const cover = await coverText(story);
      expect(cover.replace(/\s+/g, '')).toContain('作：AoiSato');
      expect(cover).not.toMatch(/\bby\b|\bpor\b/);
      const xml = comicInfo(story, 1);
      expect(xml).toContain('<LanguageISO>ja</LanguageISO>');
      // A Japanese story reads left to right unless its author chose manga order (Story Settings).
      expect(xml).toContain('<Manga>No</Manga>');
      expect(comicInfo({ ...story, direction: 'right-to-left' }, 1)).toContain('<Manga>YesAndRightToLeft</Manga>');
      // The viewer's interface is still Spanish.
      expect(t('notFound.goHome')).toBe(
        (await import('../../src/shared/i18n/common/es.json', { with: { type: 'json' } })).default['notFound.goHome'],
      );
    } finally {
      await activateLocale('en');
    }
  }, 60_000);

  it('an Arabic author\'s PDF cover says بقلم, an English one "by"', async () => {
    const arabic = await coverText(exportStoryOf(detail('ar', 'سوق الليل'), await outputWords('ar')));
    expect(arabic).toContain('بقلم');
    expect(arabic).toContain('Aoi Sato');
    expect(arabic).not.toContain('by ');
    const english = await coverText(exportStoryOf(detail('en'), await outputWords('en')));
    expect(english).toContain('by Aoi Sato');
  }, 60_000);
});
