// Builds stories with scenes, panels, bubbles and entities through the data layer (tests of generation drive the AI engine instead).
import { eq } from 'drizzle-orm';
import { entities, stories } from '../../db/schema';
import { randomId } from '../../worker/platform/ids';
import { type NewPanel, insertScene } from '../../worker/data/scenes';
import type { TestApp } from './app';

export function bubble(text: string, x = 0.3, y = 0.2) {
  return {
    id: `bubble-${Date.now()}-${randomId(4)}`,
    text,
    type: 'speech' as const,
    position: { x, y },
    style: { fontSize: 16, fontFamily: 'Bangers' as const },
  };
}

/**
 * Creates a story and publishes it (a new story is a draft), unless `draft: true`. The API publishes only a story with a
 * scene, and most tests add theirs afterwards, so the status is seeded as a seed script writes it (the triggers move the
 * feed and tag counts the same way) and the card read back through the API.
 */
export async function createStory(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = {},
  options: { draft?: boolean } = {},
) {
  const res = await t.call('POST', '/api/stories', {
    token,
    body: { title: 'The Robot Bar', description: 'A robot walks into a bar.', ...body },
  });
  if (res.status !== 201) throw new Error(`create story failed: ${res.status} ${res.text}`);
  if (options.draft) return res.json.data as { _id: string; title: string; [key: string]: any };
  await seedPublished(t, res.json.data._id);
  const published = await t.call('PUT', `/api/stories/${res.json.data._id}`, { token, body: {} });
  if (published.status !== 200) throw new Error(`publish story failed: ${published.status} ${published.text}`);
  return published.json.data as { _id: string; title: string; [key: string]: any };
}

export async function addScene(t: TestApp, storyId: string, panelCount = 2, title = 'Scene') {
  const panels: NewPanel[] = Array.from({ length: panelCount }, (_, i) => ({
    description: `${title} panel ${i + 1}`,
    imagePrompt: `prompt ${i + 1}`,
    imageUrl: `/media/scenes/${storyId}/${title.replace(/\W/g, '')}-${i + 1}.png`,
    textBubbles: [bubble(`Line ${i + 1}`)],
  }));
  return insertScene(
    t.db,
    storyId,
    { title, description: `${title} description`, prompt: title, panels },
    t.clock.now(),
  );
}

/** Adds a character or location with a picture URL under entities/<story>/; answers its id. */
export async function addEntity(
  t: TestApp,
  storyId: string,
  kind: 'character' | 'location',
  name: string,
  firstAppearance = 1,
): Promise<string> {
  const id = randomId();
  await t.db.insert(entities).values({
    id,
    storyId,
    kind,
    name,
    title: '',
    description: `${name} description`,
    imagePrompt: name,
    primaryImageUrl: `/media/entities/${storyId}/${name}.png`,
    imageUrls: [`/media/entities/${storyId}/${name}.png`],
    firstAppearance,
    createdAt: t.clock.now(),
  });
  return id;
}

/** Publishes a story in the database as seed scripts do, scenes or not (the API refuses a story without one). */
export async function seedPublished(t: TestApp, storyId: string): Promise<void> {
  await t.db.update(stories).set({ status: 'published', updatedAt: t.clock.now() }).where(eq(stories.id, storyId));
}
