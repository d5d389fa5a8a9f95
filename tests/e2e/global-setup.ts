// Before any worker starts its server: build the client once if dist/ is missing or older than the sources, and seed the
// database every worker's server starts from a copy of (the returned function removes it after the run).
import { ensureClientBuilt, seedTemplate } from './harness';

export default async function globalSetup() {
  ensureClientBuilt();
  const template = await seedTemplate();
  return () => template.remove();
}
