import { z } from 'zod';

const template = z.enum(['ats', 'modern']).optional();
const lang = z.enum(['en', 'fr']).optional();

export const StartSuperMatchBody = z.object({
  resumeId: z.string().uuid(),
  jobUrl: z.string().max(2048).optional().nullable(),
  jobDescription: z.string().max(50_000).optional().nullable(),
  confirmMismatch: z.boolean().optional(),
});

export const RenameBody = z.object({ name: z.string().trim().min(1).max(120) });

export const PdfQuery = z.object({ template: z.enum(['ats', 'modern']).catch('ats'), lang: lang.catch(undefined) });

export const ShareBody = z.object({ template, lang });
