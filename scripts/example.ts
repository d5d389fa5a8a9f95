// Drives Panelcraft from a script through @panelcraft/client (the built package, not the app's sources): sign in
// (registering the demo account the first time), create a draft (safe to retry: an idempotency key), walk the feed by
// cursor, and sign out. It also generates a scene and follows its progress as a stream of server-sent events.
// Usage: PANELCRAFT_URL=http://127.0.0.1:8787 npm run example   (or PANELCRAFT_TOKEN=<session token> to skip signing in)
import { randomUUID } from 'node:crypto';
import { createClient, isPanelcraftError, type RouterOutputs } from '@panelcraft/client';

const url = process.env.PANELCRAFT_URL ?? 'http://127.0.0.1:8787';
const email = process.env.PANELCRAFT_EMAIL ?? 'script-demo@example.com';
const password = process.env.PANELCRAFT_PASSWORD ?? 'Script-demo-1';

const anonymous = createClient({ url });

async function signIn(): Promise<string> {
  if (process.env.PANELCRAFT_TOKEN) return process.env.PANELCRAFT_TOKEN;
  try {
    return (await anonymous.auth.login.mutate({ email, password })).token;
  } catch (error) {
    if (!isPanelcraftError(error) || error.data?.code !== 'UNAUTHORIZED') throw error;
    const created = await anonymous.auth.register.mutate({
      username: 'script_demo',
      email,
      password,
      firstName: 'Script',
    });
    return created.token;
  }
}

const token = await signIn();
const api = createClient({ url, token });
const { user } = await api.auth.me.query();
console.log(`Signed in as ${user.username}, member since ${user.createdAt}`);

// A retry with the same key (after a timeout, say) answers the same draft instead of making a second one.
const idempotencyKey = randomUUID();
const created = await api.stories.create.mutate(
  { title: 'A script was here', tags: ['Scripts'] },
  { context: { idempotencyKey } },
);
const retried = await api.stories.create.mutate(
  { title: 'A script was here', tags: ['Scripts'] },
  { context: { idempotencyKey } },
);
const story: RouterOutputs['stories']['create']['data'] = created.data;
console.log(`Created draft ${story._id} (${story.status})${retried.data._id === story._id ? ', once' : ''}`);

// A scene of two pictures, followed live: the status stream sends each panel as it lands, then `done` (no polling).
const generated = await api.ai.generateScene.mutate({
  storyId: story._id,
  prompt: 'A robot bartender pours a glowing drink for a tired astronaut.',
  generateImages: true,
  maxPanels: 2,
});
// A stream that ends with `reconnect` (a Worker's has a budget of checks) is opened again until the scene is `done`.
const decoder = new TextDecoder();
let done = false;
while (!done) {
  const stream = await fetch(`${url}/api/ai/scene-status/${generated.data.scene._id}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  if (!stream.ok || !stream.body) throw new Error(`The status stream answered ${stream.status}`);
  let pending = '';
  let event: string | undefined;
  for await (const chunk of stream.body) {
    pending += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = pending.indexOf('\n\n')) >= 0) {
      const block = pending.slice(0, end);
      pending = pending.slice(end + 2);
      event = /^event: (\w+)$/m.exec(block)?.[1];
      const data = JSON.parse(
        block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n'),
      );
      if (event === 'panel')
        console.log(`Panel ${data.panelNumber} landed: ${data.imageUrl ?? data.imageGenerationError}`);
      if (event === 'done')
        console.log(`Scene ${data.data.isComplete ? 'complete' : 'failed'} at ${data.data.progress}%`);
      if (event === 'error') throw new Error(`The status stream reported ${data.status}: ${data.message}`);
    }
  }
  done = event !== 'reconnect';
}

// Every published story exactly once, even while others publish: follow nextCursor until it is null.
let titles: string[] = [];
let cursor: string | undefined;
do {
  const page = await api.stories.list.query({ limit: 50, ...(cursor ? { cursor } : {}) });
  titles = titles.concat(page.data.stories.map((s) => s.title));
  cursor = page.data.pagination.nextCursor ?? undefined;
} while (cursor);
console.log(`The feed has ${titles.length} published stories:`, titles.slice(0, 5));

if (!process.env.PANELCRAFT_TOKEN) await api.auth.logout.mutate();
