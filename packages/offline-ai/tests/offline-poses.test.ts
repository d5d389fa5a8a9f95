// Verbs whose picture is the shape of the whole body (hanging upside down, rolling, kneeling, crawling, covering the
// ears…): src/data/verbs.json schemas whose pose is a body of src/data/bodies.json, and for an animal drawn whole its
// drawing turned, squashed or lifted (`glyphShapes`). Tried on packages/offline-ai/tuning-12-poses.txt, never on the
// held-out sets; the prompts here are this file's own.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import bodies from '../src/data/bodies.json' with { type: 'json' };
import { imageRequest } from './image-request';
import { discSvg, figuresIn } from './panel-svg';

const request = (prompt: string) => imageRequest(prompt, 'poses:1:2');
/** The person who acts (else the first subject). */
const subjectOf = (prompt: string) => {
  const { subjects } = planPicture(request(prompt));
  return subjects.find((entry) => entry.kind === 'person') ?? subjects[0]!;
};

describe('people take the shape their verb names', () => {
  test.each([
    ['A clown somersaults across the ring', 'roll'],
    ['The prince knelt beside the well', 'kneel'],
    ['A cowboy squats by the campfire', 'crouch'],
    ['A toddler crawled toward the dog', 'crawl'],
    ['A lifeguard bowed to the crowd', 'bow'],
    ['A spy tiptoed past the guard', 'tiptoe'],
    ['A grandpa covers his face with both hands', 'covereyes'],
    ['A kid holds her ears at the fireworks', 'coverears'],
    ['The judge applauds', 'clap'],
    ['A nurse shrugged', 'shrug'],
    ['A skater pirouettes on the pond', 'spin'],
    ['A sailor salutes the admiral', 'salute'],
    ['A pupil raises her arm', 'raise'],
    ['A girl teeters on the kerb', 'balance'],
    ['A swimmer lies on her back by the pool', 'supine'],
    ['A chimney sweep hangs upside down from the gutter', 'hang'],
  ])('%s: %s', (prompt, pose) => {
    expect(subjectOf(prompt).pose).toBe(pose);
  });

  test('the rig is drawn in the shape: turned over to roll, on all fours to crawl, bent from the hips to bow, upside down to hang', () => {
    for (const [prompt, pose] of [
      ['A clown somersaults across the ring', 'roll'],
      ['A toddler crawled toward the dog', 'crawl'],
      ['A lifeguard bowed to the crowd', 'bow'],
      ['A chimney sweep hangs upside down from the gutter', 'hang'],
    ] as const) {
      const [figure] = figuresIn(discSvg(request(prompt)));
      expect(figure?.lean, prompt).toBe(bodies.bodies[pose].lean);
    }
  });

  test("the arm is where the shape puts it: a raised hand straight up, a salute's hand at the brow with the elbow out", () => {
    const svg = discSvg(request('A pupil raises her arm'));
    expect(svg).toMatch(/M9\.5 -73Q10 -98 12 -120/);
    expect(discSvg(request('A sailor salutes the admiral'))).toMatch(/M9\.5 -73Q36 -88 7 -93/);
    // Palms over the ears are drawn larger, and the back one again over the head.
    const ears = discSvg(request('A kid holds her ears at the fireworks'));
    expect(ears.match(/<circle cx="-12" cy="-88" r="5\.1"/g)).toHaveLength(2);
  });

  test('the part a shape is made with is the body, no drawing of its own', () => {
    const plan = planPicture(request('A kid holds her ears at the fireworks'));
    expect(plan.glyphs.map((glyph) => glyph.word)).not.toContain('ears');
    expect(
      planPicture(request('A seal slid on its belly down the rocks')).glyphs.map((glyph) => glyph.word),
    ).not.toContain('belly');
  });

  test('a spin and a roll draw whirling arcs', () => {
    expect(discSvg(request('A skater pirouettes on the pond'))).toContain('M-26 2Q0 14 26 2');
  });

  test('a thing named straight after a shape verb is acted on, not the body: hangs a lamp, rolls a barrel, balances a plate', () => {
    expect(subjectOf('A janitor hangs a lamp in the hall').act?.schema).toBe('dangle');
    expect(subjectOf('A brewer rolls a barrel').act?.schema).toBe('push');
    expect(subjectOf('A waiter balances a plate').act?.schema).toBe('lift');
  });
});

describe('animals take the shape too: a drawing turned, squashed or lifted', () => {
  test('a vocabulary animal is turned upside down to hang, lifted to leap, reared on its hind legs, belly up on its back', () => {
    for (const [prompt, word, pose] of [
      ['A bat hangs from the ceiling of the barn', 'bat', 'hang'],
      ['A squirrel stands on its hind legs', 'squirrel', 'rear'],
      ['An otter swims on its back', 'otter', 'supine'],
      ['A hare leaps over the fence', 'hare', 'jump'],
    ] as const) {
      const plan = planPicture(request(prompt));
      expect(plan.glyphs.find((glyph) => glyph.word === word)?.pose ?? plan.subjects[0]?.pose, prompt).toBe(pose);
      const [turn] = bodies.glyphShapes[pose];
      expect(discSvg(request(prompt)), prompt).toContain(`rotate(${turn} `);
    }
  });

  test("an animal's rig with no drawing of the shape is turned: a dog rolled over, a horse reared up", () => {
    expect(discSvg(request('A puppy rolls over on the lawn'))).toContain('class="shape-roll"');
    expect(discSvg(request('A pony rears up at the gate'))).toContain('class="shape-rear"');
  });
});
