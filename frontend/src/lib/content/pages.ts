import type { Locale } from '../../i18n';

/**
 * Rules over the set of content pages, free of Astro so they are unit-tested and shared by the
 * catch-all route, the sitemap and the build check. A page is identified by its language (its
 * folder) and its slug; two pages with the same translationKey in the two languages are twins.
 */
export interface PageRef {
  /** The entry id: "<locale>/<file name without .md>". */
  id: string;
  data: { translationKey: string; slug: string; published: boolean; title: string };
}

export const PAGE_LOCALES: readonly Locale[] = ['en', 'fr'];

/** The language of an entry, from its folder. */
export function localeOfEntry(id: string): Locale {
  return id.startsWith('fr/') ? 'fr' : 'en';
}

/** The URL of a page: /features, /fr/fonctionnalites; "" is the language's home (/ or /fr/). */
export function pagePath(locale: Locale, slug: string): string {
  if (locale === 'en') return `/${slug}`;
  return slug ? `/fr/${slug}` : '/fr/';
}

/** The published page at a slug in a language (drafts and other languages never match). */
export function findPage<P extends PageRef>(pages: readonly P[], locale: Locale, slug: string): P | undefined {
  return pages.find((p) => p.data.published && localeOfEntry(p.id) === locale && p.data.slug === slug);
}

/** Every published language version of a page, its own included: what hreflang lists. */
export function alternatesOf(pages: readonly PageRef[], page: PageRef): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const p of pages) {
    if (p.data.published && p.data.translationKey === page.data.translationKey)
      alternates[localeOfEntry(p.id)] = pagePath(localeOfEntry(p.id), p.data.slug);
  }
  return alternates;
}

export interface ContentProblem {
  kind: 'missing-translation' | 'duplicate-slug' | 'duplicate-key';
  translationKey: string;
  locale: Locale;
  ids: string[];
}

/**
 * What an editor must fix: a published page without a published twin (it is still served in its
 * own language, never in the other, but its readers in the other language get nothing), two
 * published pages at one URL, or two pages of one language sharing a translationKey.
 */
export function contentProblems(pages: readonly PageRef[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const published = pages.filter((p) => p.data.published);
  for (const locale of PAGE_LOCALES) {
    const mine = published.filter((p) => localeOfEntry(p.id) === locale);
    const other = published.filter((p) => localeOfEntry(p.id) !== locale);
    for (const page of mine) {
      if (!other.some((p) => p.data.translationKey === page.data.translationKey)) {
        problems.push({
          kind: 'missing-translation',
          translationKey: page.data.translationKey,
          locale: locale === 'en' ? 'fr' : 'en',
          ids: [page.id],
        });
      }
    }
    for (const [field, kind] of [
      ['slug', 'duplicate-slug'],
      ['translationKey', 'duplicate-key'],
    ] as const) {
      const seen = new Map<string, PageRef[]>();
      for (const page of mine) seen.set(page.data[field], [...(seen.get(page.data[field]) ?? []), page]);
      for (const same of seen.values()) {
        if (same.length > 1) problems.push({ kind, translationKey: same[0].data.translationKey, locale, ids: same.map((p) => p.id) });
      }
    }
  }
  return problems;
}
