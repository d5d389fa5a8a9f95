// The painter's vocabulary as Node and the tests load it: the JSON file, read with the module. The Worker resolves
// '#emoji-index' to emoji-index.worker.ts instead (the "imports" of this package's package.json, condition workerd),
// which reads the same file from its assets: a megabyte of words the upload need not carry.
import index from './emoji-index.json' with { type: 'json' };
import type { FontFile } from '../../../svg-render/src/og-font';

export type EmojiIndex = typeof index;

export const emojiIndex = (): EmojiIndex => index;

/** Resolves once the index can be read (at once here). */
export const loadEmojiIndex = (_read?: FontFile): Promise<void> => Promise.resolve();
