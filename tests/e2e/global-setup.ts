// Before any worker starts its server: build the client once if dist/ is missing or older than the sources.
import { ensureClientBuilt } from './harness';

export default function globalSetup() {
  ensureClientBuilt();
}
