// Issue 42, the twenty-second pass: a room shows the weather at its windows; an activity's doer implies its place; a
// bare verb after "to" is no thing; a keyword before someone plain describes them; what someone is in is their look;
// "beneath" a table is under it.
import { describe, expect, test } from 'vitest';
import { describePlan, planPicture } from '../src/picture-plan';
import { paintRequest } from '../src/image';
import { englishGlyph } from '../src/vocabulary';
import { imageRequest } from './image-request';

const request = (prompt: string) => imageRequest(prompt, 'words25:1:2');
const plan = (prompt: string) => planPicture(request(prompt));
const paint = (prompt: string) => paintRequest(request(prompt), new Map());
const code = (word: string) => englishGlyph(word)!.code;
const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
// The rain drawn over a whole picture (overlay-art.json `weather`), not the drops on a window's panes.
const RAIN_OVER = 'stroke-opacity="0.55" stroke-linecap="round"';

describe('weather in a room', () => {
  test('rain outside a shop is seen on its window, not drawn over the room', () => {
    const inside = 'A tattoo artist sketches a swallow while rain streaks the shop window';
    expect(plan(inside).weather).toBe('rain');
    expect(paint(inside)).not.toContain(RAIN_OVER);
    expect(describePlan(plan(inside), null)).toContain('with rain on the windows');
    // Outdoors the rain still falls over everything.
    expect(paint('A tattoo artist sketches a swallow in the rain on the pier')).toContain(RAIN_OVER);
  });

  test('snow falling outside a room is its weather, said so in the alt text', () => {
    const snowy = plan('A grandmother knits by the fireplace while snow falls outside');
    expect(snowy.weather).toBe('snow');
    expect(describePlan(snowy, null)).toContain('with snow falling outside');
    expect(plan('A grandmother knits by the fireplace').weather).toBe('clear');
  });
});

describe('where an activity happens', () => {
  test('a doer of a sport is at its place when the prompt names none', () => {
    expect(plan('A golfer waves').glyphs.map((glyph) => glyph.word)).toContain('golf course');
    expect(plan('A surfer waves').setting).toBe('beach');
    expect(plan('A kayaker waves').backdrop).toBe('lake');
    expect(plan('A climber waves').setting).toBe('mountains');
    expect(plan('A snowboarder falls').setting).toBe('mountains');
    // Someone doing nothing in particular stays in the stock meadow, and a place the prompt names wins.
    expect(plan('A man waves').setting).toBe('meadow');
    expect(plan('A surfer waves in the kitchen').setting).toBe('kitchen');
  });
});

describe('words that are no things', () => {
  test('a bare verb after "to" is no animal or thing', () => {
    const fishing = plan('A grandfather teaches his grandson to fish');
    expect(fishing.subjects.map((entry) => entry.species)).not.toContain('fish');
    expect(codes('A girl learns to fly a kite')).not.toContain(code('fly'));
    expect(codes('A girl learns to fly a kite')).toContain(code('kite'));
    // A noun after "to" is still one: she gives the bone to a dog.
    expect(plan('A girl gives a bone to the dog').subjects.map((entry) => entry.species)).toContain('dog');
  });

  test('a keyword before someone plain says how they are', () => {
    expect(codes('A nurse checks on a sick boy')).not.toContain(code('syringe'));
    // A thing's name before a role still names its tool (a security guard's badge).
    expect(codes('A security guard yawns').length).toBeGreaterThan(0);
  });

  test('what someone is in is their look, not a second someone', () => {
    expect(plan('A man in a tuxedo bows').subjects).toHaveLength(1);
    const costume = plan('A kid in a dinosaur costume roars');
    expect(costume.subjects).toHaveLength(1);
    expect(costume.glyphs.map((glyph) => glyph.word)).not.toContain('dinosaur');
    expect(costume.subjects.map((entry) => entry.species)).not.toContain('dinosaur');
    // A dinosaur of its own is still drawn.
    expect(plan('A kid roars at a dinosaur').subjects.map((entry) => entry.species)).toContain('dinosaur');
  });
});

describe('under a table', () => {
  // The height of the table's first leg: one over someone under it is raised over them.
  const legOf = (prompt: string) =>
    Number(/class="support support-table"><rect [^>]*?height="([\d.]+)"/.exec(paint(prompt))?.[1]);

  test('beneath a table is under it, as under is, not on it', () => {
    const under = legOf('A beagle hides under the dining table');
    expect(legOf('A beagle hides beneath the dining table')).toBe(under);
    expect(legOf('A beagle hides underneath the dining table')).toBe(under);
    // By a table, the beagle stands on it, a table of a table's height.
    expect(legOf('A beagle hides by the dining table')).toBeLessThan(under);
  });
});
