// The SVG renderer on Node: resvg's wasm read from node_modules.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createSvgRenderer, type SvgRenderer } from './resvg';

const wasmPath = () => createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');

export function createNodeSvgRenderer(): SvgRenderer {
  return createSvgRenderer(() => readFile(wasmPath()));
}
