import { JsonResumeSchema, type JsonResume, type ResumeLanguage } from '../../../../shared/json-resume';
import type { ResumeRefiner } from '../../application/parsing-ports';
import { chatModel } from '../../../../platform/ai/chat-model';
import type { AiConfig } from '../../../../platform/config/app-config';

const MAX_TEXT = 24_000;

const INSTRUCTIONS = `You convert the text of a resume into JSON Resume (https://jsonresume.org/schema).
Rules:
- Copy values exactly as written in the text. Never invent, translate, reword or complete anything.
- Leave out any field the text does not state. Dates as YYYY or YYYY-MM.
- work[].name is the employer, work[].position the job title; highlights are the bullet points.
- A draft from a rule-based parser is given: fix its mistakes, keep what it got right.`;

/** The LLM reading of a resume through LangChain, validated against the JSON Resume schema. */
export class LangchainResumeRefiner implements ResumeRefiner {
  readonly enabled = true;

  // Built once, on first use (LangChain loads lazily: the offline path never pays for it).
  private structured?: Promise<{ invoke(messages: Array<{ role: string; content: string }>): Promise<unknown> }>;

  constructor(private readonly config: AiConfig) {}

  async refine(input: { text: string; draft: JsonResume; language: ResumeLanguage }): Promise<JsonResume> {
    this.structured ??= chatModel(this.config).then((model) => model.withStructuredOutput(JsonResumeSchema, { name: 'json_resume' }));
    const answer = await (
      await this.structured
    ).invoke([
      { role: 'system', content: INSTRUCTIONS },
      {
        role: 'user',
        content: `Language: ${input.language}\n\nDraft:\n${JSON.stringify(input.draft)}\n\nResume text:\n${input.text.slice(0, MAX_TEXT)}`,
      },
    ]);
    // withStructuredOutput has parsed it with the schema already; parse again to be sure of the shape.
    return JsonResumeSchema.parse(answer);
  }
}

/** Without an LLM configured: no refinement, the heuristic parse is the result. */
export class NoResumeRefiner implements ResumeRefiner {
  readonly enabled = false;

  async refine(): Promise<JsonResume> {
    throw new Error('no LLM configured');
  }
}

export function resumeRefinerFor(config?: AiConfig): ResumeRefiner {
  return config ? new LangchainResumeRefiner(config) : new NoResumeRefiner();
}
