/** What is never a keyword: no lexicon build keeps it, and the span model adds none of it. */

// Academic degrees are the education factor's business (extract-requirements), not keywords;
// vocational certificates (BTS, CAP, NVQ, HNC) stay.
export const ACADEMIC_DEGREE =
  /\b(?:degree|bachelor|master|masters|msc|bsc|beng|meng|mba|phd|doctorate|doctorat|licence|llb|llm|juris doctor|bac ?\+ ?\d|dipl[oô]me d'ing[ée]nieur|[ée]cole de commerce|[ée]cole d'ing[ée]nieurs?)\b|^(?:ba|ma|bs|ms)\b/i;
// The job ad's own acronyms (contracts, company sizes), never a skill.
export const JOB_AD_ACRONYMS = new Set(['CDI', 'CDD', 'CTT', 'PME', 'TPE', 'ETI', 'RTT', 'SAS', 'SARL', 'SASU', 'VIE']);
