// Characters and locations: their views, the access row a change is checked against, and their writes, each one
// guarded statement (a name the story has is refused; an entity a scene shows is never deleted).
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import { entities, sceneEntities, type EntityRow } from '../../db/schema';
import { DomainError } from '../errors';
import { entityLimit } from '../../src/shared/stories';
import { nextSceneNumberSql } from './scenes';

export type EntityKind = 'character' | 'location';

export interface EntityRecord {
  id: string;
  kind: 'character' | 'location';
  name: string;
  title: string;
  description: string;
  image_prompt: string;
  primary_image_url: string | null;
  image_urls: string;
  first_appearance: number;
  created_at: number;
  /** The scene numbers that show it (a JSON array, parsed or not), so the editor says why it cannot go before asking. */
  used_in?: string | number[] | null;
}

export function entityView(row: EntityRecord) {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    imagePrompt: row.image_prompt,
    primaryImageUrl: row.primary_image_url ?? '',
    imageUrls: JSON.parse(row.image_urls) as string[],
    firstAppearance: Number(row.first_appearance),
    usedInScenes: (typeof row.used_in === 'string' ? (JSON.parse(row.used_in) as number[]) : (row.used_in ?? [])).map(
      Number,
    ),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export type EntityView = ReturnType<typeof entityView>;

/** The scene numbers showing the entity whose id is `entityId` (a column reference), in order, as a JSON array. */
const usedInSql = (entityId: SQL) =>
  sql`(select json_group_array(scene_number) from (select sc.scene_number from scene_entities se join scenes sc on sc.id = se.scene_id
    where se.entity_id = ${entityId} order by sc.scene_number))`;

/** The entity columns a view reads. */
export const ENTITY_COLUMNS = [
  'id',
  'kind',
  'name',
  'title',
  'description',
  'image_prompt',
  'primary_image_url',
  'image_urls',
  'first_appearance',
  'created_at',
] as const;

/** An entity row's fields for json_object, over a row source named `ent`. */
export const entityJsonFields = sql`${sql.raw(
  ENTITY_COLUMNS.map((column) => `'${column}', ent.${column}`).join(', '),
)}, 'used_in', json(${usedInSql(sql.raw('ent.id'))})`;

export function splitEntities(rows: EntityRecord[]) {
  return {
    characters: rows.filter((row) => row.kind === 'character').map(entityView),
    locations: rows.filter((row) => row.kind === 'location').map(entityView),
  };
}

/** A story's characters or locations, in order of first appearance. */
export function entitiesStatement(storyId: string, kind: 'character' | 'location'): SQL {
  return sql`
    select id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at,
      ${usedInSql(sql.raw('ent.id'))} as used_in
    from entities ent where story_id = ${storyId} and kind = ${kind}
    order by first_appearance, created_at, id`;
}

export function entitiesFromRows(rows: Row[]) {
  return (rows as unknown as EntityRecord[]).map(entityView);
}

/** A character's or location's story owner and status. */
export function entityAccessStatement(kind: EntityKind, id: string): SQL {
  return sql`select e.id, e.story_id, e.name, e.image_urls, st.user_id, st.status from entities e join stories st on st.id = e.story_id
    where e.id = ${id} and e.kind = ${kind}`;
}

/** The numbers of the scenes that show an entity, in order. */
export function entityScenesStatement(id: string): SQL {
  return sql`select sc.scene_number from scene_entities se join scenes sc on sc.id = se.scene_id where se.entity_id = ${id} order by sc.scene_number`;
}

/** The entity row, or undefined. */
export function entityRow(db: Database, id: string): Promise<EntityRow | undefined> {
  return db.select().from(entities).where(eq(entities.id, id)).get();
}

/** The entities a scene shows. */
export function sceneEntityRows(db: Database, sceneId: string): Promise<EntityRow[]> {
  return db
    .select()
    .from(entities)
    .where(
      inArray(
        entities.id,
        db.select({ id: sceneEntities.entityId }).from(sceneEntities).where(eq(sceneEntities.sceneId, sceneId)),
      ),
    );
}

/** A story's entities (both kinds), in order of first appearance. */
export function storyEntityRows(db: Database, storyId: string): Promise<EntityRow[]> {
  return db
    .select()
    .from(entities)
    .where(eq(entities.storyId, storyId))
    .orderBy(entities.firstAppearance, entities.createdAt);
}

const entityStatement = (id: string) => sql`
  select id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at,
    ${usedInSql(sql.raw('ent.id'))} as used_in
  from entities ent where id = ${id}`;

export interface NewEntity {
  id: string;
  storyId: string;
  kind: EntityKind;
  name: string;
  title: string;
  description: string;
  imagePrompt: string;
  primaryImageUrl: string | null;
}

/**
 * A hand-made entity, which belongs to the next scene to be written, answered in the same atomic batch; a name the
 * story has (any case) is refused with a 409.
 */
export async function createEntity(db: Database, entity: NewEntity, now: Date): Promise<EntityView> {
  const { id, storyId, kind, name } = entity;
  const limit = entityLimit(kind);
  // The same per-story limit as the AI's drafts and the cast library, checked inside the INSERT so two at once cannot
  // both pass; the count read after it tells a full story (400) from a taken name (409).
  const [inserted, created, counted] = await runBatch(
    db,
    [
      sql`insert into entities (id, story_id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at)
          select ${id}, ${storyId}, ${kind}, ${name}, ${entity.title}, ${entity.description}, ${entity.imagePrompt}, ${entity.primaryImageUrl},
            ${JSON.stringify(entity.primaryImageUrl ? [entity.primaryImageUrl] : [])}, ${nextSceneNumberSql(storyId)}, ${now.getTime()}
          where (select count(*) from entities where story_id = ${storyId} and kind = ${kind}) < ${limit}
            and not exists (select 1 from entities where story_id = ${storyId} and kind = ${kind} and lower(name) = ${name.toLowerCase()})`,
      entityStatement(id),
      sql`select count(*) as n from entities where story_id = ${storyId} and kind = ${kind}`,
    ],
    'write',
  );
  if (!inserted!.rowsAffected) {
    if (Number(counted!.rows[0]!.n) >= limit) throw new DomainError('BAD_REQUEST', `${kind}_limit`, { max: limit });
    throw new DomainError('CONFLICT', `${kind}_exists`, { name });
  }
  return entitiesFromRows(created!.rows)[0]!;
}

/** The fields given (none: a plain read), answered with the entity in the same batch. */
export async function updateEntity(
  db: Database,
  id: string,
  set: Partial<typeof entities.$inferInsert>,
): Promise<EntityView> {
  const statements = Object.keys(set).length
    ? [
        db
          .update(entities)
          .set(set)
          .where(sql`id = ${id}`)
          .getSQL(),
      ]
    : [];
  const answers = await runBatch(db, [...statements, entityStatement(id)], statements.length ? 'write' : 'read');
  return entitiesFromRows(answers.at(-1)!.rows)[0]!;
}

/** Deletes the entity unless a scene shows it (guarded: a scene that starts showing it meanwhile keeps it); false when kept. */
export async function deleteEntityUnlessShown(db: Database, id: string): Promise<boolean> {
  const [deleted] = await runBatch(
    db,
    [sql`delete from entities where id = ${id} and not exists (select 1 from scene_entities where entity_id = ${id})`],
    'write',
  );
  return deleted!.rowsAffected > 0;
}

/**
 * The INSERT that adds an entity only while its story has fewer than `limit` of its kind and none of that name (any
 * case): SQLite runs it atomically, so concurrent extract-entities and generate-scene calls cannot both pass the check.
 * `firstAppearance` may be SQL (the number of a scene written in the same batch).
 */
export function entityInsertStatement(
  db: Database,
  row: EntityRow,
  limit: number,
  firstAppearance: SQL | number = row.firstAppearance,
) {
  return db.run(sql`
    insert into entities (id, story_id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at)
    select ${row.id}, ${row.storyId}, ${row.kind}, ${row.name}, ${row.title}, ${row.description}, ${row.imagePrompt}, ${row.primaryImageUrl},
      ${JSON.stringify(row.imageUrls)}, ${firstAppearance}, ${row.createdAt.getTime()}
    where (select count(*) from entities where story_id = ${row.storyId} and kind = ${row.kind}) < ${limit}
      and not exists (select 1 from entities where story_id = ${row.storyId} and lower(trim(name)) = lower(trim(${row.name})))`);
}
