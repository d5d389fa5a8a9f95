// The named place is drawn, not the default meadow: up or down a slope the ground tilts, a swimmer or a floater is out
// on the water, a busy place is full of people (heavy traffic of cars), a broad place named after a site is where it
// stands, and a place WordNet names that nothing draws is said not drawn. Words here are not those of
// tuning-18-places.txt.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'places4:1:2'));
const supports = (prompt: string) => plan(prompt).supports.map((support) => support.kind);

describe('the named place is drawn, not the default meadow', () => {
  test('going up or down a hill, a dune, a glacier or a ramp tilts the ground; along a street or up the stairs does not', () => {
    for (const prompt of [
      'A shepherd drives his goats up the grassy knoll',
      'Three kids roll down the sand dune laughing',
      'A grandma skis down the piste at dawn',
      'A skater coasts down the half-pipe',
      'An old couple trudges uphill with their shopping',
    ])
      expect(supports(prompt), prompt).toContain('slope');
    for (const prompt of ['A courier runs down the avenue', 'A cat climbs up the stairs to the loft'])
      expect(supports(prompt), prompt).not.toContain('slope');
  });

  test('a swimmer, a floater or a sleeper on water is in it; one beside it is not', () => {
    for (const prompt of [
      'A retriever swims across the reservoir',
      'A girl floats on an inflatable in the lagoon',
      'A teenager dives and swims in the quarry lake',
    ])
      expect(supports(prompt), prompt).toContain('water');
    expect(supports('A girl reads on the bank of the canal')).not.toContain('water');
  });

  test('a busy or crowded place is full of people, and heavy traffic is cars round the street', () => {
    expect(plan('A boy loses his balloon in the bustling bazaar').crowd).toBeGreaterThan(3);
    expect(plan('A violinist plays on the packed ferry').crowd).toBeGreaterThan(3);
    expect(plan('A busy mechanic whistles').crowd).toBeNull();
    const jam = plan('A cyclist weaves through the traffic jam');
    expect(jam.setting).toBe('city');
    expect(jam.glyphs.map((glyph) => glyph.code)).toContain(englishGlyph('automobile')!.code);
  });

  test('a broad place named after a site is where it stands', () => {
    expect(plan('A girl sells lemonade from a kiosk on the beach').setting).toBe('beach');
  });

  test('a place WordNet names that nothing draws is said not drawn, the place noun not taken for a thing', () => {
    for (const [prompt, place] of [
      ['A rhino paces in its enclosure at noon', 'enclosure'],
      ['Two hikers camp on the peninsula', 'peninsula'],
    ]) {
      expect(
        plan(prompt!).silhouettes.map((entry) => entry.word),
        prompt,
      ).toContain(place);
    }
  });
});
