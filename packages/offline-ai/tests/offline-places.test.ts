// Where it happens when the prompt names no place: the workplace of the first job the words name (by the emoji set's
// drawing of it or the tool in hand, src/data/words.json `impliedPlaces`), else the home of an animal whose drawing
// has a strong one (`animalHomes`: a dromedary's camel in the desert, a walrus's seal at sea); a place said, a setting
// note or a location hint always wins, and a job or animal without one keeps the meadow. And a place word its
// neighbours read (a pony's stall is a barn, a jet's tarmac an airfield). Words here are not those of
// tuning-20-places.txt.
import { describe, expect, test } from 'vitest';
import { planPicture } from '../src/picture-plan';
import { imageRequest } from './image-request';
import { discSvg } from './panel-svg';

const plan = (prompt: string, hints = {}) =>
  planPicture({ ...imageRequest(prompt, 'places:1:2'), hints: { seed: 'places:1:2', ...hints } });
const where = (prompt: string, hints = {}) => {
  const { setting, backdrop } = plan(prompt, hints);
  return `${setting}${backdrop ? `/${backdrop}` : ''}`;
};
const things = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.word);

describe('a job works at its workplace when no place is named', () => {
  test('a health worker, a cook, a teacher, a waiter, an astronaut or a barman is drawn at work', () => {
    expect(where('A paediatrician tickles a giggling toddler')).toBe('room/hospital');
    expect(where('A sous chef burns the garlic')).toBe('kitchen');
    expect(where('A headmistress frowns at a muddy pupil')).toBe('room/school');
    expect(where('A waitress trips over a sleeping cat')).toBe('room/restaurant');
    expect(where('A cosmonaut sneezes inside his helmet')).toBe('space');
    expect(where('A publican polishes a tankard')).toBe('tavern');
  });

  test("the tool in hand picks the place within a job's drawing: a hygienist's tooth is the dentist's, with its dressing", () => {
    expect(things('A hygienist counts a grumpy toddler’s teeth')).toEqual(expect.arrayContaining(['toothbrush']));
    expect(where('An orthodontist waves goodbye')).toBe('interior');
  });

  test('a place the prompt names, a setting note or a location hint wins; a job with no workplace keeps the meadow', () => {
    expect(where('A paediatrician jogs along the beach at sunset')).toBe('beach');
    expect(where('A sous chef naps in the hammock. Setting: a quiet forest')).toBe('forest');
    expect(where('A sous chef naps', { location: 'the castle' })).toBe('castle');
    expect(where('A plumber hums a tune')).toBe('meadow');
    expect(where('A grandson waves a flag')).toBe('meadow');
  });

  test('the painted panel shows the workplace backdrop, not the meadow', () => {
    const svg = discSvg(imageRequest('A midwife stirs sugar into cold cocoa', 'places:1:2'));
    expect(svg).not.toBe(discSvg(imageRequest('A grandson stirs sugar into cold cocoa', 'places:1:2')));
    expect(plan('A midwife stirs sugar into cold cocoa').backdrop).toBe('hospital');
  });
});

describe('an animal with a strong home is drawn there when no place is named', () => {
  test('a camel in the desert, a penguin on the ice, a giraffe on the savanna, a gorilla in the forest, a walrus at sea', () => {
    expect(where('Two camels snooze side by side')).toBe('desert');
    expect(where('A penguin tumbles onto its belly')).toBe('mountains');
    expect(things('A penguin tumbles onto its belly')).toContain('ice');
    expect(where('A giraffe blinks its long lashes')).toBe('meadow/savanna');
    expect(where('A gorilla peels a ripe mango')).toBe('forest');
    expect(where('A walrus scratches its whiskers')).toBe('sea');
  });

  test('a keyword of an animal is no animal ("two", a "mane"), and an animal named in a place is in that place', () => {
    expect(where('Two sisters swap their sandwiches')).toBe('meadow');
    expect(where('A girl combs her doll’s golden mane')).toBe('meadow');
    expect(where('A giraffe peers over the wall of the car park')).not.toBe('meadow/savanna');
    expect(where('A goat chews a boot')).toBe('meadow');
  });
});

describe('a place word read by its neighbours', () => {
  test("a horse's stall is a barn, a market's stall the food stall; a jet's tarmac is an airfield", () => {
    expect(where('A farrier lifts a mare’s hoof in her stall')).toBe('interior');
    expect(things('A farrier lifts a mare’s hoof in her stall')).toContain('sheaf of rice');
    expect(where('A grocer arranges pears on his stall')).toBe('city/food stall');
    expect(where('Passengers queue beside the jet on the tarmac')).toBe('city');
    expect(things('Passengers queue beside the jet on the tarmac')).toContain('luggage');
  });
});
