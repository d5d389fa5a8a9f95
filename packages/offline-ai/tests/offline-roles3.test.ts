// A role is seen as its trade, a child as a child, and nobody hides another: a compound role holds what its modifier
// names (data/wordnet-roles.json, `npm run wordnet-roles`), WordNet's kinds of child are child-sized and never a
// grown-up's drawing.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { JOBS } from '../src/people';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string, seed = 'roles3:1:2') => planPicture(imageRequest(prompt, seed));
const drawn = (prompt: string) => {
  const planned = plan(prompt);
  return [...planned.subjects.map((entry) => entry.glyph), ...planned.glyphs.map((glyph) => glyph.code)];
};

describe('a role is seen as its trade', () => {
  test('a compound role holds what its modifier names, a vehicle beside its driver', () => {
    expect(JOBS['tram driver']?.tool).toBe('tram');
    expect(drawn('A tram driver yawns at the depot')).toContain(englishGlyph('tram')!.code);
    expect(drawn('The taxi driver sneezes in the rain')).toContain(englishGlyph('taxi')!.code);
    // A hand-dressed role keeps its dress and gains the thing (a bus driver's cap and the bus).
    expect(JOBS['bus driver']).toMatchObject({ hat: 'cap', tool: 'bus' });
  });

  test("a role with no dress of its own wears its nearest kind's (a boatswain a sailor's, a war correspondent a reporter's tie)", () => {
    expect(JOBS.boatswain).toMatchObject({ outfit: 'sailor', tool: 'ship' });
    expect(JOBS['war correspondent']).toMatchObject({ wear: 'tie' });
    expect(plan('The boatswain sneezes by the lifeboat').subjects[0]!.look.outfit).toBe('sailor');
  });
});

describe('a child is a child', () => {
  test.each([
    ['A moppet chases bubbles in the garden', 'moppet'],
    ['The urchin juggles three oranges', 'urchin'],
    ['A tomboy climbs the apple tree', 'tomboy'],
  ])('%s: child-sized', (prompt, word) => {
    const child = plan(prompt).subjects.find((entry) => entry.name.includes(word) || entry.species === word);
    expect(child?.look.height, prompt).toBeLessThan(0.8);
  });

  test("a child's job word is on the rig, never a grown-up's drawing (no student in a mortarboard)", () => {
    const planned = plan('A schoolboy waves at the crossing');
    expect(planned.subjects[0]!.look.height).toBeLessThan(0.8);
    expect(planned.subjects[0]!.glyph ?? null).toBeNull();
  });

  test("a child's verb still names its tool", () => {
    expect(drawn('A paperboy hammers a nail')).toContain(englishGlyph('hammer')!.code);
  });
});
