// The writer's helpers that replaced repeated code (the writer cuts pass): slot filling of title and detail templates,
// the hour and weather of a scene or a place, the drafts' limits, and the share of stock lines of each scene.
import { describe, expect, test } from 'vitest';
import { conditionsOf, newDrafts, stranger } from '../src/entities';
import { filled } from '../src/language';
import { stockLinesFor } from '../src/scene';
import { storyContext } from '../../../tests/helpers/story-context';
import { ENTITY_LIMITS } from '../../../src/shared/stories';

describe('the writer cuts', () => {
  test('a template is filled only when every slot it names has a value', () => {
    const slots = { Name: 'Mira', Place: 'the Old Mill', Object: null };
    expect(filled(['{Name} at {Place}', 'The {Object}', 'Turning Point', '{Name} and {Other}'], slots)).toEqual([
      'Mira at the Old Mill',
      'Turning Point',
    ]);
  });

  test('a night under rain is told without its moon in a scene, with it in a place draft', () => {
    expect(conditionsOf({ time: 'night', weather: 'rain' }, true)).toBe('at night, in pouring rain');
    expect(conditionsOf({ time: 'night', weather: 'rain' })).toMatch(
      /^at night under a moon and stars, in pouring rain$/,
    );
    expect(conditionsOf({ time: null, weather: null })).toBe('');
  });

  test('drafts keep to the asked number, never below none nor above what a story may have', () => {
    const members = Array.from({ length: 12 }, (_, n) => stranger(`Person ${n}`, null, n));
    const drafts = (characters: number) =>
      newDrafts(storyContext(), members, [], { time: null, weather: null }, { characters, locations: 0 });
    expect(drafts(2).characters).toHaveLength(2);
    expect(drafts(-3).characters).toEqual([]);
    expect(drafts(99).characters).toHaveLength(ENTITY_LIMITS.characters);
    expect(newDrafts(storyContext(), members, [], { time: null, weather: null }).characters).toHaveLength(
      ENTITY_LIMITS.characters,
    );
  });

  test('each scene takes two stock lines of its language, the ninth the first scene’s again', () => {
    expect(stockLinesFor('ja', 0)).toHaveLength(2);
    expect(stockLinesFor('ja', 1)).not.toEqual(stockLinesFor('ja', 0));
    expect(stockLinesFor('ja', 8)).toEqual(stockLinesFor('ja', 0));
  });
});
