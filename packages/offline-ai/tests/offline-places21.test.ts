// A named place is drawn as itself, not a stock backdrop: a part of a place WordNet names is its whole's (a nave its
// church's, a landing its staircase's), an aisle is the shop's, the church's or the plane's its neighbours say, looking
// out of a window is indoors, a zoo shows what it is known for, an orchard its trees and a schoolyard its school. Words here are not those of
// tuning-21-places21.txt.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'places21:1:2'));
const drawn = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.word);

describe('a named place is drawn as itself, not a stock backdrop', () => {
  test("a part of a place WordNet names is drawn as its whole's", () => {
    expect(plan('A choirboy yawns in the nave').setting).toBe('hall');
    expect(drawn('A choirboy yawns in the nave')).toContain('candle');
    expect(plan('A grandmother dusts the banisters on the landing').setting).toBe('interior');
    expect(drawn('A grandmother dusts the banisters on the landing')).toContain('framed picture');
    expect(plan('The verger folds robes in the vestry').setting).toBe('interior');
    expect(plan('A busker sings on the concourse').setting).toBe('interior');
  });

  test("an aisle is the shop's, the church's or the plane's its neighbours say, and none alone", () => {
    const shop = 'A shopper loads cereal into a basket in the aisle';
    expect(plan(shop).setting).toBe('interior');
    expect(drawn(shop)).toContain('shopping cart');
    expect(drawn('The groom waits nervously at the end of the aisle')).toContain('church');
    expect(drawn('A flight attendant hands out drinks along the aisle')).toContain('luggage');
    expect(plan('A toddler runs along the aisle').glyphs.filter((glyph) => glyph.role === 'place')).toEqual([]);
  });

  test('looking out of or through a window is indoors; climbing in through it is not', () => {
    expect(plan('A bored boy gazes out of the window').setting).toBe('room');
    expect(plan('A cat watches snowflakes through the window').setting).toBe('room');
    expect(plan('A burglar climbs in through the window').setting).not.toBe('room');
  });

  test('a zoo shows the animals it is known for, an orchard its fruit trees, a lecture theatre its classroom, a schoolyard its school', () => {
    expect(drawn('Kids wave at the hippos in the wildlife park')).toEqual(
      expect.arrayContaining(['elephant', 'giraffe']),
    );
    expect(drawn('A girl climbs a ladder in the orchard')).toEqual(
      expect.arrayContaining(['deciduous tree', 'red apple']),
    );
    expect(plan('A professor scribbles equations in the lecture theatre').backdrop).toBe('school');
    expect(drawn('A farmer hoses down the milking parlour')).toContain('cow');
    expect(plan('Two boys trade stickers in the schoolyard').backdrop).not.toBe('park');
    expect(plan('Two boys trade stickers in the schoolyard').glyphs.map((glyph) => glyph.code)).toContain('1f3eb');
  });
});
