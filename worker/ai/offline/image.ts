// The offline image provider: every picture is painted and rendered in the call (no jobs to check later).
import { AiError, type ImageProvider, type ImageRequest } from '../types';
import { paintPanel } from './art';
import { canEmbed, paintRefine } from './refine';
import type { SvgRenderer } from './resvg';

/** The SVG of a request: an edit of its input picture, or a new panel. */
export function paintRequest(request: ImageRequest): string {
  const width = Math.max(16, Math.min(4096, Math.round(request.width)));
  const height = Math.max(16, Math.min(4096, Math.round(request.height)));
  const sized = { ...request, width, height };
  const input = request.inputImage;
  // A picture resvg cannot decode (WebP, say) is painted afresh from the prompt instead.
  return input && canEmbed(input.data) ? paintRefine({ ...sized, inputImage: input }) : paintPanel(sized);
}

export function createOfflineImageProvider(renderSvg: SvgRenderer): ImageProvider {
  return {
    name: 'offline',
    async start(request) {
      let data: Uint8Array;
      try {
        data = await renderSvg(paintRequest(request));
      } catch (error) {
        throw new AiError('failed', 'The offline painter could not render this picture', error instanceof Error ? error.message : String(error));
      }
      return { status: 'done', output: { data, contentType: 'image/png' } };
    },
    async check() {
      return { status: 'failed', error: new AiError('failed', 'Unknown job') };
    },
  };
}
