// /api/docs: the interactive API reference (Swagger UI, from the swagger-ui-dist package pinned in package.json),
// copied into the client's assets by the build, so the page loads nothing from another origin and works offline.
import { escapeHtml } from './html';

/** The pinned package version: the build refuses another one, and names the asset after it (cached for good). */
export const API_REFERENCE_VERSION = '5.35.0';
export const API_REFERENCE_SCRIPT = `/assets/api-reference-${API_REFERENCE_VERSION}.js`;
export const API_REFERENCE_STYLES = `/assets/api-reference-${API_REFERENCE_VERSION}.css`;

/**
 * Appended to the package's bundle (the page's policy allows no inline script): the reference over the app's own
 * document, with the online validator badge off (it would load from another origin).
 */
export const API_REFERENCE_START = `
SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', validatorUrl: null, deepLinking: true, tryItOutEnabled: false });
`;

/**
 * The app's icon, as index.html gives it to every other page: without one the browser asks for /favicon.ico, a 404
 * that Lighthouse counts as a console error.
 */
export const APP_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect x='4' y='6' width='56' height='44' rx='6' fill='%23ffd23f' stroke='%231b1530' stroke-width='5'/%3E%3Cpath d='M18 50 L14 60 L30 50' fill='%23ffd23f' stroke='%231b1530' stroke-width='5' stroke-linejoin='round'/%3E%3Cpath d='M18 22 H46 M18 34 H38' stroke='%231b1530' stroke-width='5' stroke-linecap='round'/%3E%3C/svg%3E";

export function apiReferencePage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" type="image/svg+xml" href="${APP_ICON}" />
    <link rel="stylesheet" href="${API_REFERENCE_STYLES}" />
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="${API_REFERENCE_SCRIPT}"></script>
  </body>
</html>`;
}
