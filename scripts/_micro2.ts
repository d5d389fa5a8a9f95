import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import Database from 'libsql';
import { createDatabase, prepareFileDatabase, serializeClient, toStatement } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from './demo-seed';
import { sql } from 'drizzle-orm';
const dir = await mkdtemp(join(tmpdir(), 'micro-'));
const raw = createClient({ url: `file:${join(dir, 'b.db')}` });
const client = serializeClient(raw);
await prepareFileDatabase(client);
await migrateDatabase(client);
const seed = await seedDatabase(createDatabase(client), { users: 250, stories: 2000, scenesPerStory: 2, panelsPerScene: 3, bigStoryScenes: 2, likes: 10000 });
const user = seed.users[3]!.id;
const stmts = (id: string) => [
  sql`delete from likes where user_id = ${user} and target_type = 'story' and target_id = ${id}`,
  sql`insert into likes (user_id, target_type, target_id, created_at) select ${user}, 'story', ${id}, ${Date.now()} where changes() = 0 and exists(select 1 from stories s where s.id = ${id} and s.status = 'published') on conflict do nothing`,
  sql`select s.like_count, s.user_id, s.status, exists(select 1 from likes l where l.user_id = ${user} and l.target_type = 'story' and l.target_id = ${id}) as liked from stories s where s.id = ${id}`,
].map(toStatement);
const n = 3000;
let t0 = performance.now();
for (let i = 0; i < n; i++) await client.batch(stmts(seed.storyIds[i % 2000]!) as any, 'write');
console.log('client batch', ((performance.now() - t0) / n * 1000).toFixed(0), 'µs');
const db = new Database(join(dir, 'b.db'), { timeout: 5000 });
db.pragma('synchronous = NORMAL');
const cache = new Map<string, any>();
const prep = (s: string) => { let p = cache.get(s); if (!p) { p = db.prepare(s); cache.set(s, p); } return p; };
t0 = performance.now();
for (let i = 0; i < n; i++) {
  prep('BEGIN IMMEDIATE').run();
  for (const st of stmts(seed.storyIds[i % 2000]!)) { const p = prep(st.sql); if (p.reader) p.all(st.args); else p.run(st.args); }
  prep('COMMIT').run();
}
console.log('native cached', ((performance.now() - t0) / n * 1000).toFixed(0), 'µs');
t0 = performance.now();
for (let i = 0; i < n; i++) stmts(seed.storyIds[i % 2000]!);
console.log('drizzle build only', ((performance.now() - t0) / n * 1000).toFixed(0), 'µs');
db.pragma('wal_autocheckpoint = 0'); 
