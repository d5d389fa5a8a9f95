// The offline writer: every task's answer passes its schema, scenes follow their prompts (beats, characters, places),
// existing characters and locations are reused, and answers are deterministic yet vary with the input.
import { describe, expect, test } from 'vitest';
import { createOfflineTextProvider } from '../src/text';
import { storyContext } from '../../../tests/helpers/story-context';
import { DEFAULT_STORY_TITLES } from '../../../src/shared/stories';
import { taskSchemas } from '../../../worker/ai/schemas';
import type { SceneDraft, StoryContext } from '../../../worker/ai/types';

const text = createOfflineTextProvider();

const emptyStory = storyContext;

const lighthouseStory = emptyStory({
  title: 'The Keeper',
  description: 'Mira keeps the Greywater Lighthouse on a stormy coast, and Bolt the robot helps her.',
  artStyle: 'Classic comic book style, bold black outlines, flat colours',
  characters: [
    {
      name: 'Mira',
      title: 'the lighthouse keeper',
      description: 'A young woman with a copper braid and a yellow raincoat.',
    },
    { name: 'Bolt', title: 'the robot', description: 'A small silver robot with blue eyes.' },
  ],
  locations: [
    { name: 'Greywater Lighthouse', title: 'Lighthouse', description: 'A striped lighthouse on black cliffs.' },
  ],
  previousScenes: [{ sceneNumber: 1, title: 'The Storm', description: 'A storm reaches the coast.' }],
});

const PROMPTS = [
  'Mira the lighthouse keeper sees a ghost ship in the storm at night',
  'a robot and a cat explore a neon city street',
  'two knights duel in a castle hall',
  'astronaut on a red desert planet',
  'a picnic in a sunny forest',
  'Captain Rook, a grizzled pirate, sails into Port Haven at dawn. Then he meets a young girl named Tilly on the docks and they search for treasure.',
  'The dragon attacks the village, but Sir Cedric and his dog Rufus defend it!',
];

const allNames = (scene: SceneDraft) => scene.panels.flatMap((panel) => panel.characters);
const lower = (values: string[]) => values.map((value) => value.toLowerCase());

describe('scene', () => {
  test.each(PROMPTS)('writes exactly maxPanels valid panels for 1..6: %s', async (prompt) => {
    for (let maxPanels = 1; maxPanels <= 6; maxPanels++) {
      const scene = await text.run('scene', { prompt, maxPanels, story: emptyStory() });
      expect(() => taskSchemas.scene.parse(scene)).not.toThrow();
      expect(scene.panels).toHaveLength(maxPanels);
      expect(scene.title.split(/\s+/).length).toBeLessThanOrEqual(7);
      expect(scene.description.length).toBeGreaterThan(10);
      const known = new Set([...scene.newCharacters.map((entity) => entity.name)]);
      const places = new Set(scene.newLocations.map((entity) => entity.name));
      for (const panel of scene.panels) {
        expect(panel.description.length).toBeGreaterThan(10);
        expect(panel.imagePrompt.length).toBeGreaterThan(20);
        expect(panel.imagePrompt.length).toBeLessThanOrEqual(1000);
        expect(panel.bubbles.length).toBeGreaterThanOrEqual(1);
        expect(panel.bubbles.length).toBeLessThanOrEqual(2);
        for (const bubble of panel.bubbles) {
          expect(bubble.text.trim().length).toBeGreaterThan(0);
          expect(bubble.text.length).toBeLessThanOrEqual(90);
          if (bubble.type === 'speech' || bubble.type === 'thought') expect(known.has(bubble.speaker ?? '')).toBe(true);
        }
        // Every character and place a panel names is one the scene introduces (the story is empty).
        for (const name of panel.characters) expect(known.has(name)).toBe(true);
        if (panel.location) expect(places.has(panel.location)).toBe(true);
      }
      for (const entity of [...scene.newCharacters, ...scene.newLocations]) {
        expect(entity.description.length).toBeGreaterThanOrEqual(10);
        expect(entity.imagePrompt.length).toBeGreaterThanOrEqual(10);
        expect(entity.title.length).toBeGreaterThan(0);
      }
    }
  });

  test('follows the prompt: named characters, role nouns, places, time and weather', async () => {
    const mira = await text.run('scene', { prompt: PROMPTS[0]!, maxPanels: 4, story: emptyStory() });
    expect(mira.newCharacters.map((entity) => entity.name)).toEqual(['Mira']);
    expect(mira.newCharacters[0]!.title.toLowerCase()).toContain('lighthouse keeper');
    expect(mira.newLocations[0]!.name).toMatch(/Lighthouse/);
    expect(allNames(mira)).toContain('Mira');
    expect(mira.panels[0]!.imagePrompt).toMatch(/establishing/i);
    expect(mira.panels[0]!.imagePrompt).toMatch(/night/);
    expect(mira.panels[0]!.imagePrompt).toMatch(/storm/);
    expect(mira.panels[0]!.bubbles[0]).toMatchObject({ type: 'narration', speaker: null });
    expect(mira.panels.map((panel) => panel.description).join(' ')).toContain('ghost ship');
    // Art style words go into every picture prompt.
    for (const panel of mira.panels) expect(panel.imagePrompt).toMatch(/comic/i);

    const duo = await text.run('scene', { prompt: PROMPTS[1]!, maxPanels: 3, story: emptyStory() });
    const titles = duo.newCharacters.map((entity) => entity.title.toLowerCase());
    expect(titles.some((title) => title.includes('robot'))).toBe(true);
    expect(titles.some((title) => title.includes('cat'))).toBe(true);
    expect(duo.newLocations.map((entity) => entity.name)).toContain('Neon City Street');
    expect(duo.panels.some((panel) => panel.characters.length === 2)).toBe(true);

    const knights = await text.run('scene', { prompt: PROMPTS[2]!, maxPanels: 3, story: emptyStory() });
    expect(knights.newCharacters).toHaveLength(2);
    expect(knights.newCharacters.every((entity) => /knight/i.test(entity.title))).toBe(true);
    expect(knights.newLocations[0]!.name).toBe('Castle Hall');

    const rook = await text.run('scene', { prompt: PROMPTS[5]!, maxPanels: 3, story: emptyStory() });
    expect(rook.newCharacters.map((entity) => entity.name)).toEqual(['Captain Rook', 'Tilly']);
    expect(rook.newLocations.map((entity) => entity.name)).toContain('Port Haven');
    // Beats in order: the arrival comes before the meeting.
    const told = rook.panels.map((panel) => panel.description).join(' ');
    expect(told.indexOf('sails into Port Haven')).toBeLessThan(told.indexOf('meets'));
  });

  test('reuses existing characters and locations and never returns them as new', async () => {
    const named = await text.run('scene', {
      prompt: 'Mira climbs the stairs of Greywater Lighthouse while the robot keeps watch',
      maxPanels: 4,
      story: lighthouseStory,
    });
    expect(named.newCharacters).toEqual([]);
    expect(named.newLocations).toEqual([]);
    expect(allNames(named)).toEqual(expect.arrayContaining(['Mira', 'Bolt']));
    expect(named.panels.every((panel) => panel.location === 'Greywater Lighthouse')).toBe(true);

    const unnamed = await text.run('scene', {
      prompt: 'A quiet morning: breakfast and a long talk about the sea',
      maxPanels: 3,
      story: lighthouseStory,
    });
    expect(unnamed.newCharacters).toEqual([]);
    expect(allNames(unnamed)).toContain('Mira');
    expect(unnamed.panels[0]!.location).toBe('Greywater Lighthouse');

    const mixed = await text.run('scene', {
      prompt: 'MIRA meets a wandering bard named Fennick in a tavern',
      maxPanels: 3,
      story: lighthouseStory,
    });
    const existing = lower([...lighthouseStory.characters, ...lighthouseStory.locations].map((entity) => entity.name));
    for (const entity of [...mixed.newCharacters, ...mixed.newLocations])
      expect(existing).not.toContain(entity.name.toLowerCase());
    expect(mixed.newCharacters.map((entity) => entity.name)).toContain('Fennick');
  });

  test('invents names that do not clash with the story, and caps new entities', async () => {
    const story = emptyStory({
      characters: [{ name: 'Bolt', title: 'the lamp', description: 'A lamp, not a robot.' }],
    });
    const crowd = await text.run('scene', {
      prompt:
        'A robot, a cat, a dog, a dragon, a ghost, a wizard, a knight, a pirate, an astronaut and a chef meet at the market',
      maxPanels: 6,
      story,
    });
    expect(crowd.newCharacters.length).toBeLessThanOrEqual(8);
    expect(lower(crowd.newCharacters.map((entity) => entity.name))).not.toContain('bolt');
    const names = crowd.newCharacters.map((entity) => entity.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('is deterministic and varies with the prompt', async () => {
    const input = { prompt: PROMPTS[0]!, maxPanels: 5, story: emptyStory() };
    expect(await text.run('scene', input)).toEqual(await text.run('scene', input));
    const scenes = await Promise.all(
      PROMPTS.map((prompt) => text.run('scene', { prompt, maxPanels: 3, story: emptyStory() })),
    );
    expect(new Set(scenes.map((scene) => scene.title)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(scenes.map((scene) => scene.panels[1]!.description)).size).toBe(PROMPTS.length);
  });
});

describe('suggestions', () => {
  test.each(['continuation', 'storySeeds', 'openingScenes'] as const)(
    '%s: the asked count, distinct, with emoji',
    async (kind) => {
      for (const count of [1, 4, 5, 8]) {
        const { suggestions } = await text.run('suggestions', { story: lighthouseStory, count, kind });
        expect(() => taskSchemas.suggestions.parse({ suggestions })).not.toThrow();
        expect(suggestions).toHaveLength(count);
        expect(new Set(suggestions.map((item) => item.text)).size).toBe(count);
        for (const item of suggestions) {
          expect(item.emoji).toBeTruthy();
          expect(item.text.length).toBeGreaterThanOrEqual(10);
          expect(item.text.length).toBeLessThanOrEqual(300);
        }
      }
    },
  );

  test('continuations and openings use the story, seeds work for an empty one', async () => {
    const next = await text.run('suggestions', { story: lighthouseStory, count: 4, kind: 'continuation' });
    expect(next.suggestions.map((item) => item.text).join(' ')).toMatch(/Mira|Bolt|Greywater/);
    const openings = await text.run('suggestions', { story: lighthouseStory, count: 4, kind: 'openingScenes' });
    expect(openings.suggestions.map((item) => item.text).join(' ')).toMatch(/Mira|Greywater/);
    const seeds = await text.run('suggestions', { story: emptyStory(), count: 5, kind: 'storySeeds' });
    expect(seeds.suggestions).toHaveLength(5);
  });

  test('Story Seeds are in the language of the new story’s default title, or of what the author wrote', async () => {
    const script: Record<string, RegExp> = {
      ja: /\p{Script=Hiragana}/u,
      ko: /\p{Script=Hangul}/u,
      'zh-CN': /\p{Script=Han}/u,
      hi: /\p{Script=Devanagari}/u,
      ar: /\p{Script=Arabic}/u,
      es: /\b(una?|el|la|que|de)\b/,
      'pt-BR': /\b(uma?|o|a|que|de)\b/,
    };
    for (const [locale, title] of Object.entries(DEFAULT_STORY_TITLES)) {
      const { suggestions } = await text.run('suggestions', {
        story: emptyStory({ title }),
        count: 8,
        kind: 'storySeeds',
      });
      expect(suggestions).toHaveLength(8);
      for (const { text: seed } of suggestions) {
        if (locale === 'en') expect(seed).toMatch(/\b(the|a|an)\b/i);
        else expect(seed, `${locale}: ${seed}`).toMatch(script[locale]!);
        if (!['en', 'es', 'pt-BR'].includes(locale)) expect(seed, `${locale}: ${seed}`).not.toMatch(/[A-Za-z]/);
      }
    }
    const japanese = await text.run('suggestions', {
      story: emptyStory({ title: '', description: '猫が夜の屋根で星を数える話。' }),
      count: 5,
      kind: 'storySeeds',
    });
    for (const { text: seed } of japanese.suggestions) expect(seed).toMatch(/\p{Script=Hiragana}/u);
  });
});

describe('improveText, title, entities', () => {
  test('improveText polishes and enriches, keeps names, stays within 1000 characters', async () => {
    const input = 'mira climbs the stairs  .she sees a ship in the storm';
    const { improvedText } = await text.run('improveText', { text: input, story: lighthouseStory });
    expect(improvedText).not.toBe(input);
    expect(improvedText).toMatch(/^Mira climbs the stairs/);
    expect(improvedText).toContain('She sees a ship');
    expect(improvedText.length).toBeGreaterThan(input.length);
    const long = `${'The keeper walks along the cliff. '.repeat(29)}The end.`.slice(0, 1000);
    const improvedLong = await text.run('improveText', { text: long, story: null });
    expect(improvedLong.improvedText.length).toBeLessThanOrEqual(1000);
    expect(improvedLong.improvedText).not.toBe(long);
  });

  test('title: 2 to 6 words from the key nouns', async () => {
    for (const description of [PROMPTS[0]!, PROMPTS[3]!, 'A story about friendship and courage', 'Pirates!']) {
      const { title } = await text.run('title', { description, story: null });
      const words = title.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(2);
      expect(words).toBeLessThanOrEqual(6);
    }
    expect((await text.run('title', { description: PROMPTS[0]!, story: null })).title).toMatch(
      /Mira|Lighthouse|Ghost Ship|Keeper/,
    );
  });

  test('extractEntities: what is new, within the limits, with full fields', async () => {
    const description =
      'Mira and Bolt meet Captain Rook, a pirate, and a wise old wizard in a smoky tavern near the harbour and a haunted forest.';
    const found = await text.run('extractEntities', {
      description,
      story: lighthouseStory,
      maxCharacters: 8,
      maxLocations: 6,
    });
    expect(found.characters.map((entity) => entity.name)).toEqual(expect.arrayContaining(['Captain Rook']));
    expect(lower(found.characters.map((entity) => entity.name))).not.toContain('mira');
    expect(lower(found.characters.map((entity) => entity.name))).not.toContain('bolt');
    expect(found.characters.length).toBe(2);
    expect(found.locations.length).toBeGreaterThanOrEqual(2);
    const limited = await text.run('extractEntities', {
      description,
      story: lighthouseStory,
      maxCharacters: 1,
      maxLocations: 1,
    });
    expect(limited.characters).toHaveLength(1);
    expect(limited.locations).toHaveLength(1);
    for (const entity of [...found.characters, ...found.locations]) {
      expect(entity.description.length).toBeGreaterThanOrEqual(10);
      expect(entity.imagePrompt.length).toBeGreaterThanOrEqual(10);
    }
  });

  test('entityFromDescription fills a character and a location form', async () => {
    const character = await text.run('entityFromDescription', {
      kind: 'character',
      description: 'a grumpy old wizard who lives in a tower',
      story: lighthouseStory,
      context: '',
    });
    expect(character.name.length).toBeGreaterThan(0);
    expect(character.title.toLowerCase()).toContain('wizard');
    expect(character.description).toContain('grumpy old wizard');
    expect(character.imagePrompt).toMatch(/portrait/i);
    const named = await text.run('entityFromDescription', {
      kind: 'character',
      description: 'Captain Rook, a one-eyed pirate',
      story: null,
      context: '',
    });
    expect(named.name).toBe('Captain Rook');
    const place = await text.run('entityFromDescription', {
      kind: 'location',
      description: 'a misty harbour full of fishing boats',
      story: null,
      context: '',
    });
    expect(place.name).toMatch(/Harbour/);
    expect(place.imagePrompt).toMatch(/establishing/i);
    expect(() => taskSchemas.entityFromDescription.parse(place)).not.toThrow();
  });

  test('entityFromDescription keeps every trait the author wrote and adds none that contradicts one', async () => {
    for (const description of [
      'An old fisherman, white beard, eye patch, grumpy but kind',
      'old, white beard, eye patch',
      'Mara, a tall captain with a scar and grey hair',
      'A girl with red braids and a yellow raincoat',
    ]) {
      const drafted = await text.run('entityFromDescription', {
        kind: 'character',
        description,
        story: lighthouseStory,
        context: '',
      });
      const traits = description
        .toLowerCase()
        .split(/,\s*|\s+(?:with|and|a)\s+/)
        .map((trait) => trait.replace(/^(an?|the)\s+/, '').trim())
        .filter((trait) => trait.length > 2);
      for (const field of [drafted.description, drafted.imagePrompt]) {
        for (const trait of traits) expect(field.toLowerCase(), `${description} → ${field}`).toContain(trait);
        expect(field, description).not.toMatch(/\b(young|blond|jet-black|chestnut|auburn|brown hair|black hair)\b/i);
      }
    }
  });
});

describe('reading names and places from a prompt', () => {
  test('a role before "named" belongs to the name, and "in a neon bar" is where it happens', async () => {
    const scene = await text.run('scene', {
      prompt: 'A robot bartender named Sprocket serves a glowing drink to Detective Sloane in a neon bar at midnight',
      maxPanels: 3,
      story: emptyStory(),
    });
    expect(scene.newCharacters.map((entity) => [entity.name, entity.title])).toEqual([
      ['Sprocket', 'Robot'],
      ['Detective Sloane', 'Detective'],
    ]);
    expect(scene.newLocations.map((entity) => entity.name)).toEqual(['Neon Bar']);
  });

  test.each(['She raised a golden bar of soap', 'The chocolate bar melted in the sun'])(
    '"bar" as a thing is no place: %s',
    async (prompt) => {
      const scene = await text.run('scene', { prompt, maxPanels: 1, story: emptyStory() });
      expect(
        scene.newLocations.map((entity) => entity.name.toLowerCase()).filter((name) => name.includes('bar')),
      ).toEqual([]);
    },
  );
});

test('a harbor town is drawn by the sea, a plain town as a city street', async () => {
  const { readPrompt } = await import('../src/prompt');
  expect(readPrompt('Mira flies over a sleepy harbor town at sunset').places.map((place) => place.setting)).toEqual([
    'sea',
  ]);
  expect(readPrompt('They reach the town at dusk').places.map((place) => place.setting)).toEqual(['city']);
});

test('the painter reads a harbor town as the sea too', async () => {
  const { settingOfText } = await import('../src/prompt');
  expect(settingOfText('Sleepy Harbor Town')).toBe('sea');
  expect(settingOfText('the castle hall')).toBe(settingOfText('the hall'));
});
