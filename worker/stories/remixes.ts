// The published remixes of a story (issue 16), newest first, so a reader can follow a story's family forward.
import { DomainError } from '../errors';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { AppConfig } from '../deps';
import { canEditStory } from './access';

/** Enough for the reader's closing list; a story with more remixes shows the newest. */
export const REMIXES_LIMIT = 50;

interface RemixRecord {
  id: string;
  title: string;
  cover: string | null;
  created_at: number;
  user_id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
}

function remixView(row: RemixRecord) {
  return {
    _id: row.id,
    title: row.title,
    previewImage: row.cover ?? '',
    createdAt: new Date(Number(row.created_at)).toISOString(),
    userId: { _id: row.user_id, username: row.username, firstName: row.first_name ?? '', lastName: row.last_name ?? '', avatar: row.avatar ?? '' },
  };
}

export type RemixView = ReturnType<typeof remixView>;

/**
 * The story and its published remixes in one statement. A draft's remixes are only listed for its owner and the
 * administrator; to anyone else the draft does not exist (404), as it does not in the reader.
 */
export async function publishedRemixes(ctx: { db: Database; config: AppConfig; user: UserRow | null }, storyId: string): Promise<RemixView[]> {
  const [row] = await ctx.db.all<{ user_id: string; status: string; remixes: string }>(sql`
    select o.user_id, o.status, (
      select json_group_array(json(remix)) from (
        select json_object(
          'id', r.id, 'title', r.title, 'created_at', r.created_at, 'user_id', r.user_id, 'username', u.username,
          'first_name', u.first_name, 'last_name', u.last_name, 'avatar', u.avatar,
          'cover', coalesce(r.preview_image, (
            select p.image_url from panels p join scenes sc on sc.id = p.scene_id
            where p.story_id = r.id and p.image_url is not null order by sc.scene_number, p.panel_number limit 1))
        ) as remix
        from stories r join users u on u.id = r.user_id
        where r.original_story_id = o.id and r.status = 'published'
        order by r.created_at desc, r.id desc limit ${REMIXES_LIMIT}
      )
    ) as remixes
    from stories o where o.id = ${storyId}`);
  if (!row || (row.status !== 'published' && !canEditStory(ctx.config, ctx.user, { userId: row.user_id }))) {
    throw new DomainError('NOT_FOUND', 'Story not found');
  }
  return (JSON.parse(row.remixes) as RemixRecord[]).map(remixView);
}
