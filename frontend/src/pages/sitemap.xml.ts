import type { APIRoute } from 'astro';
import { allPages } from '../lib/content/collection';
import { alternatesOf } from '../lib/content/pages';
import { sitemapXml, type SitemapPage } from '../lib/seo';
import { siteSettings } from '../lib/site-settings';

/** Public pages besides the content pages: the account screens (the app itself is not indexed). */
const ACCOUNT_PAGES: SitemapPage[] = ['/signin', '/register'].map((path) => ({ alternates: { en: path, fr: `/fr${path}` } }));

/** sitemap.xml: every published content page and the account screens, each with its language alternates. */
export const GET: APIRoute = async ({ url }) => {
  const pages = await allPages();
  // One entry per translation key, listing every published language version.
  const seen = new Set<string>();
  const content: SitemapPage[] = pages
    .filter((p) => p.data.published && !seen.has(p.data.translationKey) && seen.add(p.data.translationKey))
    .map((p) => ({
      alternates: alternatesOf(pages, p),
      lastModified: latest(
        pages.filter((q) => q.data.translationKey === p.data.translationKey && q.data.published).map((q) => q.data.updated),
      ),
    }));
  return new Response(sitemapXml([...content, ...ACCOUNT_PAGES], siteSettings().siteUrl ?? url.origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};

function latest(dates: Date[]): Date | undefined {
  return dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;
}
