// `npm run bench:wal`: how long like toggles hold the event loop, through the Node host's file client, with its WAL
// checkpoints off the event loop (db/wal-checkpoints.ts) and with SQLite's automatic checkpoint alone (every 1,000
// pages, inside a COMMIT), one after the other. A diagnostic: the time is the batch's synchronous work on this thread,
// which is what every request in flight on the server waits for. BENCH_SECONDS (default 20) per side, BENCH_STORIES
// (default 2000).
import { rm } from 'node:fs/promises';
import type { FileClient } from '../db/file-client';
import { openNodeClient } from '../db/file-client';
import { seeded } from './bench-setup';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const { dir, databaseUrl, storyIds } = await seeded(Number(process.env.BENCH_STORIES ?? 2000), 250);

async function toggles(offLoop: boolean) {
  const client = await openNodeClient(databaseUrl);
  if (!offLoop) {
    (client as unknown as FileClient).checkpoints!.close();
    await client.execute('PRAGMA wal_autocheckpoint=1000');
  }
  const users = (await client.execute('select id from users')).rows.map((row) => String(row[0]));
  const anyOf = (list: string[]) => list[Math.floor(Math.random() * list.length)]!;
  const times: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    const [user, story] = [anyOf(users), anyOf(storyIds)];
    const started = performance.now();
    // The like toggle's batch (worker/data/likes.ts), the visibility guard left out.
    await client.batch(
      [
        { sql: `delete from likes where user_id = ? and target_type = 'story' and target_id = ?`, args: [user, story] },
        {
          sql: `insert into likes (user_id, target_type, target_id, created_at) select ?, 'story', ?, ? where changes() = 0 on conflict do nothing`,
          args: [user, story, Date.now()],
        },
        { sql: 'select like_count from stories where id = ?', args: [story] },
      ],
      'write',
    );
    times.push(performance.now() - started);
    // About 250 likes a second: the pace of bench:mixed's like connections, with room for the thread in between.
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  client.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  const long = times.filter((time) => time > 5);
  return `| ${offLoop ? 'off the event loop (500 ms passes, safety net at 10,000 pages)' : 'SQLite automatic, every 1,000 pages'} | ${times.length} | ${at(0.5)} | ${at(0.99)} | ${at(0.999)} | ${times.at(-1)!.toFixed(0)} | ${long.length} | ${long.reduce((sum, time) => sum + time, 0).toFixed(0)} |`;
}

const rows = [await toggles(false), await toggles(true)];
await rm(dir, { recursive: true, force: true });
console.log(`\n${SECONDS} s of like toggles per side, Node ${process.version}\n`);
console.log('| checkpoints | toggles | p50 ms | p99 ms | p99.9 ms | max ms | batches over 5 ms | their ms in all |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
