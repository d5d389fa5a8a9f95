// Wind and cloud as weather (issue 42): "windy", "breezy", a gale (WordNet's kinds of wind) blow gusts and leaves across
// the picture; "cloudy", "overcast", a grey sky hide the sun behind grey clouds. A role drawn on the rig keeps what its
// word held ("a musician plays a violin": the violin is in her hands, and no guitar of her job's beside it).
import { describe, expect, test } from 'vitest';
import { describePlan, planPicture } from '../src/picture-plan';
import { weatherOfText } from '../src/prompt';
import { paintPanel } from '../src/art';
import { imageRequest } from './image-request';

const plan = (prompt: string) => planPicture(imageRequest(prompt, 'words27:1:2'));
const lead = (prompt: string) => plan(prompt).subjects[0]!;

describe('wind and cloud', () => {
  test('words of wind and of a grey sky are their weather; a storm, rain or snow outranks them', () => {
    for (const text of ['on a windy day', 'on a breezy hilltop', 'in a gale', 'a hat blown away by the wind'])
      expect(weatherOfText(text), text).toBe('wind');
    for (const text of ['on a cloudy afternoon', 'an overcast morning', 'under a grey sky', 'under gray skies'])
      expect(weatherOfText(text), text).toBe('cloud');
    expect(weatherOfText('a windy thunderstorm')).toBe('storm');
    expect(weatherOfText('a cloudy, rainy day')).toBe('rain');
    // "Wind" in a thing's name is no weather word of its own ("a whiff of bread", a sou'wester hat).
    expect(weatherOfText('a whiff of fresh bread')).toBeNull();
  });

  test('the plan and its alt text say the weather', () => {
    const windy = plan('A boy flies a kite on a windy hill.');
    expect(windy.weather).toBe('wind');
    expect(describePlan(windy, null)).toMatch(/in the wind/);
    expect(plan('A man walks his dog on an overcast morning.').weather).toBe('cloud');
    expect(plan('A businessman chases his hat blown away by the wind.').weather).toBe('wind');
    // The wind is the sky's: no leaf drawing stands in for it.
    expect(plan('A polar bear sniffs the wind on the ice.').glyphs.map((glyph) => glyph.code)).not.toContain('1f343');
  });

  test('wind blows gusts and leaves over the picture; a cloudy sky hides the sun', () => {
    const svg = (prompt: string) => paintPanel(imageRequest(prompt, 'words27:1:2'));
    const calm = svg('A man walks his dog on a hill by day.');
    const windy = svg('A man walks his dog on a windy hill by day.');
    // The gusts: white strokes, each curling at its end.
    const gusts = /<path d="(M[^"]+a[^"]+)" fill="none" stroke="#ffffff" stroke-width="[\d.]+" stroke-opacity="0.95"/;
    expect(calm).not.toMatch(gusts);
    expect(gusts.exec(windy)![1]!.match(/M/g)!.length).toBeGreaterThanOrEqual(5);
    const sun = /<circle [^>]*fill-opacity="0\.25"/;
    expect(calm).toMatch(sun);
    expect(svg('A man walks his dog on a cloudy hill by day.')).not.toMatch(sun);
  });
});

describe('a role drawn on the rig keeps what its word held', () => {
  test("a musician holds the instrument she plays, not her job's own", () => {
    const violin = plan('A musician plays a violin.');
    const held = violin.glyphs.filter((glyph) => glyph.role === 'prop');
    expect(held.map((glyph) => glyph.code)).toEqual(['1f3bb']);
    expect(held[0]!.by).toBe(violin.subjects[0]!.name);
    expect(plan('A musician plays a guitar.').glyphs[0]!.by).toBe(lead('A musician plays a guitar.').name);
    // A job's tool stays when the verb works on another thing with it ("a boxer punches a bag": the gloves).
    expect(plan('A boxer punches a bag in a gym.').glyphs.map((glyph) => glyph.code)).toContain('1f94a');
  });

  test("a farmer's bucket is in the farmer's hand; a guard asleep in a chair sleeps", () => {
    const milking = plan('A farmer milks a cow in the barn.');
    const bucket = milking.glyphs.find((glyph) => glyph.code === '1faa3')!;
    expect(milking.subjects.map((entry) => entry.name)).toContain(bucket.by);
    // …sitting in it asleep (sizes.json `seats`), not lying beside it.
    expect(lead('A museum guard naps in a chair beside a marble statue.')).toMatchObject({
      pose: 'sit',
      does: 'sleep',
    });
    // Whom a chase runs after is the animal, whatever the field it runs through.
    const chase = plan('A farmer chases a loose pig through a cabbage patch.');
    expect(chase.subjects[0]).toMatchObject({ pose: 'run', target: chase.subjects[1]!.name });
  });

  test('one who leans on a gate stands against it, not on it', () => {
    const gate = plan('A farmer leans on the gate of the paddock.').glyphs.find((glyph) => glyph.word === 'gate')!;
    expect(gate.relation).toBeNull();
  });
});

describe('seasons and the places things name', () => {
  test('autumn and spring are seasons; a season names no drawing', () => {
    expect(plan('A boy rakes leaves on a chilly autumn afternoon.').season).toBe('autumn');
    expect(plan('A girl feeds ducks at the pond in spring.').season).toBe('spring');
    expect(plan('A man walks his dog on a sunny day.').season).toBeNull();
    // Winter is its snow; a summer afternoon no speedboat.
    expect(plan('A boy builds a snowman on a winter morning.').season).toBeNull();
    const summer = plan('A grandmother waters the tomato plants on a hot summer afternoon.');
    expect(summer.glyphs.map((glyph) => glyph.code)).not.toContain('1f6a4');
    // A fruit's plants are plants, watered where they stand.
    expect(summer.glyphs.find((glyph) => glyph.object)).toMatchObject({ code: '1f331' });
  });

  test("autumn turns the place's greens, not the figures', and drops leaves", () => {
    const autumn = paintPanel(imageRequest('A man walks in the park on an autumn afternoon.', 'words27:1:2'));
    const summer = paintPanel(imageRequest('A man walks in the park on a summer afternoon.', 'words27:1:2'));
    const leaves = /fill="#[0-9a-f]{6}" stroke="#[0-9a-f]{6}" stroke-width="[\d.]+"\/>/g;
    expect(autumn).not.toBe(summer);
    expect((autumn.match(leaves) ?? []).length).toBeGreaterThan((summer.match(leaves) ?? []).length);
  });

  test('a kitchen table or counter is in the kitchen; furniture outranks a hint of the weather', () => {
    expect(plan('A woman reads a letter at the kitchen table.').setting).toBe('kitchen');
    expect(plan('A cat knocks a glass of milk off the kitchen counter.').setting).toBe('kitchen');
    expect(plan('A grandmother reads to her grandson on the sofa during a snowy evening.').setting).toBe('room');
  });

  test('a tool is in the hand of whoever is dressed before the verb', () => {
    const codes = (prompt: string) => plan(prompt).glyphs.map((glyph) => glyph.code);
    expect(codes('A man in a white apron slices bread.')).toContain('1f52a');
    expect(codes('A laughing grandma in a striped apron flips pancakes.')).toContain('1f373');
    // What they are in is still their look, not a thing in the hand.
    expect(codes('A postman in shorts sprints away from a goose.')).not.toContain('2709');
  });

  test('players of a board game have the board between them and no piece of their own', () => {
    const chess = plan('A grandpa plays chess with his granddaughter by the window.');
    expect(chess.things.find((thing) => thing.kind === 'chessboard')?.between).toHaveLength(2);
    expect(chess.glyphs.map((glyph) => glyph.code)).not.toContain('265f');
  });
});
