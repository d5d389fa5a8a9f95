// Applies migrations/ to DATABASE_URL (a Turso/libSQL URL before a Workers deploy, or a local file).
import { openNodeClient } from '../db/file-client';
import { migrateDatabase } from '../db/migrate';

const url = process.env.DATABASE_URL ?? 'file:./data/app.db';
const client = await openNodeClient(url, process.env.DATABASE_AUTH_TOKEN || undefined);
try {
  await migrateDatabase(client);
  console.log(`Migrations applied to ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
} finally {
  client.close();
}
