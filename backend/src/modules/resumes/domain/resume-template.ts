import type { ResumeLanguage } from '../../../shared/json-resume';

/**
 * The looks a user can pick for the generated PDF, and the paper sizes. The lists are the API
 * contract's (RESUME_TEMPLATES, PAGE_SIZES of @atelier/contracts); the domain, which does not
 * import the contract, only names the values it has rules for.
 */
export type ResumeTemplate = 'ats' | 'modern';
export type PageSize = 'a4' | 'letter';

/** North America prints on Letter, France (and nearly everyone else) on A4. */
export const defaultPageSize = (language: ResumeLanguage): PageSize => (language === 'fr' ? 'a4' : 'letter');
