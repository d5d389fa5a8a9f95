// The doer works on the thing with its tool: a lone doer stands back from the side it faces so what it works on is
// whole in the frame, touching the tool's working end, and a hand-sized thing worked "on" is at the hands, never stood
// on. Tried on packages/offline-ai/tuning-13-reach.txt, never on the held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';
import { discSvg, drawingOf, figuresIn } from './panel-svg';

const request = (prompt: string, seed: string) => imageRequest(prompt, seed);

describe('a tool on what it works', () => {
  test('the doer faces the thing, its tool touches it, and both are whole in the frame', () => {
    for (const [prompt, tool, thing] of [
      ['A cook dices an onion', 'dices', 'onion'],
      ['A mechanic tightens a bolt', 'tightens', 'bolt'],
      ['A butcher slices a sausage', 'slices', 'sausage'],
      ['A grandfather carves a pumpkin', 'carves', 'pumpkin'],
    ] as const) {
      for (const seed of ['reach:1:2', 'reach:2:5', 'reach:3:7']) {
        const svg = discSvg(request(prompt, seed));
        const [doer] = figuresIn(svg);
        const [held, worked] = [drawingOf(svg, tool), drawingOf(svg, thing)];
        expect(Math.sign(worked.x - doer!.x), `${prompt} ${seed}: faces it`).toBe(doer!.facing);
        // The boxes touch: the tool's far end is within the thing's box.
        expect(Math.abs(worked.x - held.x), `${prompt} ${seed}: touching`).toBeLessThan((worked.size + held.size) / 2);
        expect(Math.abs(worked.y - held.y), `${prompt} ${seed}: touching`).toBeLessThan((worked.size + held.size) / 2);
        // Whole in the frame, not pushed back over the tool by its edge.
        expect(worked.x + worked.size / 2, `${prompt} ${seed}: in the frame`).toBeLessThanOrEqual(600);
        expect(worked.x - worked.size / 2, `${prompt} ${seed}: in the frame`).toBeGreaterThanOrEqual(0);
        expect(Math.abs(worked.x - held.x), `${prompt} ${seed}: beyond the tool`).toBeGreaterThan(held.size * 0.3);
      }
    }
  });

  test('a hand-sized thing worked on is at the hands, the doer on the ground', () => {
    for (const prompt of [
      'A girl doodles on a notepad in class',
      'A clerk types on a computer',
      'A poet writes on a scroll',
    ]) {
      const plan = planPicture(request(prompt, 'reach:1:2'));
      const worked = plan.glyphs.find((glyph) => glyph.object);
      expect(worked, prompt).toMatchObject({ role: 'prop', relation: null });
      const svg = discSvg(request(prompt, 'reach:1:2'));
      const [doer] = figuresIn(svg);
      const thing = drawingOf(svg, worked!.word);
      // Its middle between the doer's knees and head, in front of it.
      expect(thing.y, prompt).toBeLessThan(doer!.base - 100 * doer!.k * 0.3);
      expect(Math.sign(thing.x - doer!.x), prompt).toBe(doer!.facing);
    }
  });

  test('a tool that works the ground is bent down to it, in front of the doer', () => {
    for (const [prompt, tool] of [
      ['A caretaker sweeps the hall', 'sweeps'],
      ['A maid mops the kitchen', 'mops'],
      ['A boy scrubs the floor', 'scrubs'],
    ] as const) {
      const svg = discSvg(request(prompt, 'reach:1:2'));
      const [doer] = figuresIn(svg);
      const held = drawingOf(svg, tool);
      // Its lower end in the lowest quarter of the doer's height.
      expect(held.y + held.size / 2, prompt).toBeGreaterThan(doer!.base - 100 * doer!.k * 0.25);
      expect(Math.sign(held.x - doer!.x), prompt).toBe(doer!.facing);
    }
  });
});
