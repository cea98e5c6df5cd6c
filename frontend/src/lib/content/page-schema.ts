import { z } from 'zod';

/** The CMS writes a cleared optional field as "" or null: both mean "not set". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/**
 * The frontmatter of a content page (content/pages/<locale>/<file>.md), checked by Astro at build
 * time and by the unit tests. The language is the folder, not a field, so a file cannot claim to
 * be French while sitting in en/ (the CMS writes one folder per language).
 */
export const PageFrontmatter = z.object({
  /** Joins a page to its translation: the same key in en/ and fr/. */
  translationKey: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
  /** The URL path under the language's root: "" for the landing page, "features" for /features (/fr/… in French). */
  slug: z.preprocess(
    (v) => v ?? '',
    z.string().regex(/^([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, 'lowercase words joined by hyphens, or empty'),
  ),
  /** A draft (false) is not served, listed in the sitemap or linked as a translation. */
  published: z.boolean().default(true),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(300),
  /** Landing page: the big heading and the sentence under it (the title is for the browser tab). */
  heading: optional(z.string().trim().min(1)),
  lead: optional(z.string().trim().min(1)),
  /** Display-only marketing figures ("40%" "more interviews"): editors own them, no code does. */
  claims: z.preprocess(
    (v) => v ?? [],
    z.array(z.object({ value: z.string().trim().min(1).max(12), label: z.string().trim().min(1).max(80) })),
  ),
  /** A component shown under the text: the contact form. */
  form: optional(z.enum(['contact'])),
  /** A plan card under the text, its numbers from the server's configuration. */
  plan: optional(z.enum(['plus'])),
  updated: z.coerce.date(),
});
export type PageFrontmatter = z.infer<typeof PageFrontmatter>;
