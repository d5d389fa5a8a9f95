// A page's head, made of what the page's loaders read when the server rendered it from the app's components (both hosts;
// see serve.ts): the title, the description, the largest picture's preload, and the link-preview tags; Page Not Found's
// (404, noindex) when the page found nothing to show. The page itself is the components' markup: nothing here draws it.
import { AUTH_SCREENS } from '../../src/shared/auth-screens';
import { PRODUCT_NAME } from '../../src/shared/limits';
import { PANEL_SIZES, pictureSrcSet } from '../../src/shared/picture-variants';
import { truncateGraphemes } from '../../src/shared/text';
import { displayName } from '../../src/shared/user-display';
import type { storyWithContent } from '../data/stories';
import type { profileFromRows } from '../data/users';
import { escapeHtml as e, type DocumentPatch } from './html';
import { translator, type Translate } from './i18n';
import type { UiLocale } from '../../src/shared/locales';

/** The site's description in a language (the spec's English by default). */
export const siteDescription = (t: Translate = translator('en')) => t('site.description');

const STORY_PATH = /^\/story\/([^/]+)\/read\/?$/;
const USER_PATH = /^\/user\/([^/]+)\/?$/;

/** Sign-in and sign-up, by path: their titles. */
const AUTH_PAGES: Record<string, (typeof AUTH_SCREENS)[keyof typeof AUTH_SCREENS]> = {
  '/login': AUTH_SCREENS.login,
  '/register': AUTH_SCREENS.register,
};

/** The document patch without the page's markup. */
type PageHead = Omit<DocumentPatch, 'root'>;

const meta = (property: string, content: string) => `<meta property="${property}" content="${e(content)}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${e(content)}">`;

/** One line of at most `max` characters, cut between whole characters (never half an emoji or conjunct). */
function clip(text: string, max = 200): string {
  return truncateGraphemes(text.replace(/\s+/g, ' ').trim(), max);
}

/** A 404 page's head: crawlers are told so, and not to index it. */
const notFound = (t: Translate): PageHead => ({
  title: `${t('notFound.title')} · ${PRODUCT_NAME}`,
  description: siteDescription(t),
  head: named('robots', 'noindex'),
  status: 404,
});

export interface PageContext {
  /** PUBLIC_URL or the request's origin, without a trailing slash: absolute URLs for link previews. */
  origin: string;
  url: URL;
  /** The request carries a session cookie (it may be the owner of a private story). */
  signedIn?: boolean;
  /** The interface language the page is drawn in (the `lang` cookie, else Accept-Language). */
  locale?: UiLocale;
}

const generic = (t: Translate): PageHead => ({ title: PRODUCT_NAME, description: siteDescription(t), head: '' });

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

type PageStory = NonNullable<Awaited<ReturnType<typeof storyWithContent>>>;

/**
 * A story's head: a published one's link-preview tags, canonical address, its first picture's preload and its cut text
 * font; a draft (shown only to its owner) keeps its title out of previews and search.
 */
function storyHead(ctx: PageContext, t: Translate, story: PageStory): PageHead {
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

type PageProfile = NonNullable<ReturnType<typeof profileFromRows>>;

/** An author's head: link-preview tags counting their published stories only (their own visit shows drafts too). */
function authorHead(ctx: PageContext, t: Translate, author: PageProfile): PageHead {
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
export function renderedHead(ctx: PageContext, rendered: { status: number; data?: RenderedData }): PageHead {
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

/** `<link rel=preload>` for the first screen's largest picture, with the same candidates as the <img> so one is fetched. */
function preload(src: string): string {
  const srcset = pictureSrcSet(src);
  return srcset
    ? `<link rel="preload" as="image" href="${e(src)}" imagesrcset="${e(srcset)}" imagesizes="${PANEL_SIZES}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${e(src)}" fetchpriority="high">`;
}
