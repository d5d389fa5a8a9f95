// The Worker's binding types (worker-configuration.d.ts) are what `wrangler types` makes of wrangler.toml today.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const wrangler = (args: string[]) =>
  spawnSync('npx', ['wrangler', 'types', '--include-runtime=false', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
  });

describe('worker bindings', () => {
  it('worker-configuration.d.ts matches wrangler.toml (after changing a binding: npx wrangler types --include-runtime=false)', () => {
    const result = wrangler(['--check']);
    expect(result.stdout + result.stderr).toContain('up to date');
    expect(result.status).toBe(0);
  }, 60_000);
});
