// Client build: file-based routes, React, Tailwind. In development the API runs on the Node host (npm run serve).
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [
    // The router plugin must come before react so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
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
