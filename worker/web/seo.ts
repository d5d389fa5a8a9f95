// /robots.txt and /sitemap.xml: what crawlers may fetch, and every published story and its author (drafts never listed).
import { sitemapRows } from '../data/stories';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { escapeHtml } from './html';

// The sitemap protocol's limit for one file.
const MAX_URLS = 50_000;

export function siteOrigin(publicUrl: string | undefined, requestUrl: string): string {
  return (publicUrl || new URL(requestUrl).origin).replace(/\/+$/, '');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Link-preview bots honour robots.txt for og:image, so the share card stays fetchable.
    'Allow: /api/stories/*/og.png',
    'Disallow: /api/',
    'Disallow: /trpc/',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const { stories, authors } = await sitemapRows(db, MAX_URLS);
  const entry = (path: string, updatedAt: number) =>
    `<url><loc>${escapeHtml(origin + path)}</loc><lastmod>${new Date(Number(updatedAt)).toISOString()}</lastmod></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `<url><loc>${escapeHtml(origin)}/</loc></url>`,
    ...stories.map((row) => entry(`/story/${encodeURIComponent(row.id)}/read`, row.updated_at)),
    ...authors.map((row) => entry(`/user/${encodeURIComponent(row.username)}`, row.updated_at)),
    '</urlset>',
    '',
  ].join('\n');
}

export function seoRoutes(db: Database, publicUrl: string | undefined) {
  const routes = new Hono();
  routes.get('/robots.txt', (c) =>
    c.body(robotsTxt(siteOrigin(publicUrl, c.req.url)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  routes.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(db, siteOrigin(publicUrl, c.req.url)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    }),
  );
  return routes;
}
