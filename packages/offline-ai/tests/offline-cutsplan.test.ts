// The planner's word lists moved from code into src/data/plan-words.json (the planner's cuts): each still reads the
// same prompts the same way, in plans of prompts of their own.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadEmojiIndex } from '../src/data/emoji-index';
import { planPicture } from '../src/picture-plan';
import { isCreatureWord, noPeople, silhouetteKind } from '../src/staging';

beforeAll(() => loadEmojiIndex());

const plan = (prompt: string) =>
  planPicture({
    prompt,
    width: 600,
    height: 800,
    model: 'flux-kontext-pro',
    artStyle: '',
    hints: { seed: 'cutsplan:1:2' },
  } as never);

describe('words that bar people', () => {
  test('a place said to be empty of people is drawn with nobody in it', () => {
    expect(noPeople('A deserted pier at dusk')).toBe(true);
    expect(noPeople('Nobody on the tennis court after the rain')).toBe(true);
    expect(noPeople('A potter throws a bowl on her wheel')).toBe(false);
    expect(plan('An unpeopled railway platform under falling snow').subjects).toEqual([]);
  });
});

describe('plural nouns of silhouettes', () => {
  test('a plural is read as its singular, a "-men" plural as "-man"', () => {
    expect(silhouetteKind('Firemen')).toBe('person');
    expect(isCreatureWord('Foxes')).toBe(isCreatureWord('fox'));
    expect(silhouetteKind('spoon')).toBe('object');
  });
});

describe("a verb's written forms", () => {
  test('"-es", "-ies" and "-ing" forms of the pose verbs read as the verb', () => {
    expect(plan('A grocer pushes a cart past the bakery.').subjects[0]?.pose).toBe('push');
    expect(plan('A grocer pushing a cart past the bakery.').subjects[0]?.pose).toBe('push');
    expect(plan('A porter carries a trunk up the stairs.').subjects[0]?.pose).toBe('carry');
  });
});

describe("a baby's pose", () => {
  test('a baby sits unless it does what a baby can (sleeps, crawls)', () => {
    const pose = (prompt: string) => plan(prompt).subjects.find((entry) => entry.name === 'the baby')?.pose;
    expect(pose('A baby waves from a high chair in the kitchen.')).toBe('sit');
    expect(pose('A baby sleeps in a wicker basket.')).toBe('sleep');
  });
});

describe('things the text knocks off or launches', () => {
  test('a lantern knocked off a shelf falls, a rocket lifting off launches', () => {
    const lantern = plan('A kitten knocks a lantern off the shelf.').things.find((thing) => thing.kind === 'lantern');
    expect(lantern?.falling).toBe(true);
    expect(lantern?.owner).toBeNull();
    const rocket = plan('Children cheer as the rocket lifts off.').things.find((thing) => thing.kind === 'rocket');
    expect(rocket?.launching).toBe(true);
    expect(plan('A rocket waits on the launch pad.').things.find((thing) => thing.kind === 'rocket')?.launching).toBe(
      undefined,
    );
  });
});
