// The client's pages: the host's assets (index.html for client routes), with the page's head and first screen patched
// in — by HTMLRewriter where the runtime has it (Workers), by a string rewrite otherwise (Node).
import type { Context as HonoContext } from 'hono';
import type { Database } from '../../db/client';
import { sql } from 'drizzle-orm';
import {
  LANG_COOKIE,
  PSEUDO_LOCALE,
  cookieLocale,
  isLocale,
  localeDir,
  requestLocale,
  type Locale,
  type UiLocale,
} from '../../src/shared/locales';
import { sessionIdFromToken } from '../data/sessions';
import { htmlAttributes, patchHtml, type DocumentLanguage, type DocumentPatch } from './html';
import { renderedHead, storyWords, type PageContext, type RenderedData } from './pages';
import { interfaceWords, markupText, measuredText, pageFaceTags, type WordArea } from './page-faces';
import { PAGE_STATE_ID, RENDERED_ATTRIBUTE, scriptJson, type PageRender } from '../../src/shared/page-render';
import type { PageApi, PageRenderer } from './page-api';
import { siteOrigin } from './seo';

interface HtmlRewriterLike {
  on(selector: string, handlers: { element(element: RewriterElement): void }): HtmlRewriterLike;
  transform(response: Response): Response;
}
interface RewriterElement {
  setInnerContent(content: string, options?: { html: boolean }): void;
  setAttribute(name: string, value: string): void;
  append(content: string, options?: { html: boolean }): void;
}

function rewrite(
  response: Response,
  patch: DocumentPatch | null,
  language: DocumentLanguage,
  signedIn: boolean,
): Response | Promise<Response> {
  const Rewriter = (globalThis as { HTMLRewriter?: new () => HtmlRewriterLike }).HTMLRewriter;
  if (Rewriter) {
    const rewriter = new Rewriter().on('html', {
      element: (el) =>
        Object.entries(htmlAttributes(language, signedIn)).forEach(([name, value]) => el.setAttribute(name, value)),
    });
    if (!patch) return rewriter.transform(response);
    return rewriter
      .on('title', { element: (el) => el.setInnerContent(patch.title) })
      .on('meta[name="description"]', { element: (el) => el.setAttribute('content', patch.description) })
      .on('head', { element: (el) => el.append(patch.head, { html: true }) })
      .on('div#root', {
        element: (el) => {
          el.setInnerContent(patch.root, { html: true });
          el.setAttribute(RENDERED_ATTRIBUTE, '');
        },
      })
      .transform(response);
  }
  return response.text().then((html) => new Response(patchHtml(html, patch, language, signedIn), response));
}

/** The catalogue areas a page draws words from beside the common one: the reader's on the reader and author profiles. */
const wordAreas = (path: string): WordArea[] =>
  /^\/(story\/[^/]+\/read|user\/[^/]+)\/?$/.test(path)
    ? ['reader']
    : /^\/(login|register)\/?$/.test(path)
      ? ['account']
      : [];

/** The session token the browser sends with a page request (the `token` cookie), if any. */
function sessionCookie(cookie: string): string | null {
  const value = /(?:^|;\s*)token=([^;]+)/.exec(cookie)?.[1];
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The interface language saved on the account of a live session, or null (none saved, or no such session). */
async function accountLocale(db: Database, token: string): Promise<Locale | null> {
  const [row] = await db.all<{
    locale: string | null;
  }>(sql`select u.locale as locale from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionIdFromToken(token)} and s.expires_at > ${Date.now()} and u.is_active = 1`);
  return isLocale(row?.locale) ? row.locale : null;
}

/**
 * The page drawn from the client's components, or null: a page the app draws in the browser (the editor, the
 * dashboard), or a render that failed, when the built page is kept as it is and the browser starts the app in it.
 */
async function renderedPage(
  options: { renderPage: PageRenderer; api: (c: HonoContext) => PageApi },
  c: HonoContext,
  page: { url: string; locale: string; signedIn: boolean },
) {
  try {
    return await options.renderPage({ ...page, api: options.api(c) });
  } catch (error) {
    console.error('page render failed', page.url, error);
    return null;
  }
}

/** The rendered page and its head: what the page's loaders read (no read of its own), and the faces of its words. */
function renderedPatch(rendered: PageRender<RenderedData>, ctx: PageContext & { locale: UiLocale }): DocumentPatch {
  const page = renderedHead(ctx, rendered);
  // The faces of the words the page shows (preloaded in its language), of those it may show once the app runs, and of
  // those its first layout measures.
  const later = [
    interfaceWords(ctx.locale, wordAreas(ctx.url.pathname)),
    rendered.data?.story ? storyWords(rendered.data.story) : '',
  ].join(' ');
  return {
    ...page,
    // The queries the page's loaders made, read by the browser before it hydrates (a script the browser does not run).
    head:
      `${page.head}<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(rendered.state)}</script>` +
      pageFaceTags({ shown: markupText(rendered.html), later, measured: measuredText(rendered.html) }, ctx.locale),
    root: rendered.html,
    status: rendered.status === 404 ? 404 : page.status,
  };
}

export function clientPages(options: {
  db: Database;
  publicUrl?: string;
  pseudoLocale?: boolean;
  assets?: (request: Request) => Promise<Response> | Response;
  /** The client's components rendered on the server (see AppDeps.renderPage): every host that serves pages has it. */
  renderPage?: PageRenderer;
  /** The procedures as the page request's visitor calls them, in this process (the rendered page's loaders). */
  api: (c: HonoContext) => PageApi;
}) {
  const { assets, renderPage, api } = options;
  return async (c: HonoContext): Promise<Response> => {
    if (!assets) return c.text('Not found', 404);
    const response = await assets(c.req.raw);
    const isPage =
      c.req.method === 'GET' &&
      response.status === 200 &&
      (response.headers.get('Content-Type') ?? '').startsWith('text/html');
    if (!isPage) return response;
    // Every page is drawn from the components: a host without the renderer says so rather than serve a page half made.
    if (!renderPage) return c.text('The page renderer is not built: run `npm run build` (it makes dist-ssr/).', 503);
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie') ?? '';
    const token = sessionCookie(cookie);
    const signedIn = token !== null;
    // A signed-in reader's saved language wins (the app switches to it too): a second device paints in it from the
    // first byte instead of in its browser's language and then flipping. The pseudo-locale, a test's choice, stays.
    const chosen = requestLocale({ cookie, acceptLanguage: c.req.header('accept-language') }, options.pseudoLocale);
    const saved = chosen !== PSEUDO_LOCALE && token ? await accountLocale(options.db, token) : null;
    const locale = saved ?? chosen;
    const origin = siteOrigin(options.publicUrl, c.req.url);
    const rendered = await renderedPage({ renderPage, api }, c, { url: url.href, locale, signedIn });
    if (rendered && 'redirect' in rendered) return c.redirect(rendered.redirect, 302);
    // A page the app draws in the browser (no render) keeps the built page as it is, in the visitor's language.
    const patch = rendered && renderedPatch(rendered, { url, origin, signedIn, locale });
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    headers.delete('ETag');
    // The page now depends on the data: revalidate on every visit (the hashed assets it names are cached for a year).
    headers.set('Cache-Control', 'no-cache');
    // And on the language, chosen by the `lang` cookie or Accept-Language: a cache must keep each language's page apart.
    headers.set('Vary', 'Cookie, Accept-Language');
    // The app starts in the `lang` cookie's language: it is made the account's, so the app starts where the page is.
    if (saved && cookieLocale(cookie) !== saved) {
      headers.append(
        'Set-Cookie',
        `${LANG_COOKIE}=${encodeURIComponent(saved)}; Max-Age=${365 * 24 * 60 * 60}; Path=/; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`,
      );
    }
    return rewrite(
      new Response(response.body, { status: patch?.status ?? 200, headers }),
      patch,
      { lang: locale, dir: localeDir(locale) },
      signedIn,
    );
  };
}
