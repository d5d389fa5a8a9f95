// What the server's page renderer (src/entry-server.tsx, built into dist-ssr/) is asked and answers: the hosts hand it
// to the app (worker/deps.ts), which puts its markup into index.html's #root and the data it loaded beside it.
// It stands on its own: the procedures' link is a type parameter, named by the server (worker/web/page-api.ts).

export interface PageRenderRequest<Api = unknown> {
  /** The page's whole address. */
  url: string;
  /** The interface language the page is drawn in (the account's, the `lang` cookie's, else Accept-Language's). */
  locale: string;
  /** The request carried a session cookie (the browser's auth store starts loading the session then, and so does the server's). */
  signedIn: boolean;
  /** The procedures as the visitor calls them (their session), answered in the same process. */
  api: Api;
}

export interface PageRender<Data = unknown> {
  /** The markup of #root, which the browser hydrates. */
  html: string;
  /** The loaded queries (React Query's dehydrated state) as JSON, handed to the browser so it asks for none again. */
  state: string;
  /** 404 when the page found nothing to show (Page Not Found), else 200. */
  status: number;
  /** What the page loaded that the server makes its head of (link-preview tags), so it reads nothing twice. */
  data?: Data;
}

/** The address the page is answered at instead (same site: its path and query). */
export interface PageRedirect {
  redirect: string;
}

export type RenderPage<Api = unknown, Data = unknown> = (
  request: PageRenderRequest<Api>,
) => Promise<PageRender<Data> | PageRedirect | null>;

/** Marks a #root whose markup the server rendered from the app's components (the browser hydrates it). */
export const RENDERED_ATTRIBUTE = 'data-rendered';
/** The id of the <script type="application/json"> holding the rendered page's loaded queries. */
export const PAGE_STATE_ID = 'page-state';

/** The state's JSON as the text of a <script> element: nothing in it can close the element or open a comment. */
export const scriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
