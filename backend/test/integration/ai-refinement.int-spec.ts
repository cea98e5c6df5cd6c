import { ParseResume } from '../../src/modules/resumes/application/parse-resume';
import { LangchainResumeRefiner } from '../../src/modules/resumes/infrastructure/ai/langchain-resume.refiner';
import { WorkerResumeParser } from '../../src/modules/resumes/infrastructure/documents/worker-resume.parser';
import { startFakeOpenAi, type FakeReply } from './support/fake-openai';
import { fixture } from './support/fixtures';

/**
 * With an LLM configured, parsing asks it for a second reading. Only what the document says
 * survives; a broken or absent model leaves the heuristic result untouched.
 */
describe('AI refinement of a parsed resume (LangChain against a local OpenAI-compatible server)', () => {
  const parser = new WorkerResumeParser();
  let reply: FakeReply = { text: '' };
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let baseline: Awaited<ReturnType<ParseResume['execute']>>;
  const refine = (model: string) =>
    new ParseResume(parser, new LangchainResumeRefiner({ apiKey: 'test-key', baseUrl: fake.baseUrl, model, timeoutMs: 5000 })).execute(
      fixture('resume-en.pdf'),
    );

  beforeAll(async () => {
    fake = await startFakeOpenAi(() => reply);
    baseline = await new ParseResume(parser).execute(fixture('resume-en.pdf'));
  });
  afterAll(async () => {
    await fake.close();
    await parser.onModuleDestroy();
  });

  it.each(['local-model', 'gpt-4o-mini'])('keeps what the document says and drops what the model made up (%s)', async (model) => {
    reply = {
      json: {
        basics: {
          name: 'Jordan Avery',
          summary: 'Backend engineer with eight years of experience building payment and logistics platforms in TypeScript and Go.',
          email: 'jordan@invented.example',
        },
        work: [
          { name: 'Northwind Logistics', position: 'Senior Backend Engineer', startDate: '2021-01' },
          { name: 'Contoso Payments', position: 'Software Engineer', startDate: '2016-09', endDate: '2020-12' },
          { name: 'Globex International', position: 'Chief Executive Officer', startDate: '2012-03' },
        ],
        awards: [{ title: 'Employee of the Year', date: '2019' }],
      },
    };
    const before = fake.requests.length;
    const result = await refine(model);
    const sent = JSON.stringify(fake.requests[before]);
    expect(sent).toContain('Northwind Logistics'); // the document's text went to the model
    expect(result.resume.basics?.summary).toMatch(/^Backend engineer with eight years/);
    expect(result.resume.basics?.email).toBe('jordan.avery@example.com'); // the baseline's, not the model's
    expect(JSON.stringify(result.resume)).not.toMatch(/Globex|Chief Executive|Employee of the Year|invented/);
    expect(result.resume.work?.map((w) => w.name)).toEqual(['Northwind Logistics', 'Contoso Payments']);
    expect(result.warnings.map((w) => w.code)).toContain('AI_REFINED');
  });

  it.each<[string, FakeReply]>([
    ['malformed output', { text: 'Sorry, I cannot help with that.' }],
    ['output off the schema', { json: { basics: { name: 42 } } }],
    ['a failing server', { status: 500 }],
  ])('falls back to the heuristic result on %s', async (_, r) => {
    reply = r;
    const result = await refine('local-model');
    expect(result.resume).toEqual(baseline.resume);
    expect(result.warnings.map((w) => w.code)).not.toContain('AI_REFINED');
  });
});
