import { z } from 'zod';

/** What the model may answer: the posting's keywords, each its words and a kind; nothing else. */
export const KeywordProposalSchema = z.object({
  keywords: z
    .array(
      z.object({
        term: z.string().max(120).describe('The keyword exactly as the posting writes it'),
        kind: z.enum(['hard', 'tool', 'certification', 'language', 'domain', 'soft']),
      }),
    )
    .max(200),
});

export type KeywordProposal = z.infer<typeof KeywordProposalSchema>;
