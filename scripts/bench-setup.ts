// What the benches share: a seeded temp database with a session per user (the signed-in benches), and the bench server process.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../db/client';
import { openNodeClient } from '../db/file-client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from './demo-seed';
import { createSession, generateSessionToken } from '../worker/data/sessions';

/** A temp database of `stories` stories (2 scenes of 3 panels each, 5 likes a story) by `users` users, each signed in. */
export async function seeded(stories: number, users: number) {
  const dir = await mkdtemp(join(tmpdir(), 'panelcraft-bench-'));
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  const client = await openNodeClient(databaseUrl);
  await migrateDatabase(client);
  const db = createDatabase(client);
  const seed = await seedDatabase(db, {
    users,
    stories,
    scenesPerStory: 2,
    panelsPerScene: 3,
    bigStoryScenes: 2,
    likes: stories * 5,
  });
  // Sessions written directly: hundreds of sign-ins would spend the run hashing passwords.
  const tokens: string[] = [];
  for (const user of seed.users) {
    const token = generateSessionToken();
    await createSession(db, token, user.id, new Date());
    tokens.push(token);
  }
  client.close();
  return { dir, databaseUrl, tokens, storyIds: seed.storyIds };
}

/**
 * `scripts/bench-server.ts` in a process (group) of its own: the Node host and a bare Hono route. BENCH_PROFILE_DIR=dir
 * writes the server's CPU profile there when it stops (open it in Chrome DevTools).
 */
export async function startBenchServer(databaseUrl: string, dir: string) {
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR] : [];
  const server = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', join(import.meta.dirname, 'bench-server.ts')],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: join(dir, 'media') },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const ports = await new Promise<{ app: number; bare: number; uncached: number }>((resolve, reject) => {
    let buffer = '';
    server.stdout.on('data', (chunk) => {
      buffer += chunk;
      const match = buffer.match(/BENCH_PORTS (\d+) (\d+) (\d+)/);
      if (match) resolve({ app: Number(match[1]), bare: Number(match[2]), uncached: Number(match[3]) });
    });
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  /** Stops the server and waits for it to exit (a CPU profile is written on the way out). */
  const stop = () => {
    process.kill(-server.pid!, 'SIGTERM');
    return exited;
  };
  return { ports, stop };
}
