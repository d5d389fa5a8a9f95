// Users: the account row (raw rows read back as UserRow), uniqueness, sign-in, profile and password writes, and the
// public profile (an author and their stories) as statements batched with the session check.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { runBatch, type Database, type Row } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { likedBy } from './likes';
import { authorView, storyColumns, storyView, type StoryRecord } from './stories';

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
export async function takenNames(db: Database, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
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

export const recordLoginSql = (userId: string, now: Date): SQL => sql`update users set last_login = ${now.getTime()} where id = ${userId}`;

export function updateUser(db: Database, userId: string, changes: Partial<UserRow>): Promise<UserRow> {
  return db.update(users).set(changes).where(eq(users.id, userId)).returning().get();
}

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
  const author = authors?.[0] as unknown as (Pick<StoryRecord, 'username' | 'first_name' | 'last_name' | 'avatar'> & { id: string; created_at: number }) | undefined;
  if (!author) return null;
  return {
    user: { ...authorView(author, author.id), createdAt: new Date(Number(author.created_at)).toISOString() },
    stories: (stories as unknown as StoryRecord[]).map(storyView),
  };
}
