// People by age, family and job (src/data/people.json): a child is drawn as a child and never bearded, a job is read
// by the emoji set's own drawing of it or by the rig's uniform, with the job's tool in the hand.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph, foreignGlyphs } from '../src/vocabulary';
import type { ImageRequest } from '../../../worker/ai/types';

const plan = (prompt: string, seed = 'people:1:2') =>
  planPicture({
    prompt,
    width: 600,
    height: 800,
    model: 'flux-kontext-pro',
    artStyle: '',
    hints: { seed },
  } as ImageRequest);
const code = (name: string) => englishGlyph(name)!.code;

describe('people by age and family', () => {
  test('a boy, a girl, a teenager or a toddler is drawn smaller than a grown-up, and never with a beard', () => {
    for (const [prompt, most] of [
      ['A boy reads a comic on the sofa', 0.75],
      ['A little girl waves from the window', 0.75],
      ['A teenage boy skateboards past the shops', 0.9],
      ['A toddler sits on the kitchen floor', 0.6],
    ] as const) {
      for (const seed of ['a:1:2', 'b:1:2', 'c:1:2', 'd:1:2', 'e:1:2', 'f:1:2']) {
        const person = plan(prompt, seed).subjects.find((entry) => entry.kind === 'person')!;
        expect(person.look.height, prompt).toBeLessThanOrEqual(most);
        expect(person.look.beard, prompt).toBe(false);
      }
    }
    // A grown man may be bearded; an old one has grey hair.
    const old = plan('An elderly man feeds the ducks').subjects[0]!;
    expect(old.look.height).toBe(1);
    expect(['silver', 'white', 'steel-grey']).toContain(old.look.hair.name);
  });

  test('family words are people of their age: a father and his daughter are both drawn, she a child', () => {
    const subjects = plan('A father carries his daughter across the road').subjects;
    const daughter = subjects.find((entry) => entry.species === 'daughter');
    const father = subjects.find((entry) => entry.species === 'father');
    expect(father?.look.height).toBe(1);
    expect(daughter?.look.height).toBeLessThan(0.8);
    // A toddler is someone of an age, not a doer drawn as a stranger standing.
    const toddler = plan('A toddler stacks blocks while grandma knits').subjects.find(
      (entry) => entry.species === 'toddler',
    );
    expect(toddler?.glyph).toBeUndefined();
    expect(toddler?.look.height).toBeLessThan(0.6);
  });
});

describe('people by job', () => {
  test("the emoji set's own drawing of a job first, with the job's tool in the hand", () => {
    const pharmacist = plan('A pharmacist counts pills behind the counter');
    expect(pharmacist.subjects[0]!.glyph).toBe(code('health worker'));
    expect(pharmacist.glyphs.find((glyph) => glyph.by === pharmacist.subjects[0]!.name)?.code).toBe(code('pill'));
    const vet = plan('A vet bandages a goose');
    expect(vet.subjects.find((entry) => entry.species === 'vet')?.glyph).toBe(code('health worker'));
    expect(vet.glyphs.map((glyph) => glyph.code)).toContain(code('adhesive bandage'));
  });

  test('a job with no drawing of its own is the rig in its uniform, holding its tool', () => {
    const guard = plan('A security guard yawns at the door').subjects[0]!;
    // A security guard is no knight, nor the royal guard's bearskin: a cap and a navy uniform.
    expect(guard.look.outfit).toBe('casual');
    expect(guard.look.headwear).toBe('postman');
    expect(guard.look.top.name).toBe('navy');
    expect(guard.glyph).toBeUndefined();
    const waiter = plan('A waiter serves soup to a woman');
    const server = waiter.subjects.find((entry) => entry.species === 'waiter')!;
    expect([server.look.top.name, server.look.bottom.name]).toEqual(['white', 'black']);
    expect(waiter.glyphs.find((glyph) => glyph.by === server.name)?.code).toBe(code('fork and knife with plate'));
    const rider = plan('A delivery rider waits outside the shop').subjects.find((entry) => entry.kind === 'person')!;
    expect(rider.species).toBe('delivery rider');
    expect(rider.look.headwear).toBe('helmet');
    const hairdresser = plan("A hairdresser cuts a woman's hair");
    expect(hairdresser.glyphs.find((glyph) => glyph.by === 'the hairdresser')?.code).toBe(code('scissors'));
    // "Father" is a father, never Father Christmas.
    expect(plan('Father waves from the porch').glyphs.map((glyph) => glyph.code)).not.toContain(code('Santa Claus'));
  });

  test('a job word in Japanese, Arabic or Hindi still finds its drawing through the annotations', () => {
    for (const [text, name] of [
      ['農家が歩く', 'farmer'],
      ['裁判官が座る', 'judge'],
      ['مزارع يمشي', 'farmer'],
      ['قاضي يجلس', 'judge'],
      ['नर्स चलती है', 'health worker'],
      ['किसान चलता है', 'farmer'],
    ] as const) {
      expect(
        foreignGlyphs(text).map((glyph) => glyph.code),
        text,
      ).toContain(code(name));
    }
  });
});
