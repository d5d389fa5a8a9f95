// The client's pages: the host's assets (index.html for client routes), with the page's head and first screen patched
// in — by HTMLRewriter where the runtime has it (Workers), by a string rewrite otherwise (Node).
import type { Context as HonoContext } from 'hono';
import type { Database } from '../../db/client';
import { localeDir, requestLocale } from '../../src/shared/locales';
import { UI_FONTS_ATTRIBUTE, htmlAttributes, keptFonts, patchHtml, type DocumentLanguage, type DocumentPatch } from './html';
import { pagePatch } from './pages';
import { siteOrigin } from './seo';

interface HtmlRewriterLike {
  on(selector: string, handlers: { element(element: RewriterElement): void }): HtmlRewriterLike;
  transform(response: Response): Response;
}
interface RewriterElement {
  setInnerContent(content: string, options?: { html: boolean }): void;
  setAttribute(name: string, value: string): void;
  append(content: string, options?: { html: boolean }): void;
  getAttribute(name: string): string | null;
  remove(): void;
}

function rewrite(response: Response, patch: DocumentPatch | null, language: DocumentLanguage): Response | Promise<Response> {
  const Rewriter = (globalThis as { HTMLRewriter?: new () => HtmlRewriterLike }).HTMLRewriter;
  if (Rewriter) {
    const kept = keptFonts(patch, language);
    const rewriter = new Rewriter()
      .on('html', { element: (el) => Object.entries(htmlAttributes(language)).forEach(([name, value]) => el.setAttribute(name, value)) })
      .on(`[${UI_FONTS_ATTRIBUTE}]`, { element: (el) => void (el.getAttribute(UI_FONTS_ATTRIBUTE) === kept || el.remove()) });
    if (!patch) return rewriter.transform(response);
    return rewriter
      .on('title', { element: (el) => el.setInnerContent(patch.title) })
      .on('meta[name="description"]', { element: (el) => el.setAttribute('content', patch.description) })
      .on('head', { element: (el) => el.append(patch.head, { html: true }) })
      .on('div#root', { element: (el) => el.setInnerContent(patch.root, { html: true }) })
      .transform(response);
  }
  return response.text().then((html) => new Response(patchHtml(html, patch, language), response));
}

export function clientPages(options: {
  db: Database;
  publicUrl?: string;
  pseudoLocale?: boolean;
  assets?: (request: Request) => Promise<Response> | Response;
}) {
  return async (c: HonoContext): Promise<Response> => {
    if (!options.assets) return c.text('Not found', 404);
    const response = await options.assets(c.req.raw);
    const isPage = c.req.method === 'GET' && response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith('text/html');
    if (!isPage) return response;
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie') ?? '';
    const signedIn = /(?:^|;\s*)token=[^;]/.test(cookie);
    const locale = requestLocale({ cookie, acceptLanguage: c.req.header('accept-language') }, options.pseudoLocale);
    const patch = await pagePatch({ db: options.db, url, origin: siteOrigin(options.publicUrl, c.req.url), signedIn, locale });
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    headers.delete('ETag');
    // The page now depends on the data: revalidate on every visit (the hashed assets it names are cached for a year).
    headers.set('Cache-Control', 'no-cache');
    // And on the language, chosen by the `lang` cookie or Accept-Language: a cache must keep each language's page apart.
    headers.set('Vary', 'Cookie, Accept-Language');
    return rewrite(new Response(response.body, { status: patch?.status ?? 200, headers }), patch, { lang: locale, dir: localeDir(locale) });
  };
}
