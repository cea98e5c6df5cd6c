/**
 * The named stages of each long-running pipeline, in the order they run. The flow screens show
 * one message per stage (spec §4), so the order here is the order users see.
 */
export const PIPELINE_STAGES = {
  enhancement: ['extracting-keywords', 'analyzing-structure', 'rewriting-summary', 'optimizing', 'finalizing'],
  supermatch: ['analyzing-job', 'matching-profile', 'tailoring-resume', 'generating-pdf', 'finalizing'],
} as const;

export type PipelineKind = keyof typeof PIPELINE_STAGES;
