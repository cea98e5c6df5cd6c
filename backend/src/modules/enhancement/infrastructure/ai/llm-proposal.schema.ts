import { z } from 'zod';

/**
 * What the model may answer: a list of path-based changes, nothing else (never a resume). Every
 * field is required and nullable, as OpenAI's strict structured output wants. Reason codes are
 * ours; their text comes from our catalogue, never from the model.
 */
export const LLM_REASONS = [
  'ACTION_VERB',
  'NO_PRONOUN',
  'CONCISE',
  'REWRITE',
  'SUMMARY_ADDED',
  'SUMMARY_TAILORED',
  'HIGHLIGHTS_PRIORITISED',
  'SKILLS_PRIORITISED',
  'RESULT_ADDED',
] as const;

export const LlmChangeSchema = z.object({
  path: z.string().max(80).describe('JSON pointer of an editable item, exactly as listed, e.g. /work/0/highlights/1'),
  op: z.enum(['replace', 'add', 'reorder']),
  before: z.string().max(3000).nullable().describe('replace: the current text, copied exactly; otherwise null'),
  after: z.string().max(1500).nullable().describe('replace/add: the new text; reorder: null'),
  order: z
    .array(z.number().int().min(0).max(99))
    .max(100)
    .nullable()
    .describe('reorder: the current indices in their new order; otherwise null'),
  reason: z.enum(LLM_REASONS),
});

export const LlmProposalSchema = z.object({
  changes: z.array(LlmChangeSchema).max(60),
});

export type LlmProposal = z.infer<typeof LlmProposalSchema>;
export type LlmChange = z.infer<typeof LlmChangeSchema>;
