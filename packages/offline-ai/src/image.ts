// The offline image provider: every picture is painted and rendered in the call (no jobs to check later).
import { AiError, type ImageProvider, type ImageRequest } from '../../../worker/ai/types';
import { hostFontFiles, type FontFile } from '../../../worker/web/og-font';
import { paintPanel } from './art';
import { labelPen, type LabelPen } from './labels';
import { planPicture } from './picture-plan';
import { canEmbed, paintRefine } from './refine';
import type { SvgRenderer } from '../../svg-render/src/resvg';

const sized = (request: ImageRequest): ImageRequest => ({
  ...request,
  width: Math.max(16, Math.min(4096, Math.round(request.width))),
  height: Math.max(16, Math.min(4096, Math.round(request.height))),
});

/** The SVG of a request: an edit of its input picture, or a new panel (its silhouettes' tags in Latin letters only). */
export function paintRequest(request: ImageRequest, pen?: LabelPen): string {
  const input = request.inputImage;
  // A picture resvg cannot decode (WebP, say) is painted afresh from the prompt instead.
  return input && canEmbed(input.data) ? paintRefine({ ...sized(request), inputImage: input }) : paintPanel(sized(request), { pen });
}

/**
 * The SVG of a request with its silhouettes' tags in any script: the font pieces their words need are read through
 * `fontFile` (only for a picture that has a tag).
 */
export async function paintLabelled(request: ImageRequest, fontFile: FontFile): Promise<string> {
  const input = request.inputImage;
  if (input && canEmbed(input.data)) return paintRequest(request);
  const panel = sized(request);
  const plan = planPicture(panel);
  const labels = plan.silhouettes.map((entry) => entry.label);
  return paintPanel(panel, { plan, pen: labels.length ? await labelPen(labels, fontFile) : undefined });
}

/** `fontFile` reads the shipped font files (the host's assets; node_modules on Node by default). */
export function createOfflineImageProvider(renderSvg: SvgRenderer, fontFile: FontFile = hostFontFiles()): ImageProvider {
  return {
    name: 'offline',
    async start(request) {
      let data: Uint8Array;
      try {
        data = await renderSvg(await paintLabelled(request, fontFile));
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
