// One worker thread of the Node host's offline painter (resvg-threads.ts): renders an SVG panel with resvg's wasm and
// encodes the PNG with Node's native zlib. Plain JavaScript, so it starts without a TypeScript loader (npm start,
// vitest's forks and scripts all run it as it is).
import { parentPort, workerData } from 'node:worker_threads';
import { crc32, deflateSync } from 'node:zlib';
import { Resvg, initWasm } from '@resvg/resvg-wasm';

const ready = initWasm(workerData.wasm);

/** Level 3 of the native deflate: about 7 ms for a 768x1024 panel and smaller than resvg's own PNG (about 25 ms). */
const DEFLATE_LEVEL = 3;

function chunk(type, data) {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG of resvg's premultiplied RGBA pixels: RGB when every pixel is opaque (every panel: a quarter less to deflate),
 * else RGBA with the colours divided back by their alpha. Rows are unfiltered: on flat comic colours deflate finds the
 * runs itself, and a filter pass cost more time than it saved bytes.
 */
function encodePng(width, height, pixels) {
  let opaque = true;
  for (let at = 3; at < pixels.length; at += 4) {
    if (pixels[at] !== 255) {
      opaque = false;
      break;
    }
  }
  const channels = opaque ? 3 : 4;
  const stride = width * channels + 1;
  const raw = Buffer.allocUnsafe(stride * height);
  for (let y = 0, from = 0; y < height; y++) {
    let to = y * stride;
    raw[to++] = 0;
    for (let x = 0; x < width; x++, from += 4) {
      const alpha = pixels[from + 3];
      if (opaque || alpha === 255) {
        raw[to] = pixels[from];
        raw[to + 1] = pixels[from + 1];
        raw[to + 2] = pixels[from + 2];
      } else if (alpha === 0) {
        raw[to] = raw[to + 1] = raw[to + 2] = 0;
      } else {
        raw[to] = Math.min(255, Math.round((pixels[from] * 255) / alpha));
        raw[to + 1] = Math.min(255, Math.round((pixels[from + 1] * 255) / alpha));
        raw[to + 2] = Math.min(255, Math.round((pixels[from + 2] * 255) / alpha));
      }
      if (!opaque) raw[to + 3] = alpha;
      to += channels;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: DEFLATE_LEVEL })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  // A fresh buffer of its own (not a slice of Node's pool), so it can be transferred back without a copy.
  const out = new Uint8Array(png.length);
  out.set(png);
  return out;
}

function render(svg) {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2, imageRendering: 0 });
  try {
    const image = resvg.render();
    try {
      return encodePng(image.width, image.height, image.pixels);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

parentPort.on('message', async ({ id, svg }) => {
  try {
    await ready;
    const png = render(svg);
    parentPort.postMessage({ id, png }, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
