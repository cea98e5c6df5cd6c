import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../../i18n';
import { alternatesOf, findPage, localeOfEntry, pagePath } from './pages';

/** The content pages as Astro built them, with the rules of pages.ts applied. */
export type PageEntry = CollectionEntry<'pages'>;

export function allPages(): Promise<PageEntry[]> {
  return getCollection('pages');
}

/** The published page at a slug, with the URL of each of its language versions; undefined: 404. */
export async function loadPage(locale: Locale, slug: string) {
  const pages = await allPages();
  const page = findPage(pages, locale, slug);
  return page && { page, alternates: alternatesOf(pages, page) };
}

/** The pages the site footer links to, in this order, each in the reader's language when published. */
const FOOTER_KEYS = ['features', 'how-it-works', 'pricing', 'faq', 'contact', 'terms', 'privacy'];

export async function footerLinks(locale: Locale): Promise<{ href: string; label: string }[]> {
  const pages = (await allPages()).filter((p) => p.data.published && localeOfEntry(p.id) === locale);
  return FOOTER_KEYS.flatMap((key) => {
    const page = pages.find((p) => p.data.translationKey === key);
    return page ? [{ href: pagePath(locale, page.data.slug), label: page.data.title }] : [];
  });
}
