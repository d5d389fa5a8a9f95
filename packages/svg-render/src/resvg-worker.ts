// The SVG renderer on Cloudflare Workers: wrangler bundles the .wasm import as a compiled WebAssembly.Module
// (workerd refuses to compile wasm at run time).
import wasm from '@resvg/resvg-wasm/index_bg.wasm';
import { createSvgRenderer, type SvgRenderer } from './resvg';

export function createWorkerSvgRenderer(): SvgRenderer {
  return createSvgRenderer(async () => wasm);
}
