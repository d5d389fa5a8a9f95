// The page renderer `vite build` makes of src/entry-server.tsx (dist-ssr/entry-server.js), imported by the hosts as
// `#page-renderer` (package.json's imports): its type, so the hosts type-check before the build and without src/.
import type { PageRenderer } from './page-api';

export declare const render: PageRenderer;
