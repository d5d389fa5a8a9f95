// Looks of things and animals and states of anyone (src/data/look.json, look.ts `looksBefore`, art/overlays.ts
// `glyphLook`): a colour before a drawing recolours its main fill, before a stock prop or vehicle paints it; a state
// before a thing draws cracks, mud, drips or a heap on it; feelings (furious, tearful, terrified) are marks on the
// figure; hair is a look, never a drawing. Prompts here are none of tuning-15-looks2.txt's.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { paintRequest } from '../src/image';
import { planPicture } from '../src/picture-plan';
import { glyphLook } from '../src/art/overlays';
import { looksBefore } from '../src/look';
import { discSvg } from './panel-svg';
import { imageRequest } from './image-request';
import { emojiIndex } from '#emoji-index';

const request = (prompt: string) => imageRequest(prompt, 'looks2:1');
const plan = (prompt: string) => planPicture(request(prompt));
// Twemoji's drawing, or our own from the index (a gate).
const twemoji = (code: string) =>
  (emojiIndex().art as Record<string, string>)[code] ?? readFileSync(`node_modules/@twemoji/svg/${code}.svg`, 'utf8');
/** A panel with the real drawings it uses. */
const painted = (prompt: string) => {
  const codes = plan(prompt).glyphs.map((glyph) => glyph.code);
  return paintRequest(request(prompt), new Map(codes.map((code) => [code, twemoji(code)])));
};

describe('colours of things and animals', () => {
  test('a colour right before a noun is its own, not one before another noun', () => {
    expect(looksBefore('a teal')).toEqual({ colour: '#138a8a' });
    expect(looksBefore('a boy in red kicks a')).toEqual({});
  });

  test('a drawn animal in a colour is recoloured: its main fill takes the colour, lighter and darker parts as they were', () => {
    const pig = plan('A green pig rolls in the mud').glyphs.find((glyph) => glyph.word === 'pig')!;
    expect(pig.colour).toBe('#2f9e44');
    const svg = painted('A green pig rolls in the mud');
    expect(svg).toContain('fill="#2f9e44"');
    // The pig's own pink is gone.
    expect(svg).not.toMatch(/fill="#F4ABBA"/i);
  });

  test('a black drawing recolours its light fills, keeping its dark lines', () => {
    const swan = glyphLook(twemoji('1f9a2'), { colour: '#1c1c1f' });
    expect(swan).toContain('fill="#1c1c1f"');
    expect(swan).not.toMatch(/fill="#ffffff"/i);
  });

  test('a stock vehicle and a held prop take the colour named', () => {
    expect(plan('A yellow boat drifts on the lake').things.find((thing) => thing.kind === 'boat')?.colour).toBe(
      '#f2d21b',
    );
    expect(discSvg(request('A yellow boat drifts on the lake'))).not.toBe(
      discSvg(request('A boat drifts on the lake')),
    );
  });
});

describe('states of things', () => {
  test('a smashed vase is cracked, an overflowing bin heaped, a rusty tractor rust-blotched', () => {
    expect(plan('A smashed vase lies on the floor').glyphs[0]).toMatchObject({ word: 'vase', state: ['broken'] });
    expect(painted('A smashed vase lies on the floor')).toContain('M17 3l-3 7l5 5');
    expect(plan('An overflowing bin stands by the gate').glyphs.find((glyph) => glyph.word === 'bin')).toMatchObject({
      state: ['full'],
    });
    expect(painted('An overflowing bin stands by the gate')).toContain('fill="#d08a3a"');
    expect(plan('A rusty tractor stands in the field').glyphs[0]?.state).toEqual(['rusty']);
  });
});

describe('feelings on the figure', () => {
  test.each([
    ['A furious pirate stamps his foot', 'angry'],
    ['A tearful knight sits on a rock', 'crying'],
    ['A terrified tourist runs from a bee', 'scared'],
    ['A chuckling grandmother knits a scarf', 'laughing'],
  ])('%s: %s, drawn as its mark', (prompt, state) => {
    const subject = plan(prompt).subjects.find((entry) => entry.kind === 'person')!;
    expect(subject.look.state).toContain(state);
    expect(discSvg(request(prompt))).toContain(`mark-${state}`);
  });
});

test('a pattern before a scarf is drawn on the scarf, not over the top', () => {
  const subject = plan('A woman in a spotted scarf feeds ducks').subjects.find((entry) => entry.kind === 'person')!;
  expect(subject.look.clothes).toEqual(['scarf', 'scarf/spots']);
});

test('hair and beards are a look, never a drawing beside someone', () => {
  const words = plan('A bald waiter with a grey moustache carries a tray').glyphs.map((glyph) => glyph.word);
  expect(words).not.toContain('bald');
  expect(words).not.toContain('moustache');
});
