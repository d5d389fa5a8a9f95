// Media store over a Workers R2 binding.
import { isValidMediaKey, type MediaStore } from './media';

/** The slice of R2Bucket this store uses (typed here so the app compiles without the Workers global types). */
export interface R2BucketLike {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(
    key: string,
  ): Promise<{ body: ReadableStream<Uint8Array>; size: number; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

// The same keys as the folder store, so an object written on one host is named the same on the other.
const checked = (key: string) => {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
};

export function createR2MediaStore(bucket: R2BucketLike): MediaStore {
  return {
    async put(key, body, contentType) {
      await bucket.put(checked(key), body, { httpMetadata: { contentType } });
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      };
    },
    async delete(key) {
      await bucket.delete(checked(key));
    },
  };
}
