import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { PageFrontmatter } from './lib/content/page-schema';

/**
 * Content pages (landing, features, how it works, pricing, FAQ, terms, privacy, contact), one
 * Markdown file per language: content/pages/<locale>/<file>.md, the layout the CMS (/admin)
 * writes. The id is "<locale>/<file>" (not the slug: twins may share a slug, e.g. faq); the
 * frontmatter is typed by PageFrontmatter, and lib/content/pages.ts holds the rules (twins, URLs).
 */
const pages = defineCollection({
  loader: glob({ pattern: '{en,fr}/*.md', base: './src/content/pages', generateId: ({ entry }) => entry.replace(/\.md$/, '') }),
  schema: PageFrontmatter,
});

export const collections = { pages };
