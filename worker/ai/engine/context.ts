// What a provider is told about a story: its settings, characters, locations and the last few scenes.
import { asc, desc, eq } from 'drizzle-orm';
import { rowsOf, type Database, type Row } from '../../../db/client';
import { entities, scenes, type EntityRow, type StoryRow } from '../../../db/schema';
import type { StoryContext } from '../types';
import { asAspectRatio } from '../../../src/shared/stories';

const RECENT_SCENES = 5;

/** The two reads a story's context needs (its entities, its last scenes), for a batch with the caller's own. */
export function storyContextQueries(db: Database, storyId: string) {
  return [
    db
      .select()
      .from(entities)
      .where(eq(entities.storyId, storyId))
      .orderBy(asc(entities.firstAppearance), asc(entities.createdAt)),
    db
      .select({ sceneNumber: scenes.sceneNumber, title: scenes.title, description: scenes.description })
      .from(scenes)
      .where(eq(scenes.storyId, storyId))
      .orderBy(desc(scenes.sceneNumber))
      .limit(RECENT_SCENES),
  ] as const;
}

export type RecentScene = { sceneNumber: number; title: string; description: string };

export function contextFrom(story: StoryRow, storyEntities: EntityRow[], recent: RecentScene[]): StoryContext {
  const brief = ({ name, title, description }: { name: string; title: string; description: string }) => ({
    name,
    title,
    description,
  });
  return {
    title: story.title,
    description: story.description,
    artStyle: story.artStyle,
    aspectRatio: asAspectRatio(story.aspectRatio),
    tags: story.tags,
    characters: storyEntities.filter((entity) => entity.kind === 'character').map(brief),
    locations: storyEntities.filter((entity) => entity.kind === 'location').map(brief),
    previousScenes: [...recent].reverse(),
  };
}

/** The same two reads as SQL, for a batch with the session check and the story (`loadEditableStory`'s `more`). */
export function storyContextStatements(db: Database, storyId: string) {
  return storyContextQueries(db, storyId).map((query) => query.getSQL());
}

/** The context from the raw rows of `storyContextStatements`. */
export function contextFromRows(story: StoryRow, [entityRows = [], recentRows = []]: Row[][]): StoryContext {
  const recent = recentRows.map((row) => ({
    sceneNumber: Number(row.scene_number),
    title: String(row.title),
    description: String(row.description),
  }));
  return contextFrom(story, rowsOf<EntityRow>(entities, entityRows), recent);
}
