// The story as the exports see it (the reader's story answer, sorted), and loading every panel's picture once.
import { loadBubbleFonts } from '../../editor/bubble-fonts';
import { DOWNLOAD_ERRORS } from '../../editor/scene-canvas';
import { panelPicture } from './pictures';
import { loadLabelFonts, sceneHeading } from './labels';
import type { ExportPanel, ExportStory } from '../../shared/export/export-model';

export {
  exportLanguage,
  exportStoryOf,
  type ExportPanel,
  type ExportScene,
  type ExportStory,
  type Progress,
} from '../../shared/export/export-model';

export type Pictures = Map<ExportPanel, CanvasImageSource | null>;

/**
 * Loads every panel's picture (a few at a time) and the bubbles' fonts. A panel whose picture fails is drawn without
 * it; the spec's errors answer a story with no panels, or one where no picture at all could be loaded.
 */
export async function loadPictures(story: ExportStory, progress: (done: number) => void): Promise<Pictures> {
  const panels = story.scenes.flatMap((scene) => scene.panels);
  if (!panels.length) throw new Error(DOWNLOAD_ERRORS.noPanels);
  // The bubbles' faces, and those of the words the export paints itself (headings, "The End") in their scripts.
  await Promise.all([
    loadBubbleFonts(panels.flatMap((panel) => panel.textBubbles)),
    loadLabelFonts([...story.scenes.map(sceneHeading), story.words('output.theEnd')]),
  ]);
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
