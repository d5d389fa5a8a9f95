// The story as the exports see it (the reader's story answer, sorted), and loading every panel's picture once.
import { loadBubbleFonts } from '../../editor/bubble-fonts';
import type { TextBubble } from '../../shared/bubbles';
import { DOWNLOAD_ERRORS } from '../../editor/scene-canvas';
import type { StoryDetail } from '../story-types';
import { displayName } from '../../shared/user-display';
import { panelPicture } from './pictures';
import { contentLanguage } from '../../shared/story-language';
import type { Locale } from '../../shared/locales';
import { resolveLayout, type ReadingDirection, type SceneLayout } from '../../shared/layout';
import type { OutputWords } from './output-words';
import { loadLabelFonts, sceneHeading } from './labels';

export interface ExportPanel {
  panelNumber: number;
  imageUrl: string | null;
  videoUrl: string | null;
  textBubbles: TextBubble[];
  altText: string;
  description: string;
}

export interface ExportScene {
  sceneNumber: number;
  title: string;
  panels: ExportPanel[];
  /** Where its panels sit on the page (the author's, else the automatic grid), as stored: left to right. */
  layout?: SceneLayout;
  /** No layout was chosen: the page keeps the grid's shape. */
  automaticLayout?: boolean;
}

export interface ExportStory {
  /** The language of the words the download draws, its author's (the story answer's outputLocale). */
  locale: Locale;
  /** Those words in that language. */
  words: OutputWords;
  title: string;
  description: string;
  author: string;
  cover: string | null;
  aspectRatio: string;
  /** How the story is read: a right-to-left story's pages are mirrored and declared so. */
  direction?: ReadingDirection;
  scenes: ExportScene[];
}

/**
 * The story's language (a BCP 47 code) from the script of its title, description, scene titles and bubbles, made
 * precise by its output language when that is written in the same script.
 */
export function exportLanguage(story: ExportStory): string {
  return contentLanguage(story.locale, story.title, story.description, ...story.scenes.flatMap((scene) => [scene.title, ...scene.panels.flatMap((panel) => panel.textBubbles.map((bubble) => bubble.text))]));
}

/** Reports how far an export is, 0 to 1, with what it is doing. */
export type Progress = (done: number, label: string) => void;

export function exportStoryOf(
  story: Pick<StoryDetail, 'title' | 'description' | 'userId' | 'previewImage' | 'aspectRatio' | 'scenes' | 'outputLocale'> & Partial<Pick<StoryDetail, 'readingDirection'>>,
  words: OutputWords,
): ExportStory {
  return {
    locale: story.outputLocale,
    words,
    title: story.title,
    description: story.description,
    author: displayName(story.userId),
    cover: story.previewImage || null,
    aspectRatio: story.aspectRatio,
    direction: story.readingDirection ?? 'left-to-right',
    scenes: [...story.scenes]
      .sort((a, b) => a.sceneNumber - b.sceneNumber)
      .filter((scene) => scene.panels.length > 0)
      .map((scene) => ({
        sceneNumber: scene.sceneNumber,
        title: scene.title || words('output.sceneTitle', { n: scene.sceneNumber }),
        panels: [...scene.panels]
          .sort((a, b) => a.panelNumber - b.panelNumber)
          .map((panel) => ({
            panelNumber: panel.panelNumber,
            imageUrl: panel.imageUrl,
            videoUrl: panel.videoUrl,
            textBubbles: panel.textBubbles,
            altText: panel.altText ?? '',
            description: panel.description,
          })),
        // A story answer from before layouts (a cached one) has none: the automatic grid.
        layout: resolveLayout(scene.layout, scene.panels.map((panel) => panel.panelNumber), story.aspectRatio),
        automaticLayout: scene.automaticLayout !== false || !scene.layout,
      })),
  };
}

export type Pictures = Map<ExportPanel, CanvasImageSource | null>;

/**
 * Loads every panel's picture (a few at a time) and the bubbles' fonts. A panel whose picture fails is drawn without
 * it; the spec's errors answer a story with no panels, or one where no picture at all could be loaded.
 */
export async function loadPictures(story: ExportStory, progress: (done: number) => void): Promise<Pictures> {
  const panels = story.scenes.flatMap((scene) => scene.panels);
  if (!panels.length) throw new Error(DOWNLOAD_ERRORS.noPanels);
  // The bubbles' faces, and those of the words the export paints itself (headings, "The End") in their scripts.
  await Promise.all([loadBubbleFonts(panels.flatMap((panel) => panel.textBubbles)), loadLabelFonts([...story.scenes.map(sceneHeading), story.words('output.theEnd')])]);
  const pictures: Pictures = new Map();
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < panels.length) {
      const panel = panels[next++]!;
      try {
        pictures.set(panel, await panelPicture(panel));
      } catch (error) {
        console.warn(`Could not load panel ${panel.panelNumber}'s picture`, error);
        pictures.set(panel, null);
        failed += 1;
      }
      progress(pictures.size / panels.length);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (failed === panels.length) throw new Error(DOWNLOAD_ERRORS.nothingCaptured);
  return pictures;
}
