// Client build: file-based routes, React, Tailwind. In development the API runs on the Node host (npm run serve).
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createReadStream } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import { catalogues } from './src/i18n/vite-plugin';
import { firstPaintFontTags } from './src/shared/first-paint-fonts';
import { allFontPaths } from './src/shared/script-fonts';

const API = 'http://127.0.0.1:8787';

/**
 * The Noto pieces the PDF export and the share card embed, at fixed paths under /fonts/ (WOFF 1, which both can read),
 * copied from node_modules/@fontsource in the build and served from there in development.
 */
function shippedFonts(): Plugin {
  const source = (path: string) => new URL(`./node_modules/@fontsource/${path}`, import.meta.url);
  return {
    name: 'panelcraft-fonts',
    async generateBundle() {
      for (const path of allFontPaths()) this.emitFile({ type: 'asset', fileName: `fonts/${path}`, source: await readFile(source(path)) });
      // The share card's colour emoji (Twemoji, CC-BY 4.0), read by the server from its assets.
      const emoji = new URL('./node_modules/@twemoji/svg/', import.meta.url);
      for (const name of await readdir(emoji)) if (name.endsWith('.svg')) this.emitFile({ type: 'asset', fileName: `fonts/twemoji/${name}`, source: await readFile(new URL(name, emoji)) });
    },
    configureServer(server) {
      const known = new Set(allFontPaths());
      server.middlewares.use('/fonts/', (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').replace(/^\//, '').split('?')[0]!);
        if (!known.has(path)) return next();
        res.setHeader('Content-Type', 'font/woff');
        createReadStream(source(path)).pipe(res);
      });
    },
  };
}

/**
 * The Noto pieces each language's first paint needs (src/shared/first-paint-fonts.ts), declared and preloaded in
 * index.html at their built (hashed) addresses, the same ones the faces' stylesheets name, so nothing is fetched twice.
 * Every tag is marked with its language and page; the server keeps only the page's own (none in English).
 */
function firstPaintFonts(): Plugin {
  return {
    name: 'panelcraft-first-paint-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const built = new Map<string, string>();
        for (const file of Object.values(bundle ?? {})) {
          if (file.type !== 'asset') continue;
          for (const name of file.originalFileNames ?? []) if (name.endsWith('.woff2')) built.set(name.split('/').pop()!, `/${file.fileName}`);
        }
        const tags = firstPaintFontTags((file) => {
          const url = built.get(file);
          if (!url) throw new Error(`First-paint font ${file} is not in the build`);
          return url;
        });
        // Right after the comic fonts' preloads, ahead of the scripts and the stylesheet: requested first.
        const comic = [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].at(-1);
        if (!comic) return html.replace('</head>', `${tags}\n</head>`);
        const at = comic.index! + comic[0].length;
        return `${html.slice(0, at)}\n${tags}${html.slice(at)}`;
      },
    },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must come before react so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    catalogues(),
    react(),
    tailwindcss(),
    shippedFonts(),
    firstPaintFonts(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // No <link rel=modulepreload> in index.html: on a phone's link they took the bandwidth the stylesheet and fonts
      // need for the server-drawn first screen (first paint 3.3 s → 1.0 s in Lighthouse's mobile run). The entry still
      // loads its imports at once; lazy routes keep preloading their own dependencies.
      // The entry's one dynamic import, the app (src/main.tsx), loads its imports as a static entry would: asking for
      // them through 36 <link> elements cost a phone's main thread about 70 ms.
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)app-[\w-]+\.js$/.test(file) ? [] : deps),
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
