// The document patch both hosts apply to the client's index.html, and its plain-string form (Node; tests).
import { SIGNED_IN_ATTRIBUTE } from '../../src/shared/limits';
import { RENDERED_ATTRIBUTE } from '../../src/shared/page-render';

export interface DocumentPatch {
  /** The whole <title> text. */
  title: string;
  /** The meta description's content. */
  description: string;
  /** Extra tags appended to <head> (preloads, Open Graph, canonical). Already escaped HTML. */
  head: string;
  /** The app's own components rendered on the server, put inside the empty <div id="root">, marked for the browser to hydrate. */
  root: string;
  /** The answer's status: 404 for a path the client has no page for, or a story a visitor may not read. */
  status?: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The page's language: `<html lang dir data-locale>` (data-locale tells the client which language the server drew). */
export interface DocumentLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

export const htmlAttributes = ({ lang, dir }: DocumentLanguage, signedIn = false): Record<string, string> => ({
  lang,
  dir,
  'data-locale': lang,
  // The session cookie is HttpOnly: this says only that the request carried one, so the client asks who is signed in.
  ...(signedIn ? { [SIGNED_IN_ATTRIBUTE]: '' } : {}),
});

/** Applies a patch to index.html as a string: the Node host's rewrite (the Worker uses HTMLRewriter, see serve.ts). */
export function patchHtml(
  html: string,
  patch: DocumentPatch | null,
  language?: DocumentLanguage,
  signedIn = false,
): string {
  if (language) {
    const attributes = Object.entries(htmlAttributes(language, signedIn))
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    html = html.replace(/<html[^>]*>/, `<html ${attributes}>`);
  }
  if (!patch) return html;
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(patch.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escapeHtml(patch.description)}${close}`,
    )
    .replace('</head>', () => `${patch.head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root" ${RENDERED_ATTRIBUTE}="">${patch.root}</div>`);
}
