// The sentence's subject is never missing: the noun before its first verb, past any words that describe it, is drawn as
// who it is: a person's role on the rig in its dress, a word that names a thing and a person (a fan, a printer) as the
// person when it does the verb, and the verb after it never as a thing or an animal ("ducks").
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { SUBJECT_PEOPLE } from '../src/people';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string, seed = 'subjects:1:2') => planPicture(imageRequest(prompt, seed));
const codes = (prompt: string) => {
  const planned = plan(prompt);
  return [...planned.subjects.map((entry) => entry.glyph), ...planned.glyphs.map((glyph) => glyph.code)];
};
const species = (prompt: string) => plan(prompt).subjects.map((entry) => entry.species);

describe('a role of people is a person, whatever else its word names', () => {
  test('a queen or a king doing something is drawn in royal dress, never as a crown alone', () => {
    for (const prompt of ['The queen yawns on her balcony', 'A king hiccups at the banquet']) {
      const [first] = plan(prompt).subjects;
      expect(first?.look.outfit, prompt).toBe('royal');
      expect(codes(prompt), prompt).not.toContain(englishGlyph('crown')!.code);
    }
  });

  test('a pirate who does the verb is the pirate, no pirate flag', () => {
    expect(species('A pirate sketches a coastline')).toContain('pirate');
  });
});

describe('a thing that is as often someone is the person when it does the verb', () => {
  test('the table holds such nouns, and not those a drawing of someone draws already', () => {
    expect(SUBJECT_PEOPLE.has('fan') && SUBJECT_PEOPLE.has('printer')).toBe(true);
    expect(SUBJECT_PEOPLE.has('surfer')).toBe(false);
  });

  test.each([
    ['A noisy fan whistles at the referee', 'fan'],
    ['The printer scrubs the ink roller', 'printer'],
  ])('%s: someone, and no %s drawn', (prompt, word) => {
    expect(species(prompt)).toContain(word);
    expect(codes(prompt)).not.toContain(englishGlyph(word)!.code);
  });
});

describe('whatever describes the subject, it is drawn', () => {
  test('an unknown word before a drawing of someone is no noun of its own ("a windswept surfer")', () => {
    expect(codes('A windswept surfer paddles out')).toContain(englishGlyph('surfer')!.code);
  });

  test('two words before a job ("a very tall lifeguard") and a noun no table dresses ("the viking")', () => {
    expect(species('A very tall lifeguard stretches on the sand')).toContain('lifeguard');
    expect(species('The viking sings on the longship')).toContain('viking');
  });

  test('"a woman lights" is her deed, no lights', () => {
    expect(plan('A woman lights a candle for the guests').subjects.length).toBeGreaterThan(0);
  });

  test('grandkids are two grandchildren, child-sized', () => {
    const kids = plan('The grandkids giggle under a blanket').subjects;
    expect(kids).toHaveLength(2);
    for (const kid of kids) expect(kid.look.height).toBeLessThan(0.8);
  });
});

describe('a verb straight after the subject is no noun', () => {
  test('"a student ducks" draws the student and no duck', () => {
    const planned = plan('A nervous student ducks behind a desk');
    expect(planned.subjects.length).toBeGreaterThan(0);
    expect(planned.silhouettes.map((entry) => entry.word)).not.toContain('duck');
    expect(planned.subjects.map((entry) => entry.species)).not.toContain('duck');
    expect(planned.glyphs.map((glyph) => glyph.code)).not.toContain(englishGlyph('duck')!.code);
  });
});

describe('other languages keep their people', () => {
  test.each([
    ['海賊が宝箱を開ける', 'pirate'],
    ['राजा बगीचे में घूमता है', 'king'],
  ])('%s draws the %s', (prompt, role) => {
    expect(species(prompt)).toContain(role);
  });
});
