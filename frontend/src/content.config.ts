import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Editorial pages (terms, privacy, contact), one Markdown file per language:
 * content/pages/<locale>/<file>.md. `key` joins the two translations of a page (the file names
 * may differ); the route is the key, under /fr for French.
 */
const pages = defineCollection({
  loader: glob({ pattern: '{en,fr}/*.md', base: './src/content/pages' }),
  schema: z.object({
    key: z.enum(['terms', 'privacy', 'contact']),
    locale: z.enum(['en', 'fr']),
    title: z.string().min(1),
    description: z.string().min(1),
    updated: z.coerce.date(),
  }),
});

export const collections = { pages };
