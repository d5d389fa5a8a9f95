// Builds @panelcraft/client: dist/index.js (esbuild, the tRPC client left as a dependency) and dist/index.d.ts (the
// router's types bundled into one file by dts-bundle-generator), so a script needs no app sources.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
mkdirSync(join(here, 'dist'), { recursive: true });

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
    '--project', join(here, 'tsconfig.build.json'),
    '--out-file', join(here, 'dist/index.d.ts'),
    '--no-banner',
    '--no-check',
    '--export-referenced-types', 'false',
    join(here, 'src/index.ts'),
  ],
  { stdio: 'inherit' },
);

// The server's database client appears only inside the server context's type, which scripts never see: opaque here,
// so installing the client pulls in no database driver.
const types = join(here, 'dist/index.d.ts');
const text = readFileSync(types, 'utf8').replace(
  /^import \{ ([^}]+) \} from '@libsql\/client';$/m,
  (_, names) => names.split(',').map((name) => `type ${name.trim()} = unknown;`).join('\n'),
);
writeFileSync(types, text);
