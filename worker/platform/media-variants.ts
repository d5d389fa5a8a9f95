// A MediaStore wrapper (applied once in createApp): every picture put also stores WebP copies at the widths the pages
// show (src/shared/picture-variants.ts), and a copy that does not exist (older pictures, one still being made)
// is answered with the original, marked so it is not cached as if it were the copy.
import { VARIANT_WIDTHS, variantKey } from '../../src/shared/picture-variants';
import type { MediaObject, MediaStore } from './media';
import type { PictureCodec } from './media-codec';

/** The picture types the codec reads (GIFs keep their animation: no copies). */
export const DECODABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);

const VARIANT = /^(.+)\.w(\d+)\.webp$/;

export interface VariantOptions {
  /**
   * Where the encoding runs. Node: in the background, so the request that stored the picture does not wait (the default).
   * Workers: awaited (`true`), since an isolate may stop once the response is sent.
   */
  awaitVariants?: boolean;
  onError?: (error: unknown, key: string) => void;
  /**
   * How long the store must have been quiet (no picture put) before a copy is made (default 1.5 s): each encode holds
   * the event loop for a while, so a burst of pictures (a 6-panel scene) is answered first and copied after.
   */
  quietMs?: number;
}

export type VariantMediaObject = MediaObject & { fallback?: boolean };

/** `codec: null` makes no copies but still answers copy URLs with the original (the Worker host, see entry.worker.ts). */
export function withPictureVariants(
  store: MediaStore,
  codec: PictureCodec | null,
  options: VariantOptions = {},
): MediaStore & { pending(): Promise<void>; stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  // One picture at a time: the wasm codecs run on the event loop, so at most one encoding step ever delays requests.
  let queue: Promise<void> = Promise.resolve();
  const quietMs = options.quietMs ?? 1500;
  let lastPut = 0;
  let stopped = false;
  let wake = () => {};
  const quiet = async () => {
    for (let wait = lastPut + quietMs - Date.now(); wait > 0 && !stopped; wait = lastPut + quietMs - Date.now()) {
      await new Promise<void>((done) => {
        const timer = setTimeout(done, wait);
        wake = () => {
          clearTimeout(timer);
          done();
        };
      });
    }
  };
  // Once stopped, work not yet begun is dropped: a copy is made on the first visit to its address anyway.
  const queued = (work: () => Promise<void>) => {
    const run = () => (stopped ? undefined : work());
    return (queue = queue.then(quiet).then(run, run));
  };
  const backfilling = new Set<string>();
  const inBackground = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  const onError = options.onError ?? ((error, key) => console.warn(`Picture copies of ${key} failed:`, error));

  async function storeVariants(key: string, body: Uint8Array<ArrayBuffer>, contentType: string) {
    if (!codec) return;
    try {
      for (const variant of await codec.variants(body, contentType, VARIANT_WIDTHS)) {
        await store.put(variantKey(key, variant.width), variant.bytes, 'image/webp');
      }
    } catch (error) {
      onError(error, key);
    }
  }

  return {
    async put(key, body, contentType) {
      await store.put(key, body, contentType);
      if (!codec || !DECODABLE.has(contentType) || VARIANT.test(key)) return;
      lastPut = Date.now();
      if (options.awaitVariants) return storeVariants(key, body, contentType);
      // Marked as under way, so a visit to a copy's URL meanwhile does not start the same work twice.
      backfilling.add(key);
      inBackground(queued(() => storeVariants(key, body, contentType)).finally(() => backfilling.delete(key)));
    },
    async get(key): Promise<VariantMediaObject | null> {
      const object = await store.get(key);
      if (object) return object;
      const variant = VARIANT.exec(key);
      if (!variant) return null;
      const originalKey = variant[1]!;
      const original = await store.get(originalKey);
      if (!original) return null;
      // A picture stored before copies existed gets them now, in the background; this visitor gets the original.
      if (codec && !options.awaitVariants && DECODABLE.has(original.contentType) && !backfilling.has(originalKey)) {
        backfilling.add(originalKey);
        inBackground(
          queued(async () => {
            const again = await store.get(originalKey);
            if (again?.body instanceof Uint8Array) await storeVariants(originalKey, again.body, again.contentType);
          }).finally(() => backfilling.delete(originalKey)),
        );
      }
      return { ...original, fallback: true };
    },
    async delete(key) {
      await Promise.all([store.delete(key), ...VARIANT_WIDTHS.map((width) => store.delete(variantKey(key, width)))]);
    },
    /** Resolves when the copies being made in the background are stored (tests, benchmarks). */
    async pending() {
      while (running.size) await Promise.all(running);
    },
    /**
     * Shutdown: makes no more copies and resolves once the one being written, if any, is stored. A host that is
     * stopping is not held by copies nobody has asked for yet (a burst of pictures queues seconds of encoding), and
     * none is cut off half written.
     */
    async stop() {
      stopped = true;
      wake();
      while (running.size) await Promise.all(running);
    },
  };
}
