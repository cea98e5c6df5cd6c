/**
 * The stages of each long-running pipeline, in the order they run, declared kind by kind: the
 * flow screens show one message per stage (spec §4), and the module that owns a kind gives its
 * list to each run it queues (the generic pipelines module knows none). Zod-free, so the
 * browser's islands import it alone (`@atelier/contracts/stages`).
 */

/** A resume's intake: read, then both templates printed and checked. */
export const INTAKE_STAGES = ['extracting', 'rendering'] as const;
export type IntakeStage = (typeof INTAKE_STAGES)[number];

/** A resume's enhancement in place (step 13 of the guided flow). */
export const ENHANCEMENT_STAGES = ['extracting-keywords', 'analyzing-structure', 'rewriting-summary', 'optimizing', 'finalizing'] as const;
export type EnhancementStage = (typeof ENHANCEMENT_STAGES)[number];

/** A SuperMatch: the posting read, the match, the tailored resume, its PDF. */
export const SUPERMATCH_STAGES = ['analyzing-job', 'matching-profile', 'tailoring-resume', 'generating-pdf', 'finalizing'] as const;
export type SuperMatchStage = (typeof SUPERMATCH_STAGES)[number];
