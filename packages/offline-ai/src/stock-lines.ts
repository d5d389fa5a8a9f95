// Short lines a comic's characters say at any moment, in each interface language the writer cannot read, for scenes
// that have no new words of the author's to tell: each scene takes its own share, so a story's scenes never share one.
import stockLines from './data/stock-lines.json' with { type: 'json' };
import type { Locale } from '../../../src/shared/locales';

type Tongue = Exclude<Locale, 'en'>;

/**
 * Sixteen lines a language, the same moments in each (look, wait, what was that, did you hear, hurry, over here, I can't
 * believe it, careful, who's there, now what, let's go, too quiet, hold on, we did it, something's wrong, don't give
 * up), written as a speaker of the language would say them.
 */
export const STOCK_LINES: Record<Tongue, readonly string[]> = stockLines;

/** Lines a scene may use; any STOCK_SHARE scenes in a row take different ones. */
export const STOCK_PER_SCENE = 2;
export const STOCK_SHARE = 16 / STOCK_PER_SCENE;

/** The stock lines of the scene with this index in its story (0 first), in its story's language. */
export function stockLinesFor(tongue: Tongue, scene: number): string[] {
  const lines = STOCK_LINES[tongue];
  const start = (scene % STOCK_SHARE) * STOCK_PER_SCENE;
  return lines.slice(start, start + STOCK_PER_SCENE);
}
