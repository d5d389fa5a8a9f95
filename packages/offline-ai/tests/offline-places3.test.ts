// The place a prompt names is the picture's setting: a vehicle someone rides in is its inside, a race is a racetrack,
// running water is a river, a plural place is the place, and a place the annotations of another language name (病院 🏥,
// metrô 🚇) is where it happens. Words here are not those of tuning-16-places.txt.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'places3:1:2'));
const drawn = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (name: string) => englishGlyph(name)!.code;

describe('the place a prompt names is where the picture happens', () => {
  test('a vehicle someone rides in is its inside, never the vehicle drawn in it; one waited for is outside', () => {
    for (const prompt of [
      'A businessman naps on the metro',
      'On the metro, an old man reads a map',
      'Two dogs pant in the back of the minivan',
      'A tourist dozes in the taxi while the driver hums',
    ]) {
      expect(plan(prompt).setting, prompt).toBe('interior');
      expect(drawn(prompt), prompt).not.toContain(code('metro'));
    }
    expect(plan('A man waits for the taxi').setting).not.toBe('interior');
  });

  test('a race is held on a racetrack', () => {
    expect(drawn('Fans wave flags at the car race')).toContain(code('chequered flag'));
    expect(drawn('A girl cheers at the grand prix with her dad')).toContain(code('chequered flag'));
  });

  test('a brook is running water, a river, not the open sea', () => {
    expect(plan('A dog splashes across the brook').backdrop).toBe('lake');
  });

  test('a place named in the plural, or after other phrases, is still the place; "on her books" takes nothing', () => {
    for (const prompt of [
      'Nurses chat in the corridors while a porter pushes a trolley',
      'A girl naps on her books in the corridor',
      'With a mop in his hands, a cleaner sings in the corridors',
    ])
      expect(drawn(prompt), prompt).toContain(code('door'));
  });

  test('outside, behind or beside a place one goes into is the street at its door, dressed with what it is known for', () => {
    for (const prompt of ['A queue forms outside the cinema', 'A thief hides behind the bank']) {
      expect(plan(prompt).setting, prompt).toBe('city');
      expect(plan(prompt).backdrop, prompt).toBe('doorstep');
    }
    // …but for a place where no town is (words.json `yards`): behind a shed is the meadow.
    expect(plan('A fox hides behind the shed').setting).toBe('meadow');
    expect(drawn('A queue forms outside the cinema')).toContain(code('popcorn'));
    // Inside it, or outside a cave, is still the place itself.
    expect(plan('A queue forms inside the cinema').setting).toBe('interior');
    expect(plan('A bear sleeps outside the cave').setting).toBe('cave');
  });

  test('a place another language names through the annotations is where it happens', () => {
    expect(plan('女の子が病院で眠る').backdrop).toBe('hospital');
    expect(plan('O menino dorme no metrô').setting).toBe('interior');
    expect(drawn('O menino dorme no metrô')).not.toContain(code('metro'));
  });
});
