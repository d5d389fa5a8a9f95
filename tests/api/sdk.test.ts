// The script client against a real Node server on a port: the path scripts/example.ts takes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv, startNodeServer } from '../../worker/entry.node';
import { createPanelcraftClient, isPanelcraftError } from '../../worker/sdk';
import { render as renderPage } from '../../src/entry-server';

let server: Awaited<ReturnType<typeof startNodeServer>>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'panelcraft-sdk-'));
  await mkdir(join(dir, 'dist/assets'), { recursive: true });
  await writeFile(join(dir, 'dist/index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'dist/assets/app-1234.js'), 'console.log(1)');
  server = await startNodeServer({
    ...optionsFromEnv({}),
    port: 0,
    databaseUrl: `file:${join(dir, 'app.db')}`,
    mediaDir: join(dir, 'media'),
    distDir: join(dir, 'dist'),
    // The client's components as the build's renderer (dist-ssr/) draws them.
    renderPage,
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('createPanelcraftClient', () => {
  it('registers, signs in, reads me and logs out over HTTP', async () => {
    const anonymous = createPanelcraftClient({ url: server.url });
    const created = await anonymous.auth.register.mutate({
      username: 'scripter',
      email: 'scripter@example.com',
      password: 'Script-1x',
    });
    expect(created.user.username).toBe('scripter');

    const { token } = await anonymous.auth.login.mutate({ email: 'scripter@example.com', password: 'Script-1x' });
    const api = createPanelcraftClient({ url: server.url, token });
    const me = await api.auth.me.query();
    expect(me.user.email).toBe('scripter@example.com');
    await api.auth.logout.mutate();

    const error = await api.auth.me.query().catch((e: unknown) => e);
    expect(isPanelcraftError(error) && error.data?.code).toBe('UNAUTHORIZED');
  });

  it('serves health and WAL mode on the file database', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toEqual({ ok: true });
    const { createClient } = await import('@libsql/client');
    const client = createClient({ url: `file:${join(dir, 'app.db')}` });
    const mode = await client.execute('PRAGMA journal_mode');
    expect(String(mode.rows[0]![0])).toBe('wal');
    client.close();
  });

  it('serves the built client with SPA fallback, Page Not Found, and cached hashed assets', async () => {
    // An app route the server does not draw gets the built page as it is: the browser starts the app in it.
    const page = await fetch(`${server.url}/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root"></div>');
    // An address no page has is the app's Page Not Found drawn on the server, answered 404, for the browser to hydrate.
    for (const path of ['/no/such/page', '/story/abc/read']) {
      const missing = await fetch(`${server.url}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type')).toContain('text/html');
      const html = await missing.text();
      expect(html, path).toContain('<div id="root" data-rendered="">');
      expect(html, path).toContain('>Page Not Found</h1>');
    }
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const escape = await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await escape.text()).not.toContain('root:');
  });
});
