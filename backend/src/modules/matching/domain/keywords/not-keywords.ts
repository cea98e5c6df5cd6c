/** What is never a keyword: no lexicon build keeps it, and the span model adds none of it. */

// Academic degrees are the education factor's business (extract-requirements), not keywords;
// vocational certificates (BTS, CAP, NVQ, HNC) stay.
export const ACADEMIC_DEGREE =
  /\b(?:degree|bachelor|master|masters|msc|bsc|beng|meng|mba|phd|doctorate|doctorat|licence|llb|llm|juris doctor|bac ?\+ ?\d|dipl[oô]me d'ing[ée]nieur|[ée]cole de commerce|[ée]cole d'ing[ée]nieurs?)\b|^(?:ba|ma|bs|ms)\b/i;
// The job ad's own acronyms (contracts, company sizes), never a skill.
export const JOB_AD_ACRONYMS = new Set(['CDI', 'CDD', 'CTT', 'PME', 'TPE', 'ETI', 'RTT', 'SAS', 'SARL', 'SASU', 'VIE']);

// US states and Canadian provinces, as written after a city ("Denver, CO", "Hartford, CT").
const REGION_CODES = new Set(
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN
  TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT`.split(/\s+/),
);

/**
 * Whether the two capitals at start..end of a line are a place: a state or province code right
 * after a capitalised word (a city's, not an acronym: "SAP FI, CO" is SAP) and a comma. "Denver,
 * CO" is Colorado, not SAP's CO module; "Salt Lake City, UT", not ultrasonic testing.
 */
export function isRegionCode(line: string, start: number, end: number): boolean {
  return end - start === 2 && REGION_CODES.has(line.slice(start, end)) && /\p{Lu}\p{Ll}[\p{L}.'-]*,\s*$/u.test(line.slice(0, start));
}
