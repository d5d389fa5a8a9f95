// The media store: one interface, R2 on Workers and a folder on Node. Keys are immutable paths like `uploads/<user>/<id>.png`.
import { MEDIA_PATH } from '../../src/shared/media';

export interface MediaObject {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  contentType: string;
  size: number;
}

export interface MediaStore {
  put(key: string, body: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  get(key: string): Promise<MediaObject | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from URLs: refuse anything that could walk out of the store (`..`, absolute paths, odd characters). */
export function isValidMediaKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

export function mediaUrl(key: string): string {
  return MEDIA_PATH + key;
}

/**
 * The relative /media/ path of one of this app's media URLs: relative ones as they are, absolute ones only on the app's
 * public address. Null for anything else (a provider's URL, another site).
 */
export function ownMediaPath(url: string, publicUrl: string | undefined): string | null {
  if (url.startsWith(MEDIA_PATH)) return url;
  const origin = publicUrl?.replace(/\/+$/, '');
  if (!origin) return null;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== new URL(origin).origin || !parsed.pathname.startsWith(MEDIA_PATH)) return null;
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
}

export const MEDIA_TYPES: Record<string, { ext: string; magic: (b: Uint8Array) => boolean }> = {
  'image/png': { ext: 'png', magic: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/gif': { ext: 'gif', magic: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  'image/webp': {
    ext: 'webp',
    magic: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  'video/mp4': { ext: 'mp4', magic: (b) => ascii(b, 4, 8) === 'ftyp' },
  'video/webm': { ext: 'webm', magic: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3 },
};

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
