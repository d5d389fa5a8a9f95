// A story's language from its script (storyLanguage) reaches ComicInfo.xml's LanguageISO, for every sample.
import { describe, expect, it } from 'vitest';
import { comicInfo } from '../../src/shared/export/comic-info';
import type { ExportStory } from '../../src/lib/export/story-model';
import { outputWords } from '../../src/lib/export/output-words';
import { storyLanguage } from '../../src/shared/story-language';
import { SCRIPT_SAMPLES } from '../helpers/script-samples';

const english = await outputWords('en');

const storyOf = (sample: (typeof SCRIPT_SAMPLES)[number]): ExportStory => ({
  locale: 'en',
  words: english,
  title: sample.title,
  description: sample.description,
  author: sample.author,
  cover: null,
  aspectRatio: '3:4',
  scenes: [
    {
      sceneNumber: 1,
      title: sample.title,
      panels: [
        {
          panelNumber: 1,
          imageUrl: null,
          videoUrl: null,
          altText: '',
          description: '',
          textBubbles: sample.bubbles.map(
            (text, i) => ({ id: `b${i}`, text, type: 'speech', position: { x: 0.5, y: 0.2 + i * 0.3 } }) as never,
          ),
        },
      ],
    },
  ],
});

describe('story language', () => {
  it('names each sample story by its script, English for plain Latin', () => {
    for (const sample of SCRIPT_SAMPLES)
      expect(storyLanguage(sample.title, sample.description, ...sample.bubbles), sample.lang).toBe(
        sample.lang === 'emoji' ? 'en' : sample.lang,
      );
    expect(storyLanguage('The Neon Bar')).toBe('en');
    expect(storyLanguage('東京の猫')).toBe('ja');
    expect(storyLanguage('东京的猫')).toBe('zh');
  });

  it("writes the story's language, title, author and summary into ComicInfo.xml", () => {
    for (const sample of SCRIPT_SAMPLES) {
      const xml = comicInfo(storyOf(sample), 1);
      expect(xml).toContain(`<LanguageISO>${sample.lang === 'emoji' ? 'en' : sample.lang}</LanguageISO>`);
      expect(xml).toContain(`<Title>${sample.title}</Title>`);
      expect(xml).toContain(`<Writer>${sample.author}</Writer>`);
      // Right-to-left reading is declared only when the story reads so: a Japanese story's panels may run either way.
      expect(xml).toContain('<Manga>No</Manga>');
      expect(comicInfo({ ...storyOf(sample), direction: 'right-to-left' }, 1)).toContain(
        '<Manga>YesAndRightToLeft</Manga>',
      );
      expect(comicInfo({ ...storyOf(sample), direction: 'left-to-right' }, 1)).toContain('<Manga>No</Manga>');
    }
  });
});
