// The shared setup of the tests/api/ai-*.test.ts files: one app per file with the offline provider, an owner, another
// user and the administrator, and the helpers they read pictures and generate scenes with.
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, registerUser, testClock, type TestApp } from './app';

export let t: TestApp;
export let owner: Awaited<ReturnType<typeof registerUser>>;
export let other: Awaited<ReturnType<typeof registerUser>>;
export let admin: Awaited<ReturnType<typeof registerUser>>;
export const clock = testClock();

/** Registers the file's app and users (the exports above are live bindings, set before the first test). */
export function useAiSuite() {
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { adminEmail: 'admin@panelcraft.test' } });
    owner = await registerUser(t);
    other = await registerUser(t);
    admin = await registerUser(t, { email: 'admin@panelcraft.test' });
  });
  afterAll(() => t.close());
}

export async function media(url: string) {
  expect(url).toMatch(/^\/media\//);
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

export const PROMPT =
  'Mira the lighthouse keeper spots a ghost ship in the storm. She lights the great lamp to warn the sailors.';

let take = 0;
/** Generates a scene; the default prompt changes every call, since one user may not repeat a prompt within 5 minutes. */
export async function generate(token: string, storyId: string, body: Record<string, unknown> = {}) {
  take += 1;
  return t.call('POST', '/api/ai/generate-scene', {
    token,
    body: { storyId, prompt: `${PROMPT} (take ${take})`, generateImages: true, maxPanels: 3, ...body },
  });
}
