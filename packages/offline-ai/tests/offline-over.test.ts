// Two fixes of where a figure is drawn: one who bends, fights or shouts over something is at it on the ground, not
// above it in the sky (only what flies, floats, jumps or hangs is over a thing); and a role's drawing (its head and
// shoulders) sits on its acting rig's head wherever the pose puts it (leaning, seated), so no second head shows.
import { describe, expect, test } from 'vitest';
import { figureHeight, reachOf } from '../src/art/figures';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';
import { discSvg, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'over:1:2');
/** Every relation the plan reads, between figures and of its drawings. */
const relationsOf = (prompt: string) => {
  const plan = planPicture(request(prompt));
  return [...plan.relations, ...plan.glyphs.flatMap((glyph) => (glyph.relation ? [glyph.relation] : []))].map(
    (relation) => relation.relation,
  );
};

describe('"over" is above only for what goes through the air or hangs', () => {
  test('one who bends or fights over someone or something stands at it', () => {
    for (const prompt of [
      'A vet bends over a sick goat',
      'Two gulls fight over a chip on the quay',
      'A nurse bends over a bed',
    ])
      expect(relationsOf(prompt), prompt).not.toContain('above');
    // Bent over the goat, the vet stands on the same ground as it.
    const [vet, goat] = figuresIn(discSvg(request('A vet bends over a sick goat')));
    expect(vet!.lift).toBe(0);
    if (goat) expect(Math.abs(vet!.base - goat.base)).toBeLessThan(0.1 * 100 * vet!.k);
  });

  test('what flies, jumps or hangs over a thing is above it', () => {
    expect(relationsOf('A pigeon flutters over a tractor')).toEqual(['above']);
    expect(relationsOf('A puppy leaps over the kitten')).toEqual(['above']);
  });
});

describe("a role's drawing over its acting rig", () => {
  test("sits on the rig's head as the pose leans or seats it", () => {
    for (const prompt of ['A cook stirs a pot', 'A farmer drives a tractor', 'A plumber mends a tap']) {
      const svg = discSvg(request(prompt));
      const doer = planPicture(request(prompt)).subjects[0]!;
      const [figure] = figuresIn(svg);
      const scale = figure!.k / doer.look.height;
      const head = reachOf(doer, figure!.x, figure!.base, scale, figure!.facing)!.head!;
      const tall = figureHeight(doer.look) * scale;
      // The drawing is the disc half the rig's height across, cropped to its head and collar (26 of its 36 units), the
      // collar at the rig's neck: no flat foot of its shoulders across the rig's body.
      const bust = [
        ...svg.matchAll(/<svg x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" viewBox="0 0 36 26"/g),
      ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]), height: Number(m[4]) }))[0];
      expect(bust, prompt).toBeDefined();
      expect(Math.abs(bust!.size - tall * 0.5), prompt).toBeLessThan(1);
      expect(Math.abs(bust!.height - (bust!.size * 26) / 36), prompt).toBeLessThan(0.1);
      expect(Math.abs(bust!.x + bust!.size / 2 - head[0]), prompt).toBeLessThan(1);
      expect(Math.abs(bust!.y + bust!.height - (head[1] + tall * 0.11)), prompt).toBeLessThan(1);
      // The rig under it wears no hat and no hair of its own, to peek out round the drawing's head: nothing of it is
      // drawn above its head's middle.
      const rig = svg.slice(
        svg.indexOf('class="figure"'),
        svg.indexOf('<g class="glyph"', svg.indexOf('class="figure"')),
      );
      const heights = [...rig.matchAll(/\b(?:y|cy)="(-?[\d.]+)"/g)].map((m) => Number(m[1]));
      expect(Math.min(...heights), prompt).toBeGreaterThan(-90);
    }
  });
});
