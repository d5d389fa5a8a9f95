// The offline writer (existing characters reused by part of their name; no characters of sky bodies,
// objects or phrases), and its alt text (from the painter's plan, dialogue from the prompt, no repeated lines).
import { describe, expect, test } from 'vitest';
import { createOfflineTextProvider } from '../src/text';
import type { StoryContext } from '../../../worker/ai/types';

const writer = createOfflineTextProvider();

const story = (changes: Partial<StoryContext> = {}): StoryContext => ({
  title: 'Sky Pirates',
  description: 'Captain Mara and her crew sail the clouds.',
  artStyle: '',
  aspectRatio: '3:4',
  tags: [],
  characters: [
    { name: 'Captain Mara', title: 'Pirate captain', description: 'The red-haired pirate with a black tricorn hat.' },
  ],
  locations: [{ name: 'Port Haven', title: 'Harbour town', description: 'A windy harbour town.' }],
  previousScenes: [],
  ...changes,
});

const scene = (prompt: string, maxPanels = 4, context = story()) =>
  writer.run('scene', { prompt, maxPanels, story: context });

describe('offline writer: entities', () => {
  test("'Mara' is the story's Captain Mara, never a second character", async () => {
    const written = await scene('Tom hands Mara a map, and Mara climbs the mast.');
    expect(written.newCharacters.map((entity) => entity.name)).not.toContain('Mara');
    const named = written.panels.flatMap((panel) => panel.characters);
    expect(named).toContain('Captain Mara');
    expect(named).not.toContain('Mara');
    // The panel where Tom hands her the map shows them both.
    expect(
      written.panels.some((panel) => panel.characters.includes('Tom') && panel.characters.includes('Captain Mara')),
    ).toBe(true);
  });

  test('the Moon, Earth, the Sun and the stars are not characters; landing on the Moon makes it the place', async () => {
    const written = await scene('Mara lands on the Moon. Earth hangs in the sky and the Sun rises over the stars.');
    expect(written.newCharacters).toEqual([]);
    expect(written.panels.flatMap((panel) => panel.characters).every((name) => name === 'Captain Mara')).toBe(true);
    expect(written.newLocations.map((entity) => entity.name)).toEqual(['The Moon']);
  });

  test("objects and phrases are not entities: 'the Golden Compass' is a thing, 'the same street' no new place", async () => {
    const written = await scene('Mara and Tom meet on the same street and find the Golden Compass.');
    expect(written.newCharacters.map((entity) => entity.name)).toEqual(['Tom']);
    expect(written.newLocations).toEqual([]);
    const everything = JSON.stringify(written);
    expect(everything).not.toContain('Same Street');
  });
});

describe('offline writer: alt text and dialogue', () => {
  test('every panel has one plain sentence of alt text naming who is drawn, where and when', async () => {
    const written = await scene(
      'At night in Port Haven, a giant purple octopus grabs Mara by the ankle and she fights it with her cutlass.',
      4,
    );
    for (const panel of written.panels) {
      const alt = panel.altText!;
      expect(alt).toMatch(/^[A-Z][^.!?]*\.$/);
      for (const name of panel.characters) expect(alt).toContain(name);
      expect(alt).toContain('at night');
      expect(alt).toContain('Port Haven');
    }
    expect(written.panels.some((panel) => /octopus grabs Captain Mara/.test(panel.altText!))).toBe(true);
  });

  test('dialogue names the prompt’s people and places, and no line repeats within a scene', async () => {
    const written = await scene('Mara and Tom explore the haunted lighthouse at night and find a golden key.', 6);
    const lines = written.panels.flatMap((panel) =>
      panel.bubbles.filter((bubble) => bubble.type !== 'subtitle').map((bubble) => bubble.text),
    );
    expect(new Set(lines).size).toBe(lines.length);
    const specific = lines.filter((line) => /Mara|Tom|Lighthouse|key/i.test(line));
    expect(specific.length).toBeGreaterThanOrEqual(2);
    for (const stock of ['Let’s get moving.', 'Check behind the crates!']) expect(lines).not.toContain(stock);
  });
});
