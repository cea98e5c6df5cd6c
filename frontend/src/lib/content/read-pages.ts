import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PageFrontmatter } from './page-schema';
import type { PageRef } from './pages';

/** The content folder (frontend/src/content/pages). */
export const PAGES_DIR = join(__dirname, '..', '..', 'content', 'pages');

export interface PageFile extends PageRef {
  data: PageFrontmatter;
  body: string;
  /** The frontmatter as written (before the schema's defaults). */
  raw: Record<string, unknown>;
}

/**
 * Reads the Markdown pages straight from disk, the way Astro's loader and the CMS see them, for
 * the build check (unit tests). Ids are "<locale>/<file>", like the collection's.
 */
export function readPageFiles(dir = PAGES_DIR): PageFile[] {
  return ['en', 'fr'].flatMap((locale) =>
    readdirSync(join(dir, locale))
      .filter((f) => f.endsWith('.md'))
      .map((file) => {
        const text = readFileSync(join(dir, locale, file), 'utf8');
        const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
        const raw = (match ? parse(match[1]) : {}) as Record<string, unknown>;
        const data = PageFrontmatter.parse(raw);
        return { id: `${locale}/${file.replace(/\.md$/, '')}`, data, raw, body: match?.[2] ?? text };
      }),
  );
}
