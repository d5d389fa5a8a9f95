// Applies the drizzle-kit migrations in migrations/ (Node: at start-up and from scripts/migrate.ts).
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { createDatabase } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export async function migrateDatabase(client: Client): Promise<void> {
  await migrate(createDatabase(client), { migrationsFolder: MIGRATIONS_FOLDER });
}
