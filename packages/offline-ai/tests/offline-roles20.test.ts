// A trade is read by its own signature things, not a neighbour's drawing: a surgeon in green scrubs, cap and mask (no
// nurse's white coat), an optician's glasses, a carpenter's saw and apron (no builder's hard hat), an electrician's
// hi-vis and plug, an architect's set square, and a painter on the rig in a smock.
import { describe, expect, test } from 'vitest';
import { paintPanel } from '../src/art';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';
import { figuresIn } from './panel-svg';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'roles20:1:2'));
const tool = (prompt: string, name: string) =>
  expect(plan(prompt).glyphs, prompt).toContainEqual(
    expect.objectContaining({ code: englishGlyph(name)!.code, role: 'prop' }),
  );

describe('a trade reads by its own signature things', () => {
  test('a surgeon wears green scrubs, cap and mask, at the hospital; a nurse stays the health worker', () => {
    const surgeon = plan('The surgeon naps in the staff room').subjects[0]!;
    expect(surgeon.glyph).toBeUndefined();
    expect(surgeon.look).toMatchObject({ headwear: 'surgical', top: expect.objectContaining({ name: 'jade' }) });
    expect(paintPanel(imageRequest('The surgeon naps in the staff room', 'roles20:1:2'))).toContain('hat-surgical');
    expect(plan('The surgeon yawns after a long shift').backdrop).toBe('hospital');
    expect(plan('The nurse frowns at the clock').subjects[0]!.glyph).toBe(englishGlyph('health worker')!.code);
  });

  test('an optician and an architect wear glasses, and hold their own tool', () => {
    expect(plan('An optician waits at the counter').subjects[0]!.look).toMatchObject({ glasses: true });
    tool('An optician waits at the counter', 'glasses');
    expect(plan('The architect shrugs at the meeting').subjects[0]!.glyph).toBeUndefined();
    tool('The architect shrugs at the meeting', 'triangular ruler');
  });

  test('a carpenter is no builder, an electrician no mechanic', () => {
    const carpenter = plan('A carpenter waits by the fence').subjects[0]!;
    expect(carpenter.glyph).not.toBe(englishGlyph('construction worker')!.code);
    expect(carpenter.look).toMatchObject({ wear: 'apron/brown' });
    tool('A carpenter waits by the fence', 'carpentry saw');
    const electrician = plan('An electrician sighs on the stairs').subjects[0]!;
    expect(electrician.glyph).not.toBe(englishGlyph('mechanic')!.code);
    expect(electrician.look).toMatchObject({ wear: 'vest/orange' });
    tool('An electrician sighs on the stairs', 'electric plug');
  });

  test('a painter drawn on the rig wears a smock', () => {
    expect(plan('A painter climbs a stepladder by the barn').subjects[0]!.look).toMatchObject({ wear: 'apron/white' });
  });

  test('a role asleep on the ground is seen whole, its dress not cut by the frame', () => {
    for (const prompt of ['The nurse lies on the grass', 'A baker snoozes on a bench by the pond']) {
      const svg = paintPanel(imageRequest(prompt, 'roles20:1:2'));
      const height = Number(/viewBox="0 0 [\d.]+ ([\d.]+)"/.exec(svg)![1]);
      expect(figuresIn(svg)[0]!.base, prompt).toBeLessThanOrEqual(height * 0.95);
    }
  });

  test('a chauffeur wears a peaked cap and a black suit', () => {
    expect(plan('The chauffeur coughs by the gate').subjects[0]!.look).toMatchObject({
      headwear: 'postman',
      top: expect.objectContaining({ name: 'black' }),
    });
  });
});
