import { TailorResume } from '../application/tailor-resume';
import type { JobFocus } from '../domain/job-focus';
import { OfflineAiEngine } from './ai/offline-ai.engine';
import { MatchingKeywordReader } from './matching-keyword.reader';

const job: JobFocus = {
  title: 'Account Executive',
  language: 'en',
  description: 'You know Salesforce CRM and B2B sales.',
  keywords: [
    { id: 'salesforce', term: 'Salesforce', kind: 'tool', required: true },
    { id: 'sales', term: 'B2B sales', kind: 'hard', required: true },
  ],
};

describe('MatchingKeywordReader', () => {
  it('finds skills in what a resume says, not in the names of its employers or schools', async () => {
    const reader = new MatchingKeywordReader();
    const resume = {
      work: [{ name: 'Salesforce', position: 'Office Manager', highlights: ['Ran B2B sales events for 40 partners'] }],
      education: [{ institution: 'Python Institute', area: 'Business' }],
    };
    const ids = (await reader.inResume(resume, 'en')).map((k) => k.id);
    expect(ids).toContain('sales');
    expect(ids).not.toContain('salesforce');
    expect(ids).not.toContain('python');
    // Tailoring then surfaces what the experience shows, never the employer's name as a skill.
    const tailored = await new TailorResume(new OfflineAiEngine(), reader).execute({ resume, language: 'en', job });
    expect((tailored.resume.skills ?? []).flatMap((s) => [s.name, ...(s.keywords ?? [])])).not.toContain('Salesforce');
    // The summary may say where the person works; it must not claim the employer's product as a skill.
    expect(tailored.resume.basics?.summary ?? '').not.toMatch(/skilled in[^.]*Salesforce/);
  });
});
