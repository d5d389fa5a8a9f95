// What a provider is told about a story: its settings, characters, locations and the last few scenes.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { entities, scenes, type StoryRow } from '../../../db/schema';
import type { StoryContext } from '../types';
import { asAspectRatio } from './env';

const RECENT_SCENES = 5;

export async function storyContext(db: Database, story: StoryRow): Promise<StoryContext> {
  const [storyEntities, recent] = await Promise.all([
    db
      .select({ kind: entities.kind, name: entities.name, title: entities.title, description: entities.description })
      .from(entities)
      .where(eq(entities.storyId, story.id))
      .orderBy(asc(entities.firstAppearance), asc(entities.createdAt)),
    db
      .select({ sceneNumber: scenes.sceneNumber, title: scenes.title, description: scenes.description })
      .from(scenes)
      .where(eq(scenes.storyId, story.id))
      .orderBy(desc(scenes.sceneNumber))
      .limit(RECENT_SCENES),
  ]);
  const brief = ({ name, title, description }: { name: string; title: string; description: string }) => ({ name, title, description });
  return {
    title: story.title,
    description: story.description,
    artStyle: story.artStyle,
    aspectRatio: asAspectRatio(story.aspectRatio),
    tags: story.tags,
    characters: storyEntities.filter((entity) => entity.kind === 'character').map(brief),
    locations: storyEntities.filter((entity) => entity.kind === 'location').map(brief),
    previousScenes: recent.reverse(),
  };
}
