// SVG to PNG with resvg's WebAssembly build: one initialisation per process or isolate, whatever the host.
import { Resvg, initWasm } from '@resvg/resvg-wasm';

/** Renders an SVG document to PNG bytes at the document's own width and height. */
export type SvgRenderer = (svg: string) => Promise<Uint8Array>;

// resvg keeps one wasm instance per module and throws on a second initWasm, so the promise lives at module level and is
// shared by every renderer made here; a failed load is forgotten so the next call can try again.
let ready: Promise<void> | undefined;

function ensureWasm(loadWasm: () => Promise<WebAssembly.Module | BufferSource>): Promise<void> {
  ready ??= (async () => {
    try {
      await initWasm(await loadWasm());
    } catch (error) {
      // Another copy of this module (tests, hot reload) may have initialised the shared instance already.
      if (!(error instanceof Error && /already initialized/i.test(error.message))) throw error;
    }
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

function render(svg: string) {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 });
  try {
    return resvg.render();
  } finally {
    resvg.free();
  }
}

export function createSvgRenderer(loadWasm: () => Promise<WebAssembly.Module | BufferSource>): SvgRenderer {
  return async (svg) => {
    await ensureWasm(loadWasm);
    const image = render(svg);
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  };
}
