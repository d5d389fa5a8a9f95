// Brotli and gzip copies of the built client's hashed text files (dist/assets/*.js, .css, .svg, .json), written next to
// them by every client build (the Vite plugin `precompressed`): the Node host serves a copy the browser accepts as it is
// (serveStatic's `precompressed`), so no request waits for brotli's best setting. The Workers host compresses by itself, so the copies are left out of its
// upload (.assetsignore).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Fonts (woff, woff2) and pictures are compressed already. */
const TEXT = /\.(js|css|svg|json|txt|xml)$/;
/** Below this the encoding overhead outweighs the saving (the server's own threshold too). */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for every text file under `<distDir>/assets`; returns how many files it compressed. */
export async function precompress(distDir: string): Promise<number> {
  const assets = join(distDir, 'assets');
  const names = (await readdir(assets)).filter((name) => TEXT.test(name));
  let count = 0;
  // zlib runs these on its thread pool: all files at once keeps every core busy.
  await Promise.all(
    names.map(async (name) => {
      const file = join(assets, name);
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
    }),
  );
  await writeFile(join(distDir, '.assetsignore'), '*.br\n*.gz\n');
  return count;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  const started = performance.now();
  const count = await precompress(distDir);
  console.log(
    `precompressed ${count} files in ${distDir}/assets (brotli and gzip) in ${Math.round(performance.now() - started)} ms`,
  );
}
