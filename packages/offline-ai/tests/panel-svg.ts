// A painted panel read back in tests: each vocabulary drawing replaced by a plain disc (so where it is placed can be
// read from the SVG), the rig figures' places, and where a word's drawing stands.
import { expect } from 'vitest';
import { paintRequest } from '../src/image';
import { planPicture } from '../src/picture-plan';
import type { ImageRequest } from '../../../worker/ai/types';

/** A panel's SVG with a plain disc for each vocabulary drawing it uses. */
export function discSvg(request: ImageRequest): string {
  const plan = planPicture(request);
  const codes = [
    ...plan.glyphs.map((glyph) => glyph.code),
    ...plan.subjects.flatMap((entry) => (entry.glyph ? [entry.glyph] : [])),
  ];
  return paintRequest(request, new Map(codes.map((code) => [code, '<circle cx="18" cy="18" r="18"/>'])));
}

export interface DrawnFigure {
  x: number;
  base: number;
  k: number;
  facing: 1 | -1;
  lift: number;
  lean: number;
}

/** Each rig figure drawn, read back from its SVG: where its feet are, its scale and facing, and its pose's turn and lift. */
export function figuresIn(svg: string): DrawnFigure[] {
  const pattern =
    /<g transform="translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.-]+) ([\d.-]+)\)" class="figure"><g(?: transform="(?:translate\(0 ([\d.-]+)\) ?)?(?:rotate\(([\d.-]+) 0 -40\))?")?>/g;
  return [...svg.matchAll(pattern)].map((m) => ({
    x: Number(m[1]),
    base: Number(m[2]),
    k: Number(m[4]),
    facing: Number(m[3]) < 0 ? -1 : 1,
    lift: Number(m[5] ?? 0),
    lean: Number(m[6] ?? 0),
  }));
}

/** The centre and size of the drawing of a word in a panel. */
export function drawingOf(svg: string, word: string): { x: number; y: number; size: number } {
  const match = new RegExp(`data-word="${word}"[\\s\\S]*?<svg x="([\\d.-]+)" y="([\\d.-]+)" width="([\\d.]+)"`).exec(
    svg,
  );
  expect(match, word).not.toBeNull();
  const size = Number(match![3]);
  return { x: Number(match![1]) + size / 2, y: Number(match![2]) + size / 2, size };
}
