// Drives Panelcraft from a script through @panelcraft/client (the built package, not the app's sources): sign in
// (registering the demo account the first time), create a draft, list the feed, and sign out.
// Usage: PANELCRAFT_URL=http://127.0.0.1:8787 npm run example   (or PANELCRAFT_TOKEN=<session token> to skip signing in)
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
    const created = await anonymous.auth.register.mutate({ username: 'script_demo', email, password, firstName: 'Script' });
    return created.token;
  }
}

const token = await signIn();
const api = createClient({ url, token });
const { user } = await api.auth.me.query();
console.log(`Signed in as ${user.username}, member since ${user.createdAt}`);

const created = await api.stories.create.mutate({ title: 'A script was here', tags: ['Scripts'] });
const story: RouterOutputs['stories']['create']['data'] = created.data;
console.log(`Created draft ${story._id} (${story.status})`);

const feed = await api.stories.list.query({ page: 1, limit: 5 });
console.log(`The feed has ${feed.data.pagination.total} published stories; first page:`, feed.data.stories.map((s) => s.title));

if (!process.env.PANELCRAFT_TOKEN) await api.auth.logout.mutate();
