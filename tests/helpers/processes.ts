// Background processes for tests: started in their own process group so the whole tree (npx, esbuild, workerd) stops together.
import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Background {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export function startBackground(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Background {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  return { child, output: () => log, stop };
}

/** Polls a URL until it answers 200, or fails with the process output. */
export async function waitForOk(url: string, background: Background, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (background.child.exitCode !== null) throw new Error(`process exited early:\n${background.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timed out waiting for ${url}:\n${background.output()}`);
}

/**
 * Builds the client when dist/ is missing or its copy of the painter's vocabulary is not the source's (the Worker reads
 * the emoji index from the built assets, so a build from before the index changed would fail its offline pictures).
 */
export function ensureClientBuilt(root: string): void {
  const builtIndex = `${root}/dist/fonts/data/emoji-index.json`;
  const current =
    existsSync(`${root}/dist/index.html`) &&
    // The same build makes the server's page renderer, which the Worker bundles.
    existsSync(`${root}/dist-ssr/entry-server.js`) &&
    existsSync(builtIndex) &&
    readFileSync(builtIndex).equals(readFileSync(`${root}/packages/offline-ai/src/data/emoji-index.json`));
  if (!current)
    execFileSync(process.execPath, [`${root}/node_modules/vite/bin/vite.js`, 'build'], { cwd: root, stdio: 'inherit' });
}
