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

export function apiReferencePage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="${API_REFERENCE_STYLES}" />
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="${API_REFERENCE_SCRIPT}"></script>
  </body>
</html>`;
}
