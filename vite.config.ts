// Client build: file-based routes, React, Tailwind. In development the API runs on the Node host (npm run serve).
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createReadStream } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress';
import { NOTO, allFontPaths } from './src/shared/script-fonts';
import { declarablePieces } from './worker/web/page-faces';
import {
  API_REFERENCE_SCRIPT,
  API_REFERENCE_START,
  API_REFERENCE_STYLES,
  API_REFERENCE_VERSION,
} from './worker/web/api-reference';

const API = 'http://127.0.0.1:8787';

/**
 * The Noto pieces the PDF export and the share card embed, at fixed paths under /fonts/ (WOFF 1, which both can read),
 * and those a rendered page declares for its words (WOFF 2, worker/web/page-faces.ts), copied from
 * node_modules/@fontsource in the build and served from there in development.
 */
function shippedFonts(): Plugin {
  const source = (path: string) => new URL(`./node_modules/@fontsource/${path}`, import.meta.url);
  return {
    name: 'panelcraft-fonts',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      for (const path of [...allFontPaths(), ...declarablePieces(Object.values(NOTO))])
        this.emitFile({ type: 'asset', fileName: `fonts/${path}`, source: await readFile(source(path)) });
      // The sources the server cuts each page's text font from (worker/web/text-fonts.ts), read through the assets.
      const text = new URL('./worker/web/text-font-sources/', import.meta.url);
      for (const name of await readdir(text))
        if (name.endsWith('.ttf'))
          this.emitFile({ type: 'asset', fileName: `fonts/text/${name}`, source: await readFile(new URL(name, text)) });
      // The share card's colour emoji (Twemoji, CC-BY 4.0), read by the server from its assets.
      const emoji = new URL('./node_modules/@twemoji/svg/', import.meta.url);
      for (const name of await readdir(emoji))
        if (name.endsWith('.svg'))
          this.emitFile({
            type: 'asset',
            fileName: `fonts/twemoji/${name}`,
            source: await readFile(new URL(name, emoji)),
          });
      // The offline painter's vocabulary, which the Worker reads from its assets instead of carrying it in its upload.
      this.emitFile({
        type: 'asset',
        fileName: 'fonts/data/emoji-index.json',
        source: await readFile(new URL('./packages/offline-ai/src/data/emoji-index.json', import.meta.url)),
      });
    },
    configureServer(server) {
      const known = new Set([...allFontPaths(), ...declarablePieces(Object.values(NOTO))]);
      server.middlewares.use('/fonts/', (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').replace(/^\//, '').split('?')[0]!);
        if (!known.has(path)) return next();
        res.setHeader('Content-Type', path.endsWith('.woff2') ? 'font/woff2' : 'font/woff');
        createReadStream(source(path)).pipe(res);
      });
    },
  };
}

/**
 * The API reference of /api/docs (worker/web/api-reference.ts): the pinned swagger-ui-dist bundle with its start call,
 * and its stylesheet, under /assets/ at names carrying the version. Their source-map comments go: the maps are not shipped.
 */
function apiReference(): Plugin {
  const source = (file: string) => new URL(`./node_modules/swagger-ui-dist/${file}`, import.meta.url);
  const withoutMap = (text: string) => text.replace(/\n?\/[/*]# sourceMappingURL=\S+\s*(\*\/)?\s*$/, '\n');
  return {
    name: 'panelcraft-api-reference',
    applyToEnvironment: (environment) => environment.name === 'client',
    apply: 'build',
    async generateBundle() {
      const { version } = JSON.parse(await readFile(source('package.json'), 'utf8')) as { version: string };
      if (version !== API_REFERENCE_VERSION)
        throw new Error(`swagger-ui-dist ${version} is installed; /api/docs expects ${API_REFERENCE_VERSION}`);
      const script = withoutMap(await readFile(source('swagger-ui-bundle.js'), 'utf8')) + API_REFERENCE_START;
      this.emitFile({ type: 'asset', fileName: API_REFERENCE_SCRIPT.slice(1), source: script });
      this.emitFile({
        type: 'asset',
        fileName: API_REFERENCE_STYLES.slice(1),
        source: withoutMap(await readFile(source('swagger-ui.css'), 'utf8')),
      });
    },
  };
}

/**
 * The server's renderer draws sign-in, sign-up, home, the reader and profiles: the code it can never reach there (the
 * editor's pages and canvas, the exports, sounds, the script fonts' stylesheets, all loaded on demand in the browser)
 * is a stub in its build, so the Worker does not carry pdf-lib, fontkit and Konva for nothing.
 */
const SERVER_STUBS = [
  /(story\.\$storyId\.index|story\.\$storyId\.scene\.\$sceneNumber|_auth[\\/]dashboard)\.tsx\?tsr-split/,
  /\/(lib\/export\/story-export|konva\/bubble-stage|sound-effects)$/,
  /^\.\.\/(story-modals|onboarding)$/,
  /^@fontsource\/|^@infolektuell\//,
];

function serverStubs(): Plugin {
  const STUB = '\0server-stub';
  return {
    name: 'panelcraft-server-stubs',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId: (source) => (SERVER_STUBS.some((pattern) => pattern.test(source)) ? STUB : null),
    load: (id) =>
      id === STUB
        ? 'export default {}; export const component = () => { throw new Error("not drawn on the server"); };'
        : null,
  };
}

/**
 * The renderer reads the catalogues the host loaded for itself (src/shared/i18n/server-catalogues.ts, package.json's
 * `#server-catalogues`) instead of bundling the browser's lazy chunks of them: the Worker carries each catalogue once.
 */
function serverCatalogues(): Plugin {
  return {
    name: 'panelcraft-server-catalogues',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId: (source) =>
      /\/shared\/i18n\/compiled\/index(\.ts)?$/.test(source) ? { id: '#server-catalogues', external: true } : null,
  };
}

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/**
 * The code every page loads before its route's own, in four files instead of about forty: what the entry (src/main.tsx)
 * imports, React, what the app (src/app.tsx) imports, and the app module. Left to itself the bundler cut these modules
 * into many small chunks shared with the lazy routes: each one more request, and each compressed alone (the reader's 63
 * files gzipped to 187 KB, the same code in one file to 169 KB). Lazy routes and catalogues keep their own chunks, and
 * no page loads a module it did not load before.
 */
function firstScreenChunks() {
  const path = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const entry = path('./src/main.tsx');
  let groups: { boot: Set<string>; app: Set<string> } | undefined;
  const staticImports = (root: string, graph: ModuleGraph) => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const groupOf = (id: string, graph: ModuleGraph): string | null => {
    if (!groups) {
      const boot = staticImports(entry, graph);
      boot.delete(entry);
      const app = path('./src/app.tsx');
      // The app module itself stays the chunk src/main.tsx imports: were it in the shared chunk, an early import of any
      // module there would start the app.
      groups = { boot, app: staticImports(app, graph) };
      groups.app.delete(app);
    }
    if (id.endsWith('.css')) return null;
    // What the entry needs before the app's code (the catalogue loader): it runs while the first screen paints.
    if (groups.boot.has(id)) return 'boot';
    // React's DOM renderer is loaded on its own before the app (src/main.tsx).
    if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
    return groups.app.has(id) ? 'first-screen' : null;
  };
  return ['boot', 'react', 'first-screen'].map((name, index) => ({
    name: (id: string, graph: ModuleGraph) => (groupOf(id, graph) === name ? name : null),
    debugName: name,
    priority: 3 - index,
  }));
}

/** Brotli and gzip copies of the hashed text files once the bundle is written, for the Node host (scripts/precompress.ts). */
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'panelcraft-precompressed',
    apply: 'build',
    // The browser's files only: the server's renderer is imported, never served.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}

export default defineConfig({
  plugins: [
    // First: it answers for modules the router's plugin would otherwise resolve.
    serverStubs(),
    serverCatalogues(),
    // The router plugin must come before react so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    shippedFonts(),
    apiReference(),
    precompressed(),
  ],
  // `vite build` builds both: the browser's files into dist/ and the server's page renderer into dist-ssr/.
  builder: {},
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: firstScreenChunks() } } },
      },
    },
    // The app's components as the server renders a page's first paint (src/entry-server.tsx): one module the hosts
    // import and hand to the app (worker/entry.node.ts, worker/entry.worker.ts), so worker/ imports none of src/.
    // Its packages stay imports, resolved by each host (Node, or wrangler's bundle for workerd).
    ssr: {
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // No <link rel=modulepreload> in index.html: on a phone's link they took the bandwidth the stylesheet and fonts
      // need for the server-drawn first screen (first paint 3.3 s → 1.0 s in Lighthouse's mobile run). The entry still
      // loads its imports at once; dynamic imports (the app, lazy routes) preload their own dependencies, a handful of
      // files now that the first screen's code is three chunks (firstScreenChunks).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
    },
  },
  server: {
    proxy: {
      '/api': API,
      '/trpc': API,
      '/media': API,
    },
  },
});
