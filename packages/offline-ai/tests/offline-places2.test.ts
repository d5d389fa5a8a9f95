// Settings read through WordNet (src/data/wordnet-places.json, `npm run wordnet-places`): a place noun no hand row
// names is drawn as the nearest kind a hand row or a class names; a compound place is its head's.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'places2:1:2'));
const drawn = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (name: string) => englishGlyph(name)!.code;

describe('places by their WordNet kinds', () => {
  test('a road or a path is its own backdrop over open ground, never a city street', () => {
    for (const [prompt, backdrop] of [
      ['A cyclist pedals along the expressway', 'road'],
      ['A lorry rumbles down the autobahn', 'road'],
      ['A hiker rests on the walkway', 'path'],
      ['A couple strolls along the bridle path', 'path'],
      ['A fox trots along the orchard path', 'path'],
    ] as const) {
      expect(plan(prompt).backdrop, prompt).toBe(backdrop);
      expect(plan(prompt).setting, prompt).toBe('meadow');
    }
  });

  test('a place no hand row names takes the row of the nearest kind that has one', () => {
    // A brasserie is a restaurant, a fjord a body of water (the lake), a basilica a church.
    expect(plan('A waiter carries plates through the brasserie').backdrop).toBe('restaurant');
    expect(plan('A seal basks at the mouth of the fjord').backdrop).toBe('lake');
    expect(drawn('A choir sings in the basilica')).toContain(code('church'));
    expect(plan('A prisoner paces in the gaol').setting).toBe('interior');
  });

  test('a compound place is its head: its modifier draws what it is known for', () => {
    expect(drawn('A man sells lanterns in a lantern shop')).toContain(code('lantern'));
    expect(plan('A man sells lanterns in a lantern shop').setting).toBe('interior');
  });
});
