// The painter's vocabulary in the Worker: read once per isolate from the assets (the build copies emoji-index.json to
// /fonts/data/), so the bundle does not carry it. The offline providers wait for it before they plan a picture.
import type { EmojiIndex } from './emoji-index';
import type { FontFile } from '../../../svg-render/src/og-font';

let index: EmojiIndex | undefined;
let loading: Promise<void> | undefined;

export function emojiIndex(): EmojiIndex {
  if (!index) throw new Error('The offline painter read its vocabulary before loading it (loadEmojiIndex)');
  return index;
}

export function loadEmojiIndex(read?: FontFile): Promise<void> {
  if (index) return Promise.resolve();
  if (!read) return Promise.reject(new Error('The offline painter needs the assets to read its vocabulary'));
  loading ??= read('data/emoji-index.json').then((bytes) => {
    if (!bytes) throw new Error('The offline painter could not read its vocabulary (fonts/data/emoji-index.json in the assets)');
    index = JSON.parse(new TextDecoder().decode(bytes)) as EmojiIndex;
  });
  // A failed read is tried again by the next request rather than remembered.
  return loading.catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
}
