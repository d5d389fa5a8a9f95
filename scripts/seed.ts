// Fills DATABASE_URL (default the app's file database) with demo users and stories. SEED_STORIES=N scales it.
import { createDatabase } from '../db/client';
import { openNodeClient } from '../db/file-client';
import { migrateDatabase } from '../db/migrate';
import { SEED_PASSWORD, seedDatabase } from './demo-seed';
import { createOfflineProviders } from '../packages/offline-ai/src';
import { createNodeSvgRenderer } from '../packages/svg-render/src/resvg-node';
import { createFsMediaStore } from '../worker/platform/media-fs';

const url = process.env.DATABASE_URL ?? 'file:./data/app.db';
const isFile = url.startsWith('file:');
const client = await openNodeClient(url, process.env.DATABASE_AUTH_TOKEN || undefined);
await migrateDatabase(client);
const stories = Number(process.env.SEED_STORIES ?? 24);
const result = await seedDatabase(createDatabase(client), {
  stories,
  users: Math.max(4, Math.min(200, Math.ceil(stories / 3))),
  media: isFile ? createFsMediaStore(process.env.MEDIA_DIR ?? './data/media') : undefined,
  // Real panels from the offline painter: each place as each scene shows it, in two compositions.
  painter: createOfflineProviders({ renderSvg: createNodeSvgRenderer() }).image,
});
client.close();
console.log(`Seeded ${JSON.stringify(result.counts)}. Sign in as ${result.users[0]!.email} / ${SEED_PASSWORD}`);
