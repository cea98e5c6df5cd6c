import { escoEntries } from './lexicon/esco';
import { occupationEntries } from './lexicon/occupations';
import type { LexiconEntry } from './lexicon/entry';
import { OWN_LEXICON } from './own-lexicon';

export type { LexiconEntry, SkillKind } from './lexicon/entry';

/**
 * Every skill the matcher knows: the project's own lexicon (split by field in `lexicon/`), the
 * occupation lexicon (built by backend/scripts/build-occupation-lexicon.ts), then the compact ESCO lexicon (ESCO, European Commission; built by
 * backend/scripts/build-esco-lexicon.ts). Every spelling and language of a skill shares its id.
 * `npm run eval:match` measures recall and precision on postings labelled by hand.
 */
export const SKILLS_LEXICON: LexiconEntry[] = [...OWN_LEXICON, ...occupationEntries(), ...escoEntries()];
