import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createDatabase, prepareFileDatabase, serializeClient } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from './demo-seed';
import { openEmbedded } from '../db/embedded';
const dir = await mkdtemp(join(tmpdir(), 'micro-'));
const client = serializeClient(createClient({ url: `file:${join(dir, 'b.db')}` }));
await prepareFileDatabase(client);
await migrateDatabase(client);
const seed = await seedDatabase(createDatabase(client), { users: 250, stories: 2000, scenesPerStory: 2, panelsPerScene: 3, bigStoryScenes: 2, likes: 10000 });
await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
const r = openEmbedded(join(dir, 'b.db'), { readOnly: true });
const ids = seed.storyIds.slice(0, 12);
const user = seed.users[3]!.id;
const marks = ids.map(() => '?').join(', ');
const a = { sql: `select s.id, s.like_count, exists(select 1 from likes l where l.user_id = ? and l.target_type = 'story' and l.target_id = s.id) as liked from stories s where s.id in (${marks})`, args: [user, ...ids] };
const b = { sql: `select json_group_array(json_array(s.id, s.like_count, exists(select 1 from likes l where l.user_id = ? and l.target_type = 'story' and l.target_id = s.id))) as j from stories s where s.id in (${marks})`, args: [user, ...ids] };
const c = { sql: `select 1 as x`, args: [] };
const d = { sql: `select target_id from likes where user_id = ? and target_type = 'story' and target_id in (${marks})`, args: [user, ...ids] };
const e = { sql: `select json_group_array(json_array(id, like_count)) as j from stories where id in (${marks})`, args: [...ids] };
for (const [name, st] of [['rows', a], ['json', b], ['trivial', c], ['flags', d], ['countsjson', e], ['json', b]] as const) {
  const n = 20000; const t0 = performance.now();
  for (let i = 0; i < n; i++) await r.read([st as any]);
  console.log(name, ((performance.now() - t0) / n * 1000).toFixed(1), 'µs');
}
console.log(JSON.stringify((await r.read([b as any]))[0]!.rows).slice(0, 200));
