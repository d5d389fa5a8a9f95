// Roles found through data: a role noun leads by WordNet's derivation to its activity and so to the emoji set's drawing
// of a person doing it (data/wordnet-roles.json), and what a job always wears stays on the rig whatever the verb holds.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { JOBS } from '../src/people';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'roles:1:2'));
const code = (name: string) => englishGlyph(name)!.code;

describe('a role is drawn as its activity', () => {
  test('a role WordNet derives from a verb the emoji set draws is that drawing (a bather swims, a golf player golfs)', () => {
    expect(JOBS.bather?.as).toBe('person swimming');
    expect(JOBS['golf player']?.as).toBe('person golfing');
    // A role the annotations name already keeps its drawing by its keyword ("surfer": 🏄), no job of its own.
    expect(JOBS.surfer).toBeUndefined();
    // A gerund of several drawings ("playing") names none: an instrumentalist is no water polo player.
    expect(JOBS.instrumentalist?.as).toBeUndefined();
    expect(plan('A golf player sulks by the clubhouse.').subjects[0]?.glyph).toBe(code('person golfing'));
    expect(plan('A bather shivers at the edge of the pool.').subjects[0]?.glyph).toBe(code('person swimming'));
  });

  test('a role named in another language is found through the annotations (Spanish: a weightlifter)', () => {
    const planned = plan('Un levantador de pesas sonríe en el gimnasio.');
    const drawn = [...planned.subjects.map((entry) => entry.glyph), ...planned.glyphs.map((glyph) => glyph.code)];
    expect(drawn).toContain(code('person lifting weights'));
  });
});

describe('what a job wears stays on the rig', () => {
  test('a health worker drawn on the rig wears a stethoscope, whatever its verb holds', () => {
    for (const prompt of ['The midwife dozes in an armchair.', 'A paramedic kneels beside a cyclist.']) {
      const worker = plan(prompt).subjects.find((entry) => entry.kind === 'person' && !entry.glyph);
      expect(worker?.look.wear, prompt).toBe('stethoscope');
    }
  });

  test('a job the emoji set names keeps its own tool when its verb takes nothing in hand, not when it only stands or acts on a thing', () => {
    const tools = (prompt: string) =>
      plan(prompt)
        .glyphs.filter((glyph) => glyph.role === 'prop')
        .map((glyph) => glyph.code);
    expect(tools('A plumber snoozes on the sofa.')).toContain(code('wrench'));
    expect(tools('The locksmith shrugs at the neighbour.')).toContain(code(JOBS.locksmith!.tool!));
    expect(tools('A judge reads a letter in court.')).not.toContain(code('balance scale'));
    expect(tools('A plumber waits by the van.')).not.toContain(code('wrench'));
  });
});
