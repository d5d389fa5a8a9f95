// The story as the exports see it (the reader's story answer, sorted), with no browser in it: the browser's downloads
// and the server's comic book (worker/export/) both start here.
import type { TextBubble } from '../bubbles';
import { displayName } from '../user-display';
import { contentLanguage } from '../story-language';
import type { Locale } from '../locales';
import { resolveLayout, type ReadingDirection, type SceneLayout } from '../layout';
import type { OutputId, MessageValues } from '../i18n/ids';

/** The words a download draws (byline, "Scene 2", "The End") in the story's output language. */
export type OutputWords = (id: OutputId, values?: MessageValues) => string;

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
  return contentLanguage(
    story.locale,
    story.title,
    story.description,
    ...story.scenes.flatMap((scene) => [
      scene.title,
      ...scene.panels.flatMap((panel) => panel.textBubbles.map((bubble) => bubble.text)),
    ]),
  );
}

/** Reports how far an export is, 0 to 1, with what it is doing. */
export type Progress = (done: number, label: string) => void;

/** What the exports read of a story answer (the reader's story in the browser, the data module's on the server). */
export interface ExportSource {
  title: string;
  description: string;
  userId: Parameters<typeof displayName>[0];
  previewImage?: string | null;
  aspectRatio: Parameters<typeof resolveLayout>[2];
  outputLocale: Locale;
  readingDirection?: ReadingDirection;
  scenes: {
    sceneNumber: number;
    title: string;
    panels: {
      panelNumber: number;
      imageUrl: string | null;
      videoUrl: string | null;
      textBubbles: TextBubble[];
      altText?: string | null;
      description: string;
    }[];
    layout?: Parameters<typeof resolveLayout>[0];
    automaticLayout?: boolean;
  }[];
}

export function exportStoryOf(story: ExportSource, words: OutputWords): ExportStory {
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
        layout: resolveLayout(
          scene.layout,
          scene.panels.map((panel) => panel.panelNumber),
          story.aspectRatio,
        ),
        automaticLayout: scene.automaticLayout !== false || !scene.layout,
      })),
  };
}
