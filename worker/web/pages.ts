// The server-rendered head and first screen of a page: title, description, the largest picture's preload, Open Graph
// tags for link previews, and static markup the client replaces on start (both hosts; see app.ts's page fallback).
import { sql } from 'drizzle-orm';
import { runBatch, type Database } from '../../db/client';
import { AUTH_PROMO, AUTH_SCREENS } from '../../src/shared/auth-screens';
import { PRODUCT_NAME } from '../../src/shared/limits';
import { PANEL_SIZES, pictureSrcSet } from '../../src/shared/picture-variants';
import { truncateGraphemes } from '../../src/shared/text';
import { displayName } from '../../src/shared/user-display';
import { storyWithContent } from '../data/stories';
import { profileFromRows, profileStatements } from '../data/users';
import { escapeHtml as e, type DocumentPatch } from './html';
import { translator, type Translate } from './i18n';
import type { UiLocale } from '../../src/shared/locales';

/** The site's description in a language (the spec's English by default). */
export const siteDescription = (t: Translate = translator('en')) => t('site.description');

const STORY_PATH = /^\/story\/([^/]+)\/read\/?$/;
const USER_PATH = /^\/user\/([^/]+)\/?$/;

/** Every path the client has a page for (src/routes; tests/api/not-found-pages.test.ts keeps the two in step). */
export const CLIENT_PATHS = [
  /^\/$/,
  /^\/(login|register|dashboard)\/?$/,
  /^\/story\/[^/]+\/?$/,
  /^\/story\/[^/]+\/read\/?$/,
  /^\/story\/[^/]+\/scene\/[^/]+\/?$/,
  /^\/user\/[^/]+\/?$/,
];

const meta = (property: string, content: string) => `<meta property="${property}" content="${e(content)}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${e(content)}">`;

/** One line of at most `max` characters, cut between whole characters (never half an emoji or conjunct). */
function clip(text: string, max = 200): string {
  return truncateGraphemes(text.replace(/\s+/g, ' ').trim(), max);
}

/** The brand link as `Logo` (src/components/logo.tsx) draws it. */
const logo = (t: Translate) =>
  `<a href="/" aria-label="${e(t('shell.logoHome', { product: PRODUCT_NAME }))}" class="inline-flex min-w-0 items-center gap-1.5 rounded-lg min-[400px]:gap-2">` +
  `<svg viewBox="0 0 64 64" aria-hidden="true" class="size-8 min-[400px]:size-9 shrink-0"><rect x="4" y="6" width="56" height="42" rx="8" fill="#ffd23f" stroke="#1b1530" stroke-width="5"/>` +
  `<path d="M18 47 L13 59 L31 47" fill="#ffd23f" stroke="#1b1530" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M16 20 H48 M16 32 H38" stroke="#1b1530" stroke-width="5" stroke-linecap="round"/><circle cx="48" cy="32" r="3.5" fill="#ff4f5e"/></svg>` +
  `<span class="font-display leading-none tracking-wider text-[1.45rem] min-[360px]:text-[1.6rem] min-[400px]:text-[1.9rem]"><span class="text-ink">Panel</span><span class="text-pop [text-shadow:2px_2px_0_var(--color-ink)]">craft</span></span></a>`;

/** The page shell's header as the client draws it, without the account button (the client knows who is signed in). */
function shell(t: Translate, main: string): string {
  return (
    `<div class="flex min-h-dvh flex-col" data-first-paint=""><header class="sticky top-0 z-40 border-b-[3px] border-ink bg-white/95">` +
    `<div class="mx-auto flex h-16 max-w-6xl min-w-0 items-center justify-between gap-2 px-3 min-[400px]:px-4 sm:gap-4 sm:px-6">${logo(t)}` +
    `</div></header><main id="main" class="flex-1">${main}</main></div>`
  );
}

/** Sign-in and sign-up as `AuthScreen` (src/routes/-components/auth-screen.tsx) draws them, before the form arrives. */
const AUTH_PAGES: Record<string, (typeof AUTH_SCREENS)[keyof typeof AUTH_SCREENS]> = {
  '/login': AUTH_SCREENS.login,
  '/register': AUTH_SCREENS.register,
};

function authRoot(t: Translate, title: string, subtitle: string): string {
  return (
    `<div class="min-h-dvh lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]" data-first-paint="">` +
    `<aside aria-labelledby="promo-title" class="relative isolate overflow-clip border-b-[3px] border-ink bg-sun lg:min-h-dvh lg:border-e-[3px] lg:border-b-0">` +
    `<div class="mx-auto flex h-full max-w-2xl flex-col px-5 pt-5 pb-7 sm:px-8 lg:sticky lg:top-0 lg:h-dvh lg:px-12 lg:py-9">${logo(t)}` +
    `<div class="mt-5 flex items-center justify-between gap-4 lg:my-auto lg:block lg:pt-6"><div>` +
    `<h2 id="promo-title" class="font-display text-[2.9rem] leading-[0.95] tracking-wide text-white text-stroke [text-shadow:3px_3px_0_var(--color-ink)] sm:text-6xl lg:text-7xl lg:[text-shadow:5px_5px_0_var(--color-ink)]">${e(t(AUTH_PROMO.title))}</h2>` +
    `<p class="mt-3 max-w-md text-base font-bold text-ink sm:text-lg lg:mt-4 lg:text-xl">${e(t(AUTH_PROMO.text))}</p>` +
    // The phone's POW panel as a plain box of its size, so the text wraps as it will once the art arrives.
    `</div><div aria-hidden="true" class="w-24 shrink-0 rotate-6 overflow-hidden rounded-lg border-[3px] border-ink bg-pop shadow-comic sm:w-28 lg:hidden"><div class="aspect-[160/150]"></div></div></div></div></aside>` +
    `<main class="flex justify-center px-5 py-9 sm:px-8 lg:items-center lg:py-12"><div class="w-full max-w-md">` +
    `<h1 class="text-[2.6rem] leading-none text-ink sm:text-5xl">${e(title)}</h1><p class="mt-2 text-lg text-ink-soft">${e(subtitle)}</p>` +
    `</div></main></div>`
  );
}

/** Page Not Found as `NotFoundPage` (src/components/not-found.tsx) draws it, with the spec's texts. */
function notFoundRoot(t: Translate): string {
  return shell(
    t,
    `<section class="mx-auto flex max-w-2xl flex-col items-center px-5 py-16 text-center sm:py-24">` +
      `<div class="relative mb-8" aria-hidden="true"><div class="-rotate-3 rounded-2xl border-[3px] border-ink bg-sun px-8 py-3 shadow-comic-lg">` +
      `<span class="font-display text-7xl leading-none tracking-wider text-white text-stroke [text-shadow:4px_4px_0_var(--color-ink)] sm:text-8xl">404</span></div></div>` +
      `<h1 class="text-5xl text-ink sm:text-6xl">${e(t('notFound.title'))}</h1>` +
      `<p class="mt-4 max-w-lg text-lg text-ink-soft">${e(t('notFound.text'))}</p>` +
      `<a href="/" class="btn btn-primary mt-8 text-lg">${e(t('notFound.goHome'))}</a></section>`,
  );
}

/**
 * A 404 page: crawlers are told so (and not to index it); the client still starts and draws its own answer. A signed-in
 * visitor (`signedIn`) may be the owner of a private story, so the first screen stays neutral for them.
 */
const notFound = (t: Translate, signedIn = false): DocumentPatch => ({
  title: `${t('notFound.title')} · ${PRODUCT_NAME}`,
  description: siteDescription(t),
  head: named('robots', 'noindex'),
  root: signedIn ? shell(t, '') : notFoundRoot(t),
  status: 404,
});

export interface PageContext {
  db: Database;
  /** PUBLIC_URL or the request's origin, without a trailing slash: absolute URLs for link previews. */
  origin: string;
  url: URL;
  /** The request carries a session cookie (it may be the owner of a private story). */
  signedIn?: boolean;
  /** The interface language the page is drawn in (the `lang` cookie, else Accept-Language). */
  locale?: UiLocale;
}

const generic = (t: Translate, root = ''): DocumentPatch => ({
  title: PRODUCT_NAME,
  description: siteDescription(t),
  head: '',
  root,
});

/** A story's own words and its author's name: what its reader shows, its later scenes included (for the page's faces). */
export function storyWords(story: PageStory): string {
  const words = [
    story.title,
    story.description ?? '',
    displayName(story.userId),
    story.userId.username,
    ...(story.tags ?? []),
  ];
  for (const scene of story.scenes) {
    words.push(scene.title ?? '', scene.description ?? '');
    for (const panel of scene.panels) for (const bubble of panel.textBubbles ?? []) words.push(bubble.text);
  }
  return words.join(' ');
}

async function storyPage(ctx: PageContext, t: Translate, id: string): Promise<DocumentPatch> {
  const story = await storyWithContent(ctx.db, id).catch(() => null);
  // Drafts are private: not even their title may leave in a preview; to a reader they are not there.
  if (!story) return notFound(t);
  if (story.status !== 'published') return notFound(t, ctx.signedIn);
  const { title, description, head } = storyHead(ctx, t, story);
  const scenes = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber);
  const firstPanel = scenes
    .flatMap((scene) => [...scene.panels].sort((a, b) => a.panelNumber - b.panelNumber))
    .find((panel) => panel.imageUrl);
  const picture = firstPanel?.imageUrl ?? null;
  const ratio = story.aspectRatio.split(':').map(Number);
  const aspect = ratio[0] && ratio[1] ? `${ratio[0]} / ${ratio[1]}` : '3 / 4';
  const firstScene = scenes[0];
  const panel = picture
    ? `<div class="mx-auto mt-14" style="max-width:28rem"><figure class="relative m-0 overflow-hidden rounded-lg border-[3px] border-ink bg-paper-deep shadow-comic">` +
      `<div class="relative" style="aspect-ratio:${aspect}"><img src="${e(picture)}" ${responsiveAttributes(picture)} alt="${e(firstPanel?.description || t('reader.firstPanelAlt'))}" fetchpriority="high" class="absolute inset-0 size-full object-cover"></div></figure></div>`
    : '';
  const root = shell(
    t,
    `<article class="mx-auto max-w-5xl px-4 py-8 pb-28 sm:px-6 sm:py-12"><header class="relative overflow-hidden rounded-2xl border-[3px] border-ink bg-white p-5 shadow-comic-lg sm:p-8">` +
      `<h1 dir="auto" class="relative text-5xl leading-[0.95] text-ink sm:text-6xl">${e(story.title)}</h1>` +
      (story.description
        ? `<p dir="auto" class="relative mt-3 max-w-3xl text-lg text-ink-soft">${e(clip(story.description, 150))}</p>`
        : '') +
      `</header>${firstScene ? `<h2 dir="auto" class="mt-12 text-3xl text-ink sm:text-4xl">${e(firstScene.title || t('reader.sceneFallback', { n: firstScene.sceneNumber }))}</h2>` : ''}${panel}</article>`,
  );
  return { title, description, head, root, words: storyWords(story) };
}

type PageStory = NonNullable<Awaited<ReturnType<typeof storyWithContent>>>;

/**
 * A story's head: a published one's link-preview tags, canonical address, its first picture's preload and its cut text
 * font; a draft (shown only to its owner) keeps its title out of previews and search.
 */
function storyHead(ctx: Omit<PageContext, 'db'>, t: Translate, story: PageStory): Omit<DocumentPatch, 'root'> {
  if (story.status !== 'published')
    return {
      title: `${story.title} · ${PRODUCT_NAME}`,
      description: siteDescription(t),
      head: named('robots', 'noindex'),
    };
  const scenes = [...story.scenes].sort((a, b) => a.sceneNumber - b.sceneNumber);
  const firstPanel = scenes
    .flatMap((scene) => [...scene.panels].sort((a, b) => a.panelNumber - b.panelNumber))
    .find((panel) => panel.imageUrl);
  const picture = firstPanel?.imageUrl ?? null;
  const description = clip(
    story.description || t('seo.storyDescription', { author: story.userId.username, product: PRODUCT_NAME }),
  );
  const canonical = `${ctx.origin}/story/${encodeURIComponent(story._id)}/read`;
  const head = [
    `<link rel="canonical" href="${e(canonical)}">`,
    picture ? preload(picture) : '',
    meta('og:type', 'article'),
    meta('og:site_name', PRODUCT_NAME),
    meta('og:title', story.title),
    meta('og:description', description),
    meta('og:url', canonical),
    meta('og:image', `${ctx.origin}/api/stories/${encodeURIComponent(story._id)}/og.png`),
    meta('og:image:width', '1200'),
    meta('og:image:height', '630'),
    meta('article:published_time', story.createdAt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', story.title),
    named('twitter:description', description),
    named('twitter:image', `${ctx.origin}/api/stories/${encodeURIComponent(story._id)}/og.png`),
  ].join('');
  return { title: `${story.title} · ${PRODUCT_NAME}`, description, head };
}

async function authorPage(ctx: PageContext, t: Translate, username: string): Promise<DocumentPatch> {
  // Read as an anonymous visitor: published stories only.
  const author = await runBatch(ctx.db, profileStatements(username, sql`${null}`), 'read')
    .then((results) => profileFromRows(results.map((result) => result.rows)))
    .catch(() => null);
  if (!author) return { ...notFound(t), root: shell(t, '') };
  return { ...authorHead(ctx, t, author), root: shell(t, '') };
}

type PageProfile = NonNullable<ReturnType<typeof profileFromRows>>;

/** An author's head: link-preview tags counting their published stories only (their own visit shows drafts too). */
function authorHead(ctx: Omit<PageContext, 'db'>, t: Translate, author: PageProfile): Omit<DocumentPatch, 'root'> {
  const published = author.stories.filter((story) => story.status === 'published');
  const name = displayName(author.user);
  const likes = published.reduce((sum, story) => sum + story.likeCount, 0);
  const description = t('seo.profileDescription', {
    name,
    username: author.user.username,
    product: PRODUCT_NAME,
    stories: published.length,
    likes,
  });
  const ogTitle = t('seo.profileTitle', { name, product: PRODUCT_NAME });
  const url = `${ctx.origin}/user/${encodeURIComponent(author.user.username)}`;
  const cover = published.find((story) => story.previewImage)?._id;
  const head = [
    `<link rel="canonical" href="${e(url)}">`,
    meta('og:type', 'profile'),
    meta('og:site_name', PRODUCT_NAME),
    meta('og:title', ogTitle),
    meta('og:description', description),
    meta('og:url', url),
    meta('profile:username', author.user.username),
    cover ? meta('og:image', `${ctx.origin}/api/stories/${encodeURIComponent(cover)}/og.png`) : '',
    named('twitter:card', cover ? 'summary_large_image' : 'summary'),
    named('twitter:title', ogTitle),
    named('twitter:description', description),
  ].join('');
  return { title: `${name} · ${PRODUCT_NAME}`, description, head };
}

/** What a page the server rendered from the components loaded (src/entry-server.tsx): its story or author. */
export interface RenderedData {
  story?: PageStory;
  profile?: PageProfile;
}

/**
 * The head of a page rendered from the components, made of what its loaders read (no read of its own): the title, the
 * description and link-preview tags; Page Not Found's (404, noindex) when the page found nothing to show.
 */
export function renderedHead(
  ctx: Omit<PageContext, 'db'>,
  rendered: { status: number; data?: RenderedData },
): Omit<DocumentPatch, 'root'> {
  const path = ctx.url.pathname;
  const t = translator(ctx.locale ?? 'en');
  const { story, profile } = rendered.data ?? {};
  if (rendered.status === 404) return notFound(t);
  if (story && STORY_PATH.test(path)) return storyHead(ctx, t, story);
  if (profile && USER_PATH.test(path)) return authorHead(ctx, t, profile);
  const auth = AUTH_PAGES[path.replace(/\/$/, '')];
  if (auth) return { ...generic(t), title: `${t(auth.pageTitle)} · ${PRODUCT_NAME}` };
  return generic(t);
}

/** The patch for a page path (a 404 for a path no client page has), or null when index.html is kept as it is. */
export async function pagePatch(ctx: PageContext): Promise<DocumentPatch | null> {
  const path = ctx.url.pathname;
  const t = translator(ctx.locale ?? 'en');
  if (path === '/') return generic(t);
  const auth = AUTH_PAGES[path.replace(/\/$/, '')];
  if (auth)
    return {
      ...generic(t, authRoot(t, t(auth.title), t(auth.subtitle))),
      title: `${t(auth.pageTitle)} · ${PRODUCT_NAME}`,
    };
  const story = STORY_PATH.exec(path);
  if (story) return storyPage(ctx, t, decodeURIComponent(story[1]!));
  const user = USER_PATH.exec(path);
  if (user) return authorPage(ctx, t, decodeURIComponent(user[1]!));
  return CLIENT_PATHS.some((known) => known.test(path)) ? null : notFound(t);
}

/** `<link rel=preload>` for the first screen's largest picture, with the same candidates as the <img> so one is fetched. */
function preload(src: string): string {
  const srcset = pictureSrcSet(src);
  return srcset
    ? `<link rel="preload" as="image" href="${e(src)}" imagesrcset="${e(srcset)}" imagesizes="${PANEL_SIZES}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${e(src)}" fetchpriority="high">`;
}

function responsiveAttributes(src: string): string {
  const srcset = pictureSrcSet(src);
  return srcset ? `srcset="${e(srcset)}" sizes="${PANEL_SIZES}"` : '';
}
