// Users: the account row (raw rows read back as UserRow), uniqueness, sign-in, profile and password writes, and the
// public profile (an author and their stories) as statements batched with the session check.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { likedBy } from './likes';
import type { Context } from '../context';
import { codedError } from '../errors';
import { authorView, sharedRead, storyColumns, storyView, type StoryRecord } from './stories';

const userColumns = Object.entries(getTableColumns(users));

/** A user row from raw columns (snake_case names, as SQL answers them). */
export function userFromRow(row: Row, prefix = ''): UserRow {
  return Object.fromEntries(
    userColumns.map(([key, column]) => {
      const value = row[prefix + column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as UserRow;
}

/** Whether the username (any case) and the email are taken, as one statement. */
export async function takenNames(
  db: Database,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const [result] = await runBatch(
    db,
    [
      sql`select exists(select 1 from users where lower(username) = ${username.toLowerCase()}) as username,
                 exists(select 1 from users where email = ${email}) as email`,
    ],
    'read',
  );
  const row = result!.rows[0]!;
  return { username: Boolean(Number(row.username)), email: Boolean(Number(row.email)) };
}

export function insertUserSql(db: Database, user: UserRow): SQL {
  return db.insert(users).values(user).getSQL();
}

export const userByEmailSql = (email: string): SQL => sql`select * from users where email = ${email}`;

export const recordLoginSql = (userId: string, now: Date): SQL =>
  sql`update users set last_login = ${now.getTime()} where id = ${userId}`;

export function updateUser(db: Database, userId: string, changes: Partial<UserRow>): Promise<UserRow> {
  return db.update(users).set(changes).where(eq(users.id, userId)).returning().get();
}

/**
 * An author and their stories as two statements: drafts only when the viewer is the author (the subquery of the
 * session check, so it holds in the same batch).
 */
export function profileStatements(username: string, viewer: SQL): SQL[] {
  const author = sql`(select id from users where lower(username) = ${username.toLowerCase()} and is_active = 1)`;
  return [
    sql`select id, username, first_name, last_name, avatar, created_at from users where id = ${author}`,
    sql`select ${storyColumns}, ${likedBy(viewer, 'story', sql`s.id`)} as liked
        from stories s join users u on u.id = s.user_id
        where s.user_id = ${author} and (s.status = 'published' or s.user_id = ${viewer})
        order by s.created_at desc, s.id desc`,
  ];
}

export function profileFromRows([authors, stories]: Row[][]) {
  const author = authors?.[0] as unknown as
    | (Pick<StoryRecord, 'username' | 'first_name' | 'last_name' | 'avatar'> & { id: string; created_at: number })
    | undefined;
  if (!author) return null;
  return {
    user: { ...authorView(author, author.id), createdAt: new Date(Number(author.created_at)).toISOString() },
    stories: (stories as unknown as StoryRecord[]).map(storyView),
  };
}

type Profile = NonNullable<ReturnType<typeof profileFromRows>>;

/**
 * An author's public profile for the request's viewer, in one database request (the session check rides along);
 * anonymous, from the read cache while it is fresh. Others see published stories only; the author also sees their
 * drafts and a draft count. An unknown or inactive username is a 404.
 */
export async function authorProfile(ctx: Context, username: string) {
  const anonymous = !ctx.sessionId;
  const cache = sharedRead<Profile | null>(ctx, `profile:${username.toLowerCase()}`);
  let profile: Profile | null | undefined = anonymous ? cache.hit : undefined;
  let viewerId: string | null = null;
  if (profile === undefined) {
    const { viewer, results } = await ctx.read(profileStatements(username, ctx.viewerIdSql()));
    profile = profileFromRows(results);
    viewerId = viewer?.user.id ?? null;
    if (anonymous) cache.keep(profile);
  }
  if (!profile) throw codedError('NOT_FOUND', 'user_not_found');
  const { stories } = profile;
  const published = stories.filter((story) => story.status === 'published').length;
  const own = viewerId === profile.user._id;
  return {
    user: profile.user,
    stories,
    stats: {
      // Others see published stories only, so for them both tiles count the same stories.
      totalStories: stories.length,
      publishedStories: published,
      ...(own ? { draftStories: stories.length - published } : {}),
      totalScenes: stories.reduce((sum, story) => sum + story.metadata.totalScenes, 0),
      totalPanels: stories.reduce((sum, story) => sum + story.metadata.totalPanels, 0),
    },
  };
}
