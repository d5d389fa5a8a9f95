// Builds a whole-story download in the browser: PDF, comic book (CBZ) or webtoon strip. Loaded on demand
// by the Download story menu, so pdf-lib and fflate stay out of every route's first load.
import { fileSlug } from '../../shared/file-name';
import { comicBook, zipOfJpegs } from './cbz';
import { storyPdf } from './pdf';
import { outputWords } from './output-words';
import { exportStoryOf, loadPictures, type Progress } from './story-model';
import type { ExportFormat } from './formats';
import { webtoonSlices } from './webtoon';
import type { StoryDetail } from '../story-types';

/** 'Nova and the Neon Bar' → nova-and-the-neon-bar.pdf, .cbz, -webtoon.zip (the title cut to 30 characters). */
export function storyFileName(title: string, format: ExportFormat): string {
  const slug = fileSlug(title);
  return format === 'pdf' ? `${slug}.pdf` : format === 'cbz' ? `${slug}.cbz` : `${slug}-webtoon.zip`;
}

/** Pictures take the first 40% of the progress bar, the pages the rest. */
const PICTURES_SHARE = 0.4;

export async function exportStory(
  story: StoryDetail,
  format: ExportFormat,
  progress: Progress,
): Promise<{ blob: Blob; fileName: string }> {
  // The author's language, not the viewer's: a downloaded book reads as its author made it.
  const model = exportStoryOf(story, await outputWords(story.outputLocale));
  progress(0, 'Loading pictures');
  // The scene headings are drawn in the display font: make sure it is there before the canvas needs it.
  await document.fonts?.load('40px Bangers').catch(() => undefined);
  const pictures = await loadPictures(model, (done) => progress(done * PICTURES_SHARE, 'Loading pictures'));
  const pages: Progress = (done, label) => progress(PICTURES_SHARE + done * (1 - PICTURES_SHARE), label);
  const blob =
    format === 'pdf'
      ? await storyPdf(model, pictures, pages)
      : format === 'cbz'
        ? await comicBook(model, pictures, pages)
        : await zipOfJpegs(await webtoonSlices(model, pictures, pages));
  return { blob, fileName: storyFileName(story.title, format) };
}
