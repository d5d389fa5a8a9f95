// The six bubble fonts and text measuring. A font is loaded (document.fonts.load) before any bubble
// using it is laid out, so line breaks are computed with the real glyphs, the same in the reader, editor and download.
// Every face offered in the editor (FONT_WEIGHTS_BY_FONT) is imported here or in styles.css (Bangers 400, Comic Neue
// 400 and 700 are the app's own fonts).
import '@fontsource/comic-neue/300.css';
import '@fontsource/creepster/400.css';
import '@fontsource/fredoka-one/400.css';
import '@fontsource/bungee/400.css';
import '@fontsource/righteous/400.css';
import { useSyncExternalStore } from 'react';
import { resolveBubbleStyle } from '../shared/bubble-style';
import { fontString } from '../shared/bubble-geometry';
import { loadFontsFor } from '../lib/page-fonts';
import type { TextBubble } from '../shared/bubbles';

/** A font that never arrives must not hold the bubbles back for long: they are drawn with the fallback instead. */
export const FONT_LOAD_TIMEOUT_MS = 3000;

type FontKey = string;
const settled = new Set<FontKey>();
const pending = new Map<FontKey, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (family: string, weight: number | string) => `${weight} 16px "${family.replace(/"/g, '')}"`;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

function load(key: FontKey): Promise<void> {
  if (settled.has(key)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    // A key with text also loads the Noto pieces that text needs (its script's stylesheet, then the faces).
    const [font, text] = key.split('\u0001') as [string, string | undefined];
    const loading = !fonts
      ? Promise.resolve()
      : text
        ? loadFontsFor(font, text)
        : fonts.load(font).then(() => undefined);
    let timedOut = false;
    const timeout = new Promise<void>((done) => setTimeout(() => ((timedOut = true), done()), FONT_LOAD_TIMEOUT_MS));
    // A face that arrives after the bubbles were drawn with the fallback (a slow phone, a busy network) has them laid
    // out and painted again, so they never stay in empty boxes.
    void loading.then(
      () => timedOut && notify(),
      () => undefined,
    );
    promise = Promise.race([loading, timeout])
      .catch((error: unknown) => console.warn('Bubble font failed to load', key, error))
      .then(() => {
        settled.add(key);
        pending.delete(key);
        notify();
      });
    pending.set(key, promise);
  }
  return promise;
}

export function bubbleFontKeys(
  bubbles: readonly (Pick<TextBubble, 'type' | 'style'> & { text?: string })[],
): FontKey[] {
  const keys = new Set<FontKey>();
  for (const bubble of bubbles) {
    const style = resolveBubbleStyle(bubble);
    keys.add(keyOf(style.fontFamily, style.fontWeight));
    const text = 'text' in bubble && typeof bubble.text === 'string' ? bubble.text : '';
    if (/[^\u0000-\u00ff\u2000-\u206f]/u.test(text)) keys.add(`${fontString(style)}\u0001${text}`);
  }
  return [...keys];
}

/** Resolves once every font these bubbles use is loaded (or timed out). */
export function loadBubbleFonts(
  bubbles: readonly (Pick<TextBubble, 'type' | 'style'> & { text?: string })[],
): Promise<void> {
  return Promise.all(bubbleFontKeys(bubbles).map(load)).then(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the server's render (and the render that hydrates it) reads: no font is known there. */
const SERVER_VERSION = -1;

/** A number that changes whenever a font settles or arrives late: layouts measured before must be made again. */
export function useBubbleFontsVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
}

/**
 * True once the fonts of these bubbles are ready; starts loading them otherwise. Never on the server, which has no canvas
 * to measure words with, nor in the render that hydrates its page (it must draw what the server drew): bubbles are
 * placed in the browser, in the render after.
 */
export function useBubbleFontsReady(
  bubbles: readonly (Pick<TextBubble, 'type' | 'style'> & { text?: string })[],
): boolean {
  const known = useSyncExternalStore(
    subscribe,
    () => version,
    () => SERVER_VERSION,
  );
  if (known === SERVER_VERSION) return false;
  const keys = bubbleFontKeys(bubbles);
  const missing = keys.filter((key) => !settled.has(key));
  for (const key of missing) void load(key);
  return missing.length === 0;
}

// Measuring --------------------------------------------------------------------------------------

let measureContext: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

/** Canvas text width at the given CSS font, cached (the same words are measured on every layout). */
export function measureText(text: string, font: string): number {
  const key = `${font}\u0000${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (!measureContext) return text.length * 8;
  measureContext.font = font;
  const width = measureContext.measureText(text).width;
  if (widths.size > 20_000) widths.clear();
  widths.set(key, width);
  return width;
}

/** Fonts that load later change the widths measured with the fallback; those cached widths must go. */
if (typeof window !== 'undefined') subscribe(() => widths.clear());
