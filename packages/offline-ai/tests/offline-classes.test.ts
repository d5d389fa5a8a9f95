// Classes of words the painter reads the same way wherever they appear (tried on packages/offline-ai/tuning-6.txt,
// never on the held-out sets): worn looks, signs that are no things, nouns by their nearest drawing.
import { describe, expect, test } from 'vitest';
import { paintPicture } from '../src/image';
import { describePlan, planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { hostFontFiles } from '../../svg-render/src/og-font';
import { imageRequest } from './image-request';

const request = (prompt: string, seed = 'classes:1:2') => imageRequest(prompt, seed);
const fonts = hostFontFiles();
const plan = (prompt: string) => planPicture(request(prompt));
/** The strong reds an SVG's figure is painted with (the style and light shift a colour a little). */
const redsOf = (svg: string) =>
  [...svg.slice(svg.indexOf('class="figure"')).matchAll(/#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/gi)].filter(
    ([, r, g, b]) => parseInt(r!, 16) > 170 && parseInt(g!, 16) < 70 && parseInt(b!, 16) < 70,
  );

describe('worn looks', () => {
  test('any hat someone wears is a brimmed hat in the colour named, drawn on their head, not a thing left out', async () => {
    const drawn = plan('A tall woman in a red hat waits at the corner');
    expect(drawn.subjects[0]!.look).toMatchObject({ headwear: 'cowboy', headwearColour: { name: 'red' } });
    expect(drawn.silhouettes).toEqual([]);
    expect(describePlan(drawn, null)).not.toContain('not drawn');
    const svg = await paintPicture(request('A tall woman in a red hat waits at the corner'), fonts);
    expect(redsOf(svg).length).toBeGreaterThan(0);
    const bare = await paintPicture(request('A tall woman waits at the corner'), fonts);
    expect(redsOf(bare)).toEqual([]);
    expect(plan('A farmer in a straw hat sleeps').subjects[0]!.look.headwearColour?.name).toBe('straw');
  });

  test('glasses worn are the look’s glasses, not a thing the alt text calls missing; a hat held is no look', () => {
    const drawn = plan('A grandmother in glasses reads a novel');
    expect(drawn.subjects[0]!.look.glasses).toBe(true);
    expect(drawn.silhouettes).toEqual([]);
    expect(plan('A boy holds a hat').subjects[0]!.look.headwear).toBeUndefined();
  });
});

describe('signs are no things; a verb the body acts out names no tool', () => {
  test('a bin is a wastebasket, not the litter sign; "crosses" is no cross; no sign of any kind is a thing', () => {
    expect(englishGlyph('bin')?.code).toBe('1f5d1');
    // The transport, warning, religious, audio-video and punctuation signs are out of the index, in every language.
    for (const sign of ['1f6ae', '1f6b3', '271d', '3299', '26a0', '1f6ab', '23f9', '2753']) {
      expect(
        ['bin', 'bicycles', 'crosses', 'secret', 'warning', 'square', 'question'].map(
          (word) => englishGlyph(word)?.code,
        ),
      ).not.toContain(sign);
    }
    const thrown = plan('A boy throws a paper ball into the bin');
    expect(thrown.glyphs.map((glyph) => glyph.code)).toContain('1f5d1');
  });

  test('sits, sleeps and runs take no drawing by a keyword (no chair, no z sign); a tool verb still takes its tool', () => {
    expect(plan('A girl sits on a swing in the garden').glyphs.map((glyph) => glyph.code)).not.toContain('1fa91');
    expect(plan('A baby sleeps in a cradle').glyphs.map((glyph) => glyph.code)).not.toContain('1f4a4');
    expect(plan('A girl knits by the window').glyphs.map((glyph) => glyph.code)).toContain('1f9f6');
  });

  test('everyday nouns with no emoji of their own are their nearest drawing: a novel a book, geraniums a blossom, a cradle a bed', () => {
    expect(englishGlyph('novel')?.code).toBe('1f4d5');
    expect(englishGlyph('geraniums')?.code).toBe('1f33c');
    expect(englishGlyph('cradle')?.code).toBe('1f6cf');
    const reading = plan('A grandmother in glasses reads a novel');
    expect(reading.glyphs.find((glyph) => glyph.word === 'novel')).toMatchObject({ by: reading.subjects[0]!.name });
  });
});

describe('doers by the roles of src/data/actions.json', () => {
  test('a vet or a barista is someone at work: the verb’s tool, or the role’s own, in their hand', () => {
    const vet = plan('A vet examines a puppy');
    expect(vet.silhouettes).toEqual([]);
    expect(vet.subjects.map((entry) => entry.species)).toEqual(expect.arrayContaining(['puppy', 'vet']));
    const barista = plan('A barista smiles');
    expect(barista.silhouettes).toEqual([]);
    expect(barista.glyphs.map((glyph) => glyph.code)).toContain(englishGlyph('hot beverage')!.code);
    expect(plan('A nurse gives a boy an injection').glyphs.map((glyph) => glyph.code)).toContain(
      englishGlyph('syringe')!.code,
    );
  });

  test('what someone wears ends at its noun: "a waiter in an apron serves pancakes" serves the pancakes, in no one', () => {
    const served = plan('A man in an apron serves pancakes');
    const pancakes = served.glyphs.find((glyph) => glyph.word === 'pancakes');
    expect(pancakes).toMatchObject({ by: served.subjects[0]!.name, relation: null });
    // The suit is their look (data/look.json `CLOTHES`), not a thing left undrawn.
    const beekeeper = plan('A beekeeper in a white suit lifts a frame');
    expect(beekeeper.silhouettes.map((entry) => entry.label)).toEqual([]);
    expect(beekeeper.subjects[0]!.look.top.name).toBe('white');
  });
});

describe('a thing named with a role’s noun last is no character', () => {
  test('a hot dog is eaten, not a dog; a teddy bear hugged, not a bear; a computer mouse chased, not a mouse', () => {
    for (const [prompt, word] of [
      ['A boy eats a hot dog at the fair', 'hot dog'],
      ['A girl hugs a teddy bear', 'teddy bear'],
      ['A cat chases a computer mouse', 'computer mouse'],
    ] as const) {
      const drawn = plan(prompt);
      expect(drawn.subjects).toHaveLength(1);
      expect(drawn.glyphs.find((glyph) => glyph.word === word)).toMatchObject({
        role: 'prop',
        by: drawn.subjects[0]!.name,
      });
    }
    expect(plan('A girl hugs a teddy bear').glyphs.map((glyph) => glyph.word)).not.toContain('hugs');
    expect(plan('A boy walks his dog').subjects.map((entry) => entry.species)).toContain('dog');
  });

  test('a scooter is the kick scooter, not the stock bicycle, and a thing a drawing shows is not listed as not drawn', () => {
    const ridden = plan('A girl rides a scooter through the park');
    expect(ridden.things.map((thing) => thing.word)).not.toContain('scooter');
    expect(ridden.glyphs.map((glyph) => glyph.code)).toContain(englishGlyph('kick scooter')!.code);
    expect(ridden.silhouettes).toEqual([]);
  });
});
