// The cast library: an author's characters and locations across all their stories, and bringing one into another of
// their stories with its name, description, picture prompt and reference pictures, so scenes there draw it from the
// same reference. Only the author's own: the list is filtered by the viewer inside its statement, and a copy checks
// that the one brought in belongs to the story's owner.
import { sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import type { SignedInContext } from '../context';
import { entityLimit } from '../../src/shared/stories';
import { codedError, DomainError } from '../errors';
import {
  ENTITY_COLUMNS,
  entitiesFromRows,
  entityView,
  type EntityKind,
  type EntityRecord,
  type EntityView,
} from './entities';
import { nextSceneNumberSql } from './scenes';

/** At most this many of a kind are listed (newest first); search narrows them. */
export const CAST_LISTED = 500;

const entityColumns = sql.raw([...ENTITY_COLUMNS, 'origin_id'].map((column) => `e.${column}`).join(', '));

/** The viewer's characters or locations in all their stories, with each one's story, newest first. */
function castLibraryStatement(kind: EntityKind, viewerId: SQL): SQL {
  return sql`select ${entityColumns}, s.id as story_id, s.title as story_title, s.status as story_status
    from entities e join stories s on s.id = e.story_id
    where s.user_id = ${viewerId} and e.kind = ${kind}
    order by e.created_at desc, e.id limit ${CAST_LISTED}`;
}

export type CastMember = EntityView & {
  originId: string | null;
  story: { _id: string; title: string; status: string };
};

/** The library's rows as views, narrowed to those whose name, title or description holds every word of `query`. */
function castFromRows(rows: Row[], query?: string): CastMember[] {
  const words = (query ?? '').toLocaleLowerCase().split(/\s+/u).filter(Boolean);
  return rows
    .map((row) => ({
      ...entityView(row as unknown as EntityRecord),
      originId: row.origin_id == null ? null : String(row.origin_id),
      story: { _id: String(row.story_id), title: String(row.story_title), status: String(row.story_status) },
    }))
    .filter((member) => {
      const text = `${member.name} ${member.title} ${member.description}`.toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    });
}

/** The cast library: the viewer's own of this kind in all their stories, each with its story. One database request. */
export async function castLibrary(ctx: SignedInContext, kind: EntityKind, query?: string): Promise<CastMember[]> {
  const { results } = await ctx.read([castLibraryStatement(kind, ctx.viewerIdSql())]);
  return castFromRows(results[0]!, query);
}

/** The one to bring in, with its story's owner, to batch with the session and the target story's access row. */
export function castSourceStatement(kind: EntityKind, id: string): SQL {
  return sql`select e.id, e.story_id, e.name, s.user_id as owner_id from entities e join stories s on s.id = e.story_id where e.id = ${id} and e.kind = ${kind}`;
}

/**
 * A copy of `sourceId` in `storyId` (read inside the statement, so it is the source as it is now), remembering where it
 * came from; it belongs to the next scene to be written. Refused while the story has its limit of the kind (400) or one
 * of that name (409). One atomic batch answering the new one.
 */
export async function bringIntoStory(
  db: Database,
  input: { id: string; storyId: string; kind: EntityKind; sourceId: string },
  now: Date,
): Promise<EntityView> {
  const { id, storyId, kind, sourceId } = input;
  const limit = entityLimit(kind);
  const [inserted, created, counted] = await runBatch(
    db,
    [
      sql`insert into entities (id, story_id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, origin_id, created_at)
          select ${id}, ${storyId}, src.kind, src.name, src.title, src.description, src.image_prompt, src.primary_image_url, src.image_urls,
            ${nextSceneNumberSql(storyId)}, src.id, ${now.getTime()}
          from entities src where src.id = ${sourceId} and src.kind = ${kind}
            and (select count(*) from entities where story_id = ${storyId} and kind = ${kind}) < ${limit}
            and not exists (select 1 from entities where story_id = ${storyId} and kind = ${kind} and lower(trim(name)) = lower(trim(src.name)))`,
      sql`select id, kind, name, title, description, image_prompt, primary_image_url, image_urls, first_appearance, created_at, '[]' as used_in
          from entities where id = ${id}`,
      sql`select count(*) as n, (select name from entities where id = ${sourceId}) as name from entities where story_id = ${storyId} and kind = ${kind}`,
    ],
    'write',
  );
  if (inserted!.rowsAffected) return entitiesFromRows(created!.rows)[0]!;
  const { n, name } = counted!.rows[0]!;
  if (name == null) throw codedError('NOT_FOUND', kind === 'character' ? 'character_not_found' : 'location_not_found');
  if (Number(n) >= limit) throw new DomainError('BAD_REQUEST', `${kind}_limit`, { max: limit });
  throw new DomainError('CONFLICT', `${kind}_exists`, { name: String(name) });
}
