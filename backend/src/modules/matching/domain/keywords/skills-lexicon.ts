import { BUSINESS } from './lexicon/business';
import type { LexiconEntry } from './lexicon/entry';
import { INDUSTRY } from './lexicon/industry';
import { PEOPLE } from './lexicon/people';
import { SOFTWARE } from './lexicon/software';

export type { LexiconEntry, SkillKind } from './lexicon/entry';

/**
 * The project's own skills lexicon (EN/FR), split by field in `lexicon/`: one entry per skill,
 * every spelling and language of it sharing one id. It grows with use; `npm run eval:match`
 * measures its recall against hand-labelled postings. An ESCO export can be added at run time
 * (`taxonomy-lexicon.ts`), never committed.
 */
export const SKILLS_LEXICON: LexiconEntry[] = [...SOFTWARE, ...BUSINESS, ...INDUSTRY, ...PEOPLE];
