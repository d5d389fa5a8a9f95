// The title part of every download's file name, shared by the browser's downloads and the server's comic book.
import { sliceGraphemes } from './text';

/** How many characters of the title a file name keeps. */
const NAME_LENGTH = 30;

/**
 * 'Nova and the Neon Bar' → 'nova-and-the-neon-bar', '小さな猫の冒険' → '小さな猫の冒険': the title part of every download's
 * file name, its letters and digits in any script kept, cut to 30 characters. Marks are kept with their letters, or a
 * Hindi or Thai word would fall apart at every vowel sign ('नमस्ते' is letters and marks).
 */
export function fileSlug(storyTitle: string): string {
  const slug = storyTitle
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return sliceGraphemes(slug, NAME_LENGTH).replace(/-$/, '') || 'story';
}
