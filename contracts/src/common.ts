import { z } from 'zod';
import { LOCALES, PAGE_SIZES, RESUME_TEMPLATES } from './constants.js';

/** Small shapes several resources share. */
export const IsoDateTime = z.string().meta({ format: 'date-time', example: '2026-11-23T17:40:00.000Z' });
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const ResumeTemplate = z.enum(RESUME_TEMPLATES);
export type ResumeTemplate = z.infer<typeof ResumeTemplate>;
export const Uuid = z.uuid();

/** A share link, as made (the token is shown only in this answer; only its hash is stored). */
export const ShareLink = z.object({
  url: z.string().meta({ description: 'Absolute link to GET /api/shared/{token}' }),
  path: z.string().meta({ example: '/api/shared/{token}' }),
  token: z.string().meta({ description: '43 base64url characters (32 random bytes)' }),
  template: ResumeTemplate,
  language: Locale,
  createdAt: IsoDateTime,
});
export type ShareLink = z.infer<typeof ShareLink>;

/** An item in the bin: restorable until `purgeAt`, then erased for good. */
export const BinItem = z.object({
  id: z.string(),
  name: z.string(),
  deletedAt: IsoDateTime,
  purgeAt: IsoDateTime.meta({ description: 'Erased for good after this (30 days after deletion)' }),
});
export type BinItem = z.infer<typeof BinItem>;
export const BinList = z.object({ items: z.array(BinItem) });
export type BinList = z.infer<typeof BinList>;

/** The body of POST …/share: template and language of the shared PDF. */
export const ShareBody = z.object({ template: ResumeTemplate.optional(), lang: Locale.optional() });
export type ShareBody = z.infer<typeof ShareBody>;

/**
 * ?template=&lang=&pageSize= of a PDF download. An unknown value falls back to the default rather
 * than failing (links in old e-mails, typos); the page size defaults to the language's (en Letter, fr A4).
 */
export const PdfQuery = z.object({
  template: ResumeTemplate.catch('ats'),
  lang: Locale.optional().catch(undefined),
  pageSize: z.enum(PAGE_SIZES).optional().catch(undefined),
});
export type PdfQuery = z.infer<typeof PdfQuery>;
