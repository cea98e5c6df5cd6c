import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The editorial pages: every English page has its French translation, and the French reads as French. */
const dir = join(__dirname, 'pages');
const frontmatter = (file: string) => {
  const text = readFileSync(file, 'utf8');
  const head = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1];
  return { key: field('key'), locale: field('locale'), title: field('title'), body: text.slice(head.length + 8) };
};
const pagesOf = (locale: string) => readdirSync(join(dir, locale)).map((f) => ({ file: f, ...frontmatter(join(dir, locale, f)) }));

describe('content pages', () => {
  it('exist in both languages with the same keys, each file in its own locale folder', () => {
    const en = pagesOf('en');
    const fr = pagesOf('fr');
    expect(en.map((p) => p.key).sort()).toEqual(['contact', 'privacy', 'terms']);
    expect(fr.map((p) => p.key).sort()).toEqual(en.map((p) => p.key).sort());
    for (const page of en) expect([page.file, page.locale]).toEqual([page.file, 'en']);
    for (const page of fr) expect([page.file, page.locale]).toEqual([page.file, 'fr']);
  });

  it('French: non-breaking space before : ; ! ? and inside « », typographic apostrophes', () => {
    for (const page of pagesOf('fr')) {
      const text = `${page.title}\n${page.body}`;
      expect([page.file, text.match(/ [:;!?»]|« /g)]).toEqual([page.file, null]);
      expect([page.file, text.match(/\w'\w/g)]).toEqual([page.file, null]);
    }
  });
});
