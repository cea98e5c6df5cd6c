import { z } from 'zod';
import { MAX_RESUME_NAME_LENGTH } from '../../domain/resume-name';
import { RESUME_TEMPLATES } from '../../domain/resume-template';

/** Request shapes of the library routes, checked by ZodValidationPipe (400 INVALID_REQUEST with the fields at fault). */

const template = z.enum(RESUME_TEMPLATES);
const lang = z.enum(['en', 'fr']);

export const ListQuery = z.object({ q: z.string().max(200).optional() });

export const RenameBody = z.object({ name: z.string().trim().min(1).max(MAX_RESUME_NAME_LENGTH) });

/** An unknown template or language falls back to the default rather than failing the download (links in old e-mails, typos). */
export const PdfQuery = z.object({ template: template.catch('ats'), lang: lang.optional().catch(undefined) });

export const ShareBody = z.object({ template: template.optional(), lang: lang.optional() });
