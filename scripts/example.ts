// Drives Panelcraft from a script: sign in (registering the demo account the first time), then call procedures with full types.
// Usage: PANELCRAFT_URL=http://127.0.0.1:8787 npm run example
import { createPanelcraftClient, isPanelcraftError } from '../worker/sdk';

const url = process.env.PANELCRAFT_URL ?? 'http://127.0.0.1:8787';
const email = process.env.PANELCRAFT_EMAIL ?? 'script-demo@example.com';
const password = process.env.PANELCRAFT_PASSWORD ?? 'Script-demo-1';

const anonymous = createPanelcraftClient({ url });

async function signIn(): Promise<string> {
  try {
    return (await anonymous.auth.login.mutate({ email, password })).token;
  } catch (error) {
    if (!isPanelcraftError(error) || error.data?.code !== 'UNAUTHORIZED') throw error;
    const created = await anonymous.auth.register.mutate({ username: 'script_demo', email, password, firstName: 'Script' });
    return created.token;
  }
}

const token = await signIn();
const api = createPanelcraftClient({ url, token });
const { user } = await api.auth.me.query();
console.log(`Signed in as ${user.username} (${user.email}), member since ${user.createdAt}`);
await api.auth.logout.mutate();
