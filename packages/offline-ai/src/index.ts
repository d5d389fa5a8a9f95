// The offline AI provider: deterministic, instant and without network. Text from the prompt's own words, pictures
// painted as SVG and rendered by the host's resvg, videos as animated PNGs. The default for tests and newcomers.
import type { AiProviders } from '../../../worker/ai/types';
import { createOfflineImageProvider } from './image';
import type { SvgRenderer } from '../../svg-render/src/resvg';
import type { FontFile } from '../../svg-render/src/og-font';
import { createOfflineTextProvider } from './text';
import { createOfflineVideoProvider } from './video';
import { loadEmojiIndex } from '#emoji-index';

export function createOfflineProviders(options: {
  renderSvg: SvgRenderer;
  /** Renders the pictures (not the video frames, which are assembled from resvg's own PNGs); the Node host's is threaded. */
  renderPicture?: SvgRenderer;
  /** Reads the shipped font files, for the words on the pictures' tags (the host's assets; node_modules by default). */
  fontFile?: FontFile;
}): AiProviders {
  // Every provider plans pictures with the vocabulary (scene alt texts, panels, video frames): each call waits for it,
  // which on Node is at once and in the Worker one read of the assets per isolate.
  const ready = () => loadEmojiIndex(options.fontFile);
  const text = createOfflineTextProvider();
  const image = createOfflineImageProvider(options.renderPicture ?? options.renderSvg, options.fontFile);
  const video = createOfflineVideoProvider(options.renderSvg);
  return {
    text: { ...text, run: async (task, input, callOptions) => (await ready(), text.run(task, input, callOptions)) },
    image: { ...image, start: async (request, startOptions) => (await ready(), image.start(request, startOptions)) },
    video: { ...video, start: async (request, startOptions) => (await ready(), video.start(request, startOptions)) },
  };
}
