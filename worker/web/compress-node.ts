// Node host only: the answers made per request (pages, API JSON) compressed, as the Workers platform does by itself.
// Hono's compress middleware does the gzip (and deflate): it streams through CompressionStream, which has no brotli in
// Node 20, and browsers ask for brotli first, so brotli is done here, fast (quality 4), before gzip is considered. The
// built client's files come compressed from the build instead (scripts/precompress.ts, serveStatic's `precompressed`);
// an answer that already has an encoding is left as it is by both.
import { promisify } from 'node:util';
import { brotliCompress, constants, type BrotliOptions } from 'node:zlib';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const brotliAsync = promisify(brotliCompress);

// Below this the encoding overhead outweighs the saving (Hono's threshold too).
const MIN_BYTES = 1024;
const DYNAMIC_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Whether the request's Accept-Encoding takes brotli (by name or `*`, with a q above 0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  // Scripts and benchmarks send none: that answer costs no parsing.
  if (!acceptEncoding) return false;
  let wildcard = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'br') return weight > 0;
    if (name === '*') wildcard = weight;
  }
  return wildcard > 0;
}

/**
 * Brotli for a text answer when the browser takes it; any other text answer leaves with its length, so Hono's gzip leaves
 * a tiny one plain. The app sends no streamed answers through here (event streams are not compressible types), so the
 * body is read whole and compressed off the event loop.
 */
function brotli(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (
      c.req.method === 'HEAD' ||
      !response.body ||
      response.headers.has('Content-Encoding') ||
      response.status === 206
    )
      return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(response.headers.get('Content-Type') ?? '')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get('Cache-Control') ?? '')) return;
    const length = response.headers.get('Content-Length');
    const br = acceptsBrotli(c.req.header('Accept-Encoding'));
    if (length !== null && (!br || Number(length) < MIN_BYTES)) return;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    let body = bytes;
    if (br && bytes.length >= MIN_BYTES) {
      body = new Uint8Array(await brotliAsync(bytes, DYNAMIC_BROTLI));
      headers.set('Content-Encoding', 'br');
      headers.append('Vary', 'Accept-Encoding');
    }
    headers.set('Content-Length', String(body.length));
    // Replaced outright (`c.res =` alone would copy the old answer's headers back over these).
    c.res = undefined;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** The Node host's fetch: the app's answers compressed as a browser takes them (brotli, else Hono's gzip). */
export function compressedFetch(fetch: (request: Request, env: unknown) => Response | Promise<Response>) {
  const host = new Hono()
    .use(compress())
    .use(brotli())
    .all('*', (c) => fetch(c.req.raw, c.env));
  return (request: Request, env: unknown) => host.fetch(request, env);
}
