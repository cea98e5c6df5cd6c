import { BUSINESS } from './lexicon/business';
import { DOMAINS } from './lexicon/domains';
import { spellingsOf, type LexiconEntry } from './lexicon/entry';
import { HEALTH_AND_CARE } from './lexicon/health-and-care';
import { INDUSTRY } from './lexicon/industry';
import { IT_OPERATIONS } from './lexicon/it-operations';
import { OFFICE_AND_LAW } from './lexicon/office-and-law';
import { spellingKey } from './lexicon-matcher';
import { PEOPLE } from './lexicon/people';
import { SERVICES_AND_TRADES } from './lexicon/services-and-trades';
import { SOFTWARE } from './lexicon/software';
import { withVerbForms } from './lexicon/verb-forms';

/**
 * The project's own lexicon (EN/FR): tech terms, trades, soft skills and domains that ESCO lacks or
 * names differently, with kinds and language-specific spellings. Its entries win over ESCO's.
 */
const SKILLS = [
  ...SOFTWARE,
  ...IT_OPERATIONS,
  ...BUSINESS,
  ...OFFICE_AND_LAW,
  ...INDUSTRY,
  ...SERVICES_AND_TRADES,
  ...HEALTH_AND_CARE,
  ...PEOPLE,
];

// Every spelling's key once (folding 10,000 spellings twice cost a tenth of the lexicon's load).
const SKILL_KEYS = new Set(SKILLS.flatMap(spellingsOf).map(spellingKey));
const TAKEN = new Set([...SKILL_KEYS, ...DOMAINS.flatMap(spellingsOf).map(spellingKey)]);

/** Domain spellings a skill entry already has ("frontend", "test automation") stay with that skill. */
function newSpellingsOnly(domains: LexiconEntry[]): LexiconEntry[] {
  const free = (list?: string[]) => list?.filter((s) => !SKILL_KEYS.has(spellingKey(s)));
  return domains
    .map((d) => ({ ...d, en: free(d.en)!, fr: free(d.fr)!, enOnly: free(d.enOnly), frOnly: free(d.frOnly), cased: free(d.cased) }))
    .filter((d) => d.en.length + d.fr.length + (d.enOnly?.length ?? 0) + (d.frOnly?.length ?? 0) + (d.cased?.length ?? 0) > 0);
}

export const OWN_LEXICON: LexiconEntry[] = [...withVerbForms(SKILLS, (verb) => TAKEN.has(spellingKey(verb))), ...newSpellingsOnly(DOMAINS)];
