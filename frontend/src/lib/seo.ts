import type { Locale } from '../i18n';

/** Open Graph names of our languages. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR' };

/** Paths search engines should not crawl: the app behind sign-in, the CMS, the debug pages. */
export const DISALLOWED_PATHS = ['/home', '/onboarding', '/admin', '/debug', '/profile'];

/** An absolute URL on the public site (search engines refuse relative canonical and hreflang links). */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** robots.txt: everything but the private paths, in both languages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const paths = [...DISALLOWED_PATHS.flatMap((p) => [p, `/fr${p}`]), '/api/'];
  return ['User-agent: *', ...paths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`, ''].join('\n');
}

export interface SitemapPage {
  /** Each language version of the page, by language. */
  alternates: Partial<Record<Locale, string>>;
  lastModified?: Date;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: one <url> per language version, each listing all versions as xhtml:link alternates. */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const urls = pages.flatMap((page) =>
    Object.values(page.alternates).map((path) => {
      const links = Object.entries(page.alternates).map(
        ([locale, href]) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(absoluteUrl(href, origin))}"/>`,
      );
      const lastmod = page.lastModified ? [`    <lastmod>${page.lastModified.toISOString().slice(0, 10)}</lastmod>`] : [];
      return ['  <url>', `    <loc>${escapeXml(absoluteUrl(path, origin))}</loc>`, ...lastmod, ...links, '  </url>'].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
