// The writer's lines read as English: many prompts (names, plurals, roles such as "the lighthouse keeper", past
// tenses, "is", "has") and every bubble checked against the broken patterns templates used to make.
import { describe, expect, test } from 'vitest';
import { createOfflineTextProvider } from '../src/text';
import { deedOf } from '../src/lines';
import type { StoryContext } from '../../../worker/ai/types';
import { storyContext } from '../../../tests/helpers/story-context';

const writer = createOfflineTextProvider();
const story = (turn: number): StoryContext =>
  storyContext({
    title: 'Harbour Lights',
    previousScenes: Array.from({ length: turn }, (_, index) => ({
      sceneNumber: index + 1,
      title: `Scene ${index + 1}`,
      description: 'Rain on the docks.',
    })),
  });

const SINGULAR = [
  'Mira',
  'The lighthouse keeper',
  'Captain Brine',
  'A plumber',
  'Grandma Rose',
  'Detective Sam, the new sheriff,',
  'Old Meg',
];
const PLURAL = ['Two sailors', 'The twins', 'Mira and Theo', 'The beekeepers'];
const DEEDS: [singular: string, plural: string][] = [
  ['lights the great lamp', 'light the great lamp'],
  ['has found his lost dog', 'have found their lost dog'],
  ['is the best pilot in the city', 'are the best pilots in the city'],
  ['repairs their old boat', 'repair their old boat'],
  ['carries his tools up the stairs', 'carry their tools up the stairs'],
  ['lost her keys', 'lost their keys'],
  ['must finish the map before dawn', 'must finish the map before dawn'],
];
const PLACES = ['in the Cloudspine Mountains', 'at the docks', 'in the kitchen', 'on Gull Island'];

const prompts = [
  ...SINGULAR.flatMap((subject, s) =>
    DEEDS.map(([deed], d) => `${subject} ${deed} ${PLACES[(s + d) % PLACES.length]}.`),
  ),
  ...PLURAL.flatMap((subject, s) =>
    DEEDS.map(([, deed], d) => `${subject} ${deed} ${PLACES[(s + d) % PLACES.length]}.`),
  ),
];

/** Patterns of broken English the templates once made, each with what it looked like. */
const BROKEN: [RegExp, string][] = [
  [
    /\bI’ll (the|a|an|and|or|is|are|was|were|has|have|had|his|their|found|lost|went|saw)\b/i,
    '"I’ll the lighthouse keeper!"',
  ],
  [
    /\b(going to|have to|had to|has to|Let me|Watch me|Let’s|Don’t|would|could|can|will|never to|Time to|really did) (the|a|an|and|is|are|was|were|has|had|found|lost|went|saw)\b/,
    '"We had to the captain shouts orders"',
  ],
  [
    /\b(Go on|Fine|Careful!|You’re really going to|Only you would)\b.* my\b/,
    '"Go on, Theo, find my dog" (the subject’s dog is theirs)',
  ],
  [/\bWe had to .* my\b/, '"We had to mend my boat"'],
  [/\b(Mountains|Docks|Islands|Hills|Woods) is\b/, '"the Cloudspine Mountains is quiet"'],
  [
    /\b(Stay close|Trust me on this one|You were right|Faster|Keep looking|Stay with me|Any ideas|Go on|Fine|Stand aside), (the|a|an)\b/,
    '"Stay close, the lighthouse keeper"',
  ],
  [/\b([a-z]{2,}) \1\b/, 'a word twice'],
  [/[{}]/, 'a placeholder left in'],
];

describe('offline writer: grammatical lines', () => {
  test(`${prompts.length} prompts, each at two lengths and two turns of a story: no line matches a broken pattern`, async () => {
    const broken: string[] = [];
    let lines = 0;
    let deeds = 0;
    for (const [index, prompt] of prompts.entries()) {
      const written = await writer.run('scene', { prompt, maxPanels: 4 + (index % 3), story: story(index % 2) });
      for (const bubble of written.panels.flatMap((panel) => panel.bubbles)) {
        if (bubble.type === 'subtitle') continue;
        lines++;
        if (/^(I’ll|Go on|We had to|\(I have to)/.test(bubble.text)) deeds++;
        for (const [pattern, example] of BROKEN)
          if (pattern.test(bubble.text)) broken.push(`${prompt} → ${bubble.text} (like ${example})`);
      }
    }
    expect(broken).toEqual([]);
    // The lines about the prompt's own events are still written, not dropped to avoid mistakes.
    expect(lines).toBeGreaterThan(prompts.length * 2);
    expect(deeds).toBeGreaterThan(10);
  });

  test('the deed a line repeats is the subject’s own verb and words, in the base form, or none', () => {
    expect(deedOf('Mira lights the great lamp at night.', 'Mira')).toBe('light the great lamp at night');
    expect(deedOf('Agatha the lighthouse keeper climbs the stairs.', 'Agatha')).toBe('climb the stairs');
    expect(deedOf('Theo, the lighthouse keeper, carries his lamp up the stairs.', 'Theo')).toBe(
      'carry {poss} lamp up the stairs',
    );
    expect(deedOf('Kai must finish the map before dawn.', 'Kai')).toBe('finish the map');
    expect(deedOf('Mira always catches the last ferry.', 'Mira')).toBe('catch the last ferry');
    // Not a present-tense deed of its own: no line is made from it.
    for (const beat of [
      'Mira is the lighthouse keeper.',
      'Theo has found his lost dog.',
      'Nora lost her keys.',
      'Mira and Theo climb the hill.',
      'Kai was the best pilot.',
    ])
      expect(deedOf(beat, beat.split(' ')[0]!), beat).toBeNull();
  });
});
