// The drizzle database over any libSQL client (embedded file, :memory:, or HTTP/Hrana).
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>;

export function createDatabase(client: Client) {
  return drizzle(client, { schema });
}

/** Settings for an embedded file database: WAL survives in the file, busy_timeout is per connection (set through the client's `timeout`). */
export async function prepareFileDatabase(client: Client): Promise<void> {
  await client.execute('PRAGMA journal_mode=WAL');
  await client.execute('PRAGMA busy_timeout=5000');
}

export { schema };
