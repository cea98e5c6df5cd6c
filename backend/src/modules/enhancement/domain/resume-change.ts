/**
 * A change the engine proposes: a diff on one path of the structured resume, never a new resume.
 * Each carries its reason in both languages, so the person sees why it was made.
 */
export type ChangeOp = 'replace' | 'add' | 'reorder' | 'remove-duplicate';
export type ChangeSource = 'rule' | 'llm' | 'answer';

export const REASON_CODES = [
  'ACTION_VERB',
  'NO_PRONOUN',
  'CONCISE',
  'PUNCTUATION',
  'REWRITE',
  'SUMMARY_ADDED',
  'SUMMARY_TAILORED',
  'SKILLS_DEDUPED',
  'SKILLS_PRIORITISED',
  'HIGHLIGHTS_PRIORITISED',
  'ENTRIES_PRIORITISED',
  'KEYWORD_SURFACED',
  'RESULT_ADDED',
  'SKILL_CONFIRMED',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface ChangeReason {
  code: ReasonCode;
  en: string;
  fr: string;
}

const REASONS: Record<ReasonCode, [string, string]> = {
  ACTION_VERB: [
    'Starts with a strong action verb instead of a weak opener.',
    'Commence par un verbe d’action plutôt qu’une formule faible.',
  ],
  NO_PRONOUN: [
    'First-person pronouns removed: resumes are written without them.',
    'Pronoms personnels retirés : un CV s’écrit sans « je ».',
  ],
  CONCISE: ['Filler words removed to keep the line concise.', 'Mots superflus retirés pour une ligne plus concise.'],
  PUNCTUATION: ['Punctuation made consistent with the other lines.', 'Ponctuation harmonisée avec les autres lignes.'],
  REWRITE: ['Reworded for clarity and impact, with the same facts.', 'Reformulé pour plus de clarté et d’impact, avec les mêmes faits.'],
  SUMMARY_ADDED: [
    'A summary was missing: composed only from facts already in the resume.',
    'Le résumé manquait : composé uniquement à partir des faits déjà présents dans le CV.',
  ],
  SUMMARY_TAILORED: [
    'Summary opens with the skills this job asks for that the resume already shows.',
    'Le résumé met en avant les compétences demandées par l’offre que le CV montre déjà.',
  ],
  SKILLS_DEDUPED: ['Duplicate skills merged.', 'Compétences en double fusionnées.'],
  SKILLS_PRIORITISED: ['Skills this job asks for come first.', 'Les compétences demandées par l’offre passent en premier.'],
  HIGHLIGHTS_PRIORITISED: ['Achievements relevant to this job come first.', 'Les réalisations utiles pour cette offre passent en premier.'],
  ENTRIES_PRIORITISED: ['Entries relevant to this job come first.', 'Les éléments utiles pour cette offre passent en premier.'],
  KEYWORD_SURFACED: [
    'Already shown in your experience; now listed in your skills where recruiters and ATS look.',
    'Déjà présent dans votre expérience ; désormais listé dans vos compétences, là où recruteurs et ATS le cherchent.',
  ],
  RESULT_ADDED: ['Adds the result you told us about.', 'Ajoute le résultat que vous nous avez indiqué.'],
  SKILL_CONFIRMED: ['Added from your answer.', 'Ajouté d’après votre réponse.'],
};

export const reason = (code: ReasonCode): ChangeReason => ({ code, en: REASONS[code][0], fr: REASONS[code][1] });

export interface ResumeChange {
  /** JSON pointer into the resume: "/work/2/highlights/0", "/basics/summary", "/skills/0/keywords", "/skills/-". */
  path: string;
  op: ChangeOp;
  /** The original text (replace), null (add), or the original items' labels in order (reorder, remove-duplicate). */
  before: string | string[] | null;
  /** The new text, or the items' labels in their new order / after removal. */
  after: string | string[];
  /** Reorder / remove-duplicate: indices into the ORIGINAL list, in the new order (items added to the list count from its original length). */
  order?: number[];
  reason: ChangeReason;
  source: ChangeSource;
}

export type RejectCode =
  | 'PATH_NOT_ALLOWED'
  | 'OP_NOT_ALLOWED'
  | 'PATH_NOT_FOUND'
  | 'BEFORE_MISMATCH'
  | 'INVALID_CHANGE'
  | 'DUPLICATE_PATH'
  | 'NOT_EVIDENCED'
  | 'FABRICATION';

export interface RejectedChange {
  change: ResumeChange;
  code: RejectCode;
  detail?: string;
}
