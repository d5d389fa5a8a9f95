// Every font weight the bubble editor offers has a real face loaded (no synthesized bold or light).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontWeightsFor } from '../../src/shared/bubble-style';
import { BUBBLE_FONTS, FONT_WEIGHTS } from '../../src/shared/bubbles';

const ROOT = resolve(import.meta.dirname, '../..');

/** 'Family|weight' of every upright face in the @fontsource files the app imports. */
function loadedFaces(): Set<string> {
  const faces = new Set<string>();
  for (const source of ['src/editor/bubble-fonts.ts', 'src/styles.css']) {
    const text = readFileSync(join(ROOT, source), 'utf8');
    for (const [, file] of text.matchAll(/['"](@fontsource\/[a-z-]+\/[\w-]+\.css)['"]/g)) {
      const css = readFileSync(join(ROOT, 'node_modules', file!), 'utf8');
      for (const [, block] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
        const family = /font-family:\s*['"]?([^;'"]+)['"]?;/.exec(block!)?.[1];
        const weight = /font-weight:\s*(\d+);/.exec(block!)?.[1];
        if (family && weight && !/font-style:\s*italic/.test(block!)) faces.add(`${family}|${weight}`);
      }
    }
  }
  return faces;
}

describe('bubble font faces', () => {
  it('loads a face for every (font, weight) the editor offers', () => {
    const faces = loadedFaces();
    const offered = BUBBLE_FONTS.flatMap((font) => fontWeightsFor(font).map((weight) => `${font}|${weight}`));
    expect(offered.filter((pair) => !faces.has(pair))).toEqual([]);
    expect(offered).toContain('Comic Neue|300');
  });
  it('offers only known weights, always with the regular face', () => {
    for (const font of BUBBLE_FONTS) {
      expect(fontWeightsFor(font)).toContain(400);
      for (const weight of fontWeightsFor(font)) expect(FONT_WEIGHTS).toContain(weight);
    }
    expect(fontWeightsFor('Papyrus')).toEqual([400]);
  });
});
