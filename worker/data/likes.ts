// Likes on stories and scenes: the toggle and the explicit set decided by the database in one atomic batch each, and the
// like state as one statement. The stored like counts move by trigger with the like rows. The toggle's statements are
// text and arguments rather than drizzle's `sql`: they run on every like, and building them cost about 30 µs of CPU.
import { sql, type SQL } from 'drizzle-orm';
import { runBatch, toStatement, type Database, type Row, type Statement } from '../../db/client';
import type { Context } from '../context';
import type { UserRow } from '../../db/schema';
import type { AppConfig } from '../deps';
import { codedError } from '../errors';
import { canViewStory, isAdmin } from './access';

export type LikeTarget = 'story' | 'scene';

/** 1 when the viewer (an id, or the session subquery) likes the target, for statements batched with the session check. */
export const likedBy = (viewer: SQL, type: 'story' | 'scene', target: SQL) =>
  sql`exists(select 1 from likes l where l.user_id = ${viewer} and l.target_type = ${type} and l.target_id = ${target})`;

/** `likedBy` as text and arguments, for the statements built on every feed read and like (see `feedCards`). */
export const likedByStatement = (viewer: Statement, type: 'story' | 'scene', target: Statement): Statement => ({
  sql: `exists(select 1 from likes l where l.user_id = ${viewer.sql} and l.target_type = '${type}' and l.target_id = ${target.sql})`,
  args: [...viewer.args, ...target.args],
});

const notFound = (type: LikeTarget) =>
  codedError('NOT_FOUND', type === 'story' ? 'story_not_found' : 'scene_not_found');

/**
 * The target's stored count, who owns its story and the story's status, and whether the viewer likes it: one statement.
 * `viewer` is an id or the session subquery.
 */
function likeStateStatement(type: LikeTarget, id: string, viewer: Statement): Statement {
  const liked = likedByStatement(viewer, type, { sql: '?', args: [id] });
  const args = [...liked.args, id];
  return type === 'story'
    ? { sql: `select s.like_count, s.user_id, s.status, ${liked.sql} as liked from stories s where s.id = ?`, args }
    : {
        sql: `select sc.like_count, s.user_id, s.status, ${liked.sql} as liked from scenes sc join stories s on s.id = sc.story_id where sc.id = ?`,
        args,
      };
}

/** The answer's `{ likeCount, isLikedByUser }` from that statement's rows, 404 when the target is absent or a hidden draft's. */
function likeStateFromRows(config: AppConfig, user: UserRow | null, type: LikeTarget, rows: Row[]) {
  const row = rows[0];
  if (!row || !canViewStory(config, user, { userId: String(row.user_id), status: String(row.status) }))
    throw notFound(type);
  return { likeCount: Number(row.like_count), isLikedByUser: Boolean(Number(row.liked)) };
}

/** The like state for the request's viewer (not liked when signed out), with the session check: one database request. */
export async function likeState(ctx: Context, type: LikeTarget, id: string) {
  const { viewer, results } = await ctx.read([likeStateStatement(type, id, toStatement(ctx.viewerIdSql()))]);
  return likeStateFromRows(ctx.config, viewer?.user ?? null, type, results[0]!);
}

/** Who may like: the target exists and its story is published, or the liker may see the draft. */
function visibleTarget(type: LikeTarget, id: string, user: UserRow, config: AppConfig): Statement {
  const target =
    type === 'story' ? 'stories s where s.id = ?' : 'scenes sc join stories s on s.id = sc.story_id where sc.id = ?';
  if (isAdmin(config, user)) return { sql: `exists(select 1 from ${target})`, args: [id] };
  return { sql: `exists(select 1 from ${target} and (s.status = 'published' or s.user_id = ?))`, args: [id, user.id] };
}

/** The user's like row, inserted when `condition` holds (the target is visible; for the toggle, no like was deleted). */
function insertLike(user: UserRow, type: LikeTarget, id: string, now: Date, condition: Statement): Statement {
  return {
    sql: `insert into likes (user_id, target_type, target_id, created_at) select ?, ?, ?, ? where ${condition.sql} on conflict do nothing`,
    args: [user.id, type, id, now.getTime(), ...condition.args],
  };
}

/** The user's like row, deleted (when `condition` holds). */
function deleteLike(user: UserRow, type: LikeTarget, id: string, condition?: Statement): Statement {
  return {
    sql: `delete from likes where user_id = ? and target_type = ? and target_id = ?${condition ? ` and ${condition.sql}` : ''}`,
    args: [user.id, type, id, ...(condition?.args ?? [])],
  };
}

/**
 * Flips the user's like in one write batch: delete the like if there is one, else insert it (guarded by `changes()`
 * of the delete and by the target being visible), then read the stored count. The batch is one transaction, so a burst
 * of toggles alternates exactly and each answer agrees with its own action.
 */
export async function toggleLike(
  db: Database,
  config: AppConfig,
  user: UserRow,
  type: LikeTarget,
  id: string,
  now: Date,
) {
  const visible = visibleTarget(type, id, user, config);
  const [removed, added, state] = await runBatch(
    db,
    [
      deleteLike(user, type, id),
      insertLike(user, type, id, now, { sql: `changes() = 0 and ${visible.sql}`, args: visible.args }),
      likeStateStatement(type, id, { sql: '?', args: [user.id] }),
    ],
    'write',
  );
  const data = likeStateFromRows(config, user, type, state!.rows);
  if (!removed!.rowsAffected && !added!.rowsAffected) throw notFound(type);
  return { action: removed!.rowsAffected ? ('unliked' as const) : ('liked' as const), data };
}

/**
 * Sets the user's like to `liked` in one write batch: an INSERT … ON CONFLICT DO NOTHING (or a DELETE), both guarded by
 * the target being visible, then the stored count. Sent twice, the second changes nothing: a retry is safe.
 */
export async function setLike(
  db: Database,
  config: AppConfig,
  user: UserRow,
  type: LikeTarget,
  id: string,
  liked: boolean,
  now: Date,
) {
  const visible = visibleTarget(type, id, user, config);
  const [, state] = await runBatch(
    db,
    [
      liked ? insertLike(user, type, id, now, visible) : deleteLike(user, type, id, visible),
      likeStateStatement(type, id, { sql: '?', args: [user.id] }),
    ],
    'write',
  );
  return {
    action: liked ? ('liked' as const) : ('unliked' as const),
    data: likeStateFromRows(config, user, type, state!.rows),
  };
}
