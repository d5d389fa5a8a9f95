// Node host only: brotli or gzip for text responses (HTML, JS, CSS, JSON, SVG), as the Workers platform does by itself.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Not text/event-stream: a compressor holds events back until its buffer fills, and a stream must arrive as it is written.
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml|font\/ttf)/;
// Below this the encoding overhead outweighs the saving.
const MIN_BYTES = 1024;
// Responses made per request are compressed fast; static files once, hard, and kept (see compressedFile).
const DYNAMIC_BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = 'br' | 'gzip';

/** The encoding to use for a request's Accept-Encoding, brotli first. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  // Scripts and benchmarks send none: that answer costs no parsing.
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

function shouldCompress(request: Request, response: Response): boolean {
  if (request.method === 'HEAD' || !response.body || response.headers.has('Content-Encoding')) return false;
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return false;
  if (!COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) return false;
  const length = response.headers.get('Content-Length');
  return length === null || Number(length) >= MIN_BYTES;
}

function withEncoding(response: Response, body: BodyInit, encoding: Encoding, length?: number): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  if (length === undefined) headers.delete('Content-Length');
  else headers.set('Content-Length', String(length));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Compresses a response when the client accepts it and the type is text; anything else passes through. The app sends
 * no streamed responses (API JSON, pages), so the body is read whole: tiny ones stay plain, the rest are compressed
 * off the event loop.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const encoding = pickEncoding(request.headers.get('Accept-Encoding'));
  if (!encoding || !shouldCompress(request, response)) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length < MIN_BYTES) return new Response(bytes, response);
  const packed = encoding === 'br' ? await brotliAsync(bytes, DYNAMIC_BROTLI) : await gzipAsync(bytes);
  return withEncoding(response, new Uint8Array(packed), encoding, packed.length);
}

const fileCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/**
 * A static file's bytes compressed at the best setting, computed once per file and encoding: hashed assets never change,
 * so everyone after the first visitor gets the smallest bytes at no cost. Brotli's best setting takes a second or more
 * for the editor's chunks, so it runs on zlib's thread pool: the first visitor after a start waits for it, nobody
 * else's request does.
 */
export function compressedFile(cacheKey: string, bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding}:${cacheKey}`;
  let packed = fileCache.get(key);
  if (!packed) {
    const out =
      encoding === 'br'
        ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
        : gzipAsync(bytes, { level: 9 });
    packed = out.then((buffer) => new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)) as Uint8Array<ArrayBuffer>);
    packed.catch(() => fileCache.delete(key)); // a failure is tried again by the next request
    fileCache.set(key, packed);
  }
  return packed;
}

/** A static file's response, compressed from the cache when the client and type allow it. */
export async function staticFileResponse(request: Request, cacheKey: string, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>): Promise<Response> {
  const encoding = pickEncoding(request.headers.get('Accept-Encoding'));
  const plain = new Response(bytes, { headers: { ...headers, 'Content-Length': String(bytes.length) } });
  if (!encoding || !shouldCompress(request, plain)) return plain;
  const packed = await compressedFile(cacheKey, bytes, encoding);
  return withEncoding(plain, packed, encoding, packed.length);
}
