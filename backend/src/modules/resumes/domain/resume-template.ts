import type { ResumeLanguage } from '../../../shared/json-resume';

/** The looks a user can pick for the generated PDF. */
export const RESUME_TEMPLATES = ['ats', 'modern'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];

export const PAGE_SIZES = ['a4', 'letter'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const isResumeTemplate = (value: unknown): value is ResumeTemplate => RESUME_TEMPLATES.includes(value as ResumeTemplate);
export const isPageSize = (value: unknown): value is PageSize => PAGE_SIZES.includes(value as PageSize);

/** North America prints on Letter, France (and nearly everyone else) on A4. */
export const defaultPageSize = (language: ResumeLanguage): PageSize => (language === 'fr' ? 'a4' : 'letter');
