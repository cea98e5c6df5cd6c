import { PageFrontmatter } from './page-schema';
import { alternatesOf, contentProblems, findPage, pagePath, type PageRef } from './pages';
import { readPageFiles } from './read-pages';

const page = (id: string, translationKey: string, slug: string, published = true): PageRef => ({
  id,
  data: { translationKey, slug, published, title: id },
});

describe('content page rules', () => {
  const pages = [
    page('en/pricing', 'pricing', 'pricing'),
    page('fr/pricing', 'pricing', 'tarifs'),
    page('en/faq', 'faq', 'faq'),
    page('fr/faq', 'faq', 'faq', false),
    page('en/landing', 'landing', ''),
    page('fr/landing', 'landing', ''),
  ];

  it('finds a published page by language and slug, never a draft or the other language', () => {
    expect(findPage(pages, 'fr', 'tarifs')?.id).toBe('fr/pricing');
    expect(findPage(pages, 'en', 'tarifs')).toBeUndefined();
    expect(findPage(pages, 'fr', 'pricing')).toBeUndefined();
    expect(findPage(pages, 'fr', 'faq')).toBeUndefined();
    expect(findPage(pages, 'en', '')?.id).toBe('en/landing');
  });

  it('links twins by translationKey, with each language at its own URL', () => {
    expect(alternatesOf(pages, pages[1])).toEqual({ en: '/pricing', fr: '/fr/tarifs' });
    expect(alternatesOf(pages, pages[4])).toEqual({ en: '/', fr: '/fr/' });
    // The French FAQ is a draft: the English one has no French alternate.
    expect(alternatesOf(pages, pages[2])).toEqual({ en: '/faq' });
    expect(pagePath('fr', 'a/b')).toBe('/fr/a/b');
  });

  it('flags a page without its translation, two pages at one URL and a key used twice in one language', () => {
    const problems = contentProblems([...pages, page('en/faq-copy', 'faq-2', 'faq'), page('fr/other', 'pricing', 'autre')]);
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'missing-translation', translationKey: 'faq', locale: 'fr', ids: ['en/faq'] },
        { kind: 'missing-translation', translationKey: 'faq-2', locale: 'fr', ids: ['en/faq-copy'] },
        { kind: 'duplicate-slug', translationKey: 'faq', locale: 'en', ids: ['en/faq', 'en/faq-copy'] },
        { kind: 'duplicate-key', translationKey: 'pricing', locale: 'fr', ids: ['fr/pricing', 'fr/other'] },
      ]),
    );
    expect(contentProblems(pages.filter((p) => p.data.translationKey !== 'faq'))).toEqual([]);
  });

  it('schema: refuses a slug with capitals or spaces, a missing title, a claim without label', () => {
    const valid = { translationKey: 'faq', slug: 'faq', title: 'FAQ', description: 'Answers', updated: '2026-11-23' };
    expect(PageFrontmatter.parse(valid)).toMatchObject({ published: true, claims: [] });
    // What the CMS writes for fields an editor left empty.
    expect(PageFrontmatter.parse({ ...valid, slug: null, heading: '', form: null, claims: null })).toMatchObject({
      slug: '',
      heading: undefined,
      form: undefined,
      claims: [],
    });
    for (const bad of [{ slug: 'My Page' }, { slug: '/faq' }, { title: '' }, { claims: [{ value: '40%' }] }, { translationKey: 'FAQ' }]) {
      expect(PageFrontmatter.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
  });
});

describe('the site content (build check)', () => {
  const files = readPageFiles();

  it('every page is valid, published pages all have their translation, no two share a URL', () => {
    expect(contentProblems(files)).toEqual([]);
  });

  it('has the pages the issue asks for, in both languages', () => {
    const keys = (locale: string) => files.filter((f) => f.id.startsWith(`${locale}/`)).map((f) => f.data.translationKey);
    for (const locale of ['en', 'fr']) {
      expect(keys(locale)).toEqual(
        expect.arrayContaining(['landing', 'features', 'how-it-works', 'pricing', 'faq', 'terms', 'privacy', 'contact']),
      );
    }
  });

  it('the marketing claims of the spec are in the content, in both languages', () => {
    const claims = (locale: string) => files.filter((f) => f.id.startsWith(`${locale}/`)).flatMap((f) => f.data.claims ?? []);
    const figures = (locale: string) => claims(locale).map((c: { value: string }) => c.value.replace(/\s/g, ''));
    expect(figures('en')).toEqual(expect.arrayContaining(['40%', '60%', '80%', '65%', '5x', '3x']));
    // French writes a multiple as ×3 (« multiplié par trois »), not 3x.
    expect(figures('fr')).toEqual(expect.arrayContaining(['40%', '60%', '80%', '65%', '×5', '×3']));
  });

  it('French: no-break space before : ; ! ? % and inside « », typographic apostrophes', () => {
    for (const file of files.filter((f) => f.id.startsWith('fr/'))) {
      const text = `${JSON.stringify(file.raw)}\n${file.body}`;
      expect([file.id, text.match(/ [:;!?»%]|« /g)]).toEqual([file.id, null]);
      expect([file.id, text.match(/\w'\w/g)]).toEqual([file.id, null]);
    }
  });
});
