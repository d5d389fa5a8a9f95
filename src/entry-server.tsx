// The server's renderer: the app's own components for a page's first paint, with the route's loader data, in the
// visitor's language. Built by Vite into dist-ssr/entry-server.js (vite.config.ts); the hosts hand `render` to the app.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCClient } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import type { AppRouter } from '../worker/trpc/router';
import { AppTree } from './app-tree';
import { AuthStore } from './lib/auth';
import { activateLocale, areasForPath, i18n } from './lib/i18n';
import { createQueryClient, createTrpcProxy, type TrpcProxy } from './lib/trpc';
import { createAppRouter } from './router';
import { DEFAULT_LOCALE, isUiLocale } from './shared/locales';
import type { PageRedirect, PageRender, PageRenderRequest } from './shared/page-render';
import type { PageApi } from '../worker/web/page-api';
import { describeError } from './lib/errors';
import type { ProfileData, StoryDetail } from './lib/story-types';

/** The pages drawn from the components so far (and Page Not Found); the others keep the host's own first screen. */
const RENDERED_PATHS = [/^\/$/, /^\/(login|register)\/?$/, /^\/user\/[^/]+\/?$/, /^\/story\/[^/]+\/read\/?$/];

/** What the page loaded that its head is made of (link-preview tags, the reader's text font), read by the server. */
export interface PageData {
  story?: StoryDetail;
  profile?: ProfileData;
}

export async function render(request: PageRenderRequest<PageApi>): Promise<PageRender<PageData> | PageRedirect | null> {
  const url = new URL(request.url);
  const locale = isUiLocale(request.locale) ? request.locale : DEFAULT_LOCALE;
  const queryClient = createQueryClient();
  // The page's own API calls, as the visitor (their session), answered by the app's procedures in this process.
  const trpcClient = createTRPCClient<AppRouter>({ links: [request.api] });
  const trpc = createTrpcProxy(queryClient, trpcClient);
  const auth = new AuthStore({ client: trpcClient, maySignIn: request.signedIn });
  const router = createAppRouter(
    { queryClient, trpc, trpcClient, auth },
    createMemoryHistory({ initialEntries: [url.pathname + url.search] }),
  );
  // An address no route has is drawn too: the app's own Page Not Found, answered 404.
  const [, , route] = router.getMatchedRoutes(url.pathname);
  if (route && !RENDERED_PATHS.some((path) => path.test(url.pathname))) return null;
  await activateLocale(locale, areasForPath(url.pathname));
  await router.load();
  // An address the route's search rules rewrite (a `?redirect=` to another site dropped, say): the browser is sent to the
  // address the app would show, rather than drawn a page for the one it asked.
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const location = result.redirect.headers.get('Location') ?? result.redirect.options.href;
    if (location) return { redirect: new URL(location, url).pathname + new URL(location, url).search };
  }
  // One Lingui instance serves every request of this process: the language is set again right before the synchronous
  // render, so another page's language chosen while this one's data loaded does not leak into it.
  i18n.activate(locale);
  // Page Not Found, or a page whose own data the server answered 404 (an unknown author, a story the visitor may not read).
  const queries = queryClient.getQueryCache().getAll();
  const notFound =
    !route ||
    router.state.matches.some((match) => match.status === 'notFound') ||
    queries.some((query) => query.state.status === 'error' && describeError(query.state.error, '').status === 404);
  const html = renderToString(
    <AppTree queryClient={queryClient} trpcClient={trpcClient} auth={auth} router={router} />,
  );
  return {
    html,
    state: JSON.stringify(dehydrate(queryClient)),
    status: notFound ? 404 : 200,
    data: pageData(router.state.matches.at(-1)?.params ?? {}, queryClient, trpc),
  };
}

/** The story or author profile the page's route loaded (the reader's `stories.byId`, the profile's `users.profile`). */
function pageData(params: Record<string, string>, queryClient: QueryClient, trpc: TrpcProxy): PageData {
  const { storyId, username } = params;
  const story = storyId ? queryClient.getQueryData(trpc.stories.byId.queryKey({ id: storyId }))?.data : undefined;
  const profile = username ? queryClient.getQueryData(trpc.users.profile.queryKey({ username }))?.data : undefined;
  return { ...(story && { story }), ...(profile && { profile }) };
}
