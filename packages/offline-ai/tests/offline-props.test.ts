// Props drawn as themselves or as what a reader takes for them (issue 42): a noun nothing up its WordNet kinds draws is
// the one drawing of its own narrow kind (a trombone is brass, as the trumpet is), a tree is the tree and never its wood,
// a word of a drawing's name straight after a verb is its object ("grates cheese"), and a verb's keyword puts no stand-in
// beside the thing the sentence names ("clutches a teddy bear": no clutch bag). None of these prompts is in a tuning file.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'props:1:2'));
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
const code = (word: string) => englishGlyph(word)!.code;

describe('a prop is drawn as itself or its nearest look-alike', () => {
  test('an instrument, a blade or a boat nothing draws is the drawing of its narrow kind', () => {
    expect(code('trombone')).toBe(code('trumpet'));
    expect(code('cello')).toBe(code('violin'));
    expect(code('clarinet')).toBe(code('saxophone'));
    expect(code('machete')).toBe(code('dagger'));
    expect(code('skiff')).toBe(code('canoe'));
    expect(codes('A busker plays the tuba under the bridge')).toContain(code('trumpet'));
  });

  test('a kind whose other members look unlike it stands for nothing', () => {
    expect(englishGlyph('binoculars')?.code).not.toBe(code('glasses'));
    expect(englishGlyph('mascara')?.code).not.toBe(code('lipstick'));
    expect(codes('A koala munches a gum leaf')).not.toContain(code('candy'));
  });

  test('a tree is the tree, never its wood', () => {
    expect(code('elm')).toBe(code('deciduous tree'));
    expect(code('oak')).toBe(code('deciduous tree'));
    expect(code('spruce')).toBe(code('evergreen tree'));
    const birch = codes('A woodpecker hammers at the birch');
    expect(birch).toContain(code('deciduous tree'));
    expect(birch).not.toContain(code('wood'));
  });

  test('a word of a drawing’s name straight after a verb is its object; a mere keyword is not', () => {
    expect(codes('A hiker crumbles cheese onto bread')).toContain(code('cheese wedge'));
    expect(codes('A lifeguard dabs lotion on his nose')).toContain(code('lotion bottle'));
    expect(codes('A cyclist pumps air into the front tyre')).not.toContain(code('window'));
  });

  test('a verb’s keyword puts no stand-in beside the thing it acts on', () => {
    const clutch = codes('A sleepy boy clutches a teddy bear');
    expect(clutch).not.toContain(code('clutch bag'));
    expect(clutch).toContain(code('teddy bear'));
  });
});
