// Builds @panelcraft/client: src/api.generated.ts (every procedure's input and output as plain types, read from the
// server's procedures by scripts/api-types.ts), dist/index.js (esbuild, the tRPC client left as a dependency) and
// dist/index.d.ts (bundled into one file by dts-bundle-generator), so a script needs no app sources.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
mkdirSync(join(here, 'dist'), { recursive: true });

execFileSync(process.execPath, ['--import', 'tsx', join(here, '../../scripts/api-types.ts'), '--client'], {
  cwd: join(here, '../..'),
  stdio: 'inherit',
});

await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'dist/index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['@trpc/client', '@trpc/server'],
  logLevel: 'warning',
});

execFileSync(
  process.execPath,
  [
    require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js'),
    '--project',
    join(here, 'tsconfig.build.json'),
    '--out-file',
    join(here, 'dist/index.d.ts'),
    '--no-banner',
    '--no-check',
    '--export-referenced-types',
    'false',
    join(here, 'src/index.ts'),
  ],
  { stdio: 'inherit' },
);
