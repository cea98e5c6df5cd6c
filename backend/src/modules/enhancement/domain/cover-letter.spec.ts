import { auditCoverLetter, chooseCoverLetter, composeCoverLetter, coverLetterText } from './cover-letter';
import { keywordEvidence, type JobFocus } from './job-focus';

const resume = {
  basics: { name: 'Jordan Avery' },
  work: [
    {
      name: 'Northwind Logistics',
      position: 'Senior Backend Engineer',
      startDate: '2021-01',
      highlights: ['Led the migration of the dispatch service to event sourcing, cutting delivery delays by 18%'],
    },
  ],
  skills: [{ name: 'Backend', keywords: ['TypeScript', 'PostgreSQL', 'Kubernetes'] }],
};
const job: JobFocus = {
  title: 'Backend Engineer',
  company: 'Contoso',
  description: 'Build services in TypeScript on PostgreSQL. Kubernetes required. Go is a plus.',
  language: 'en',
  keywords: [
    { id: 'typescript', term: 'TypeScript', kind: 'hard', required: true },
    { id: 'postgresql', term: 'PostgreSQL', kind: 'tool', required: true },
    { id: 'go', term: 'Go', kind: 'hard', required: false },
  ],
};

describe('cover letter (offline)', () => {
  it('is written from the resume and the posting, states no fact of its own, in both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      const letter = composeCoverLetter(resume, { ...job, language }, language, keywordEvidence(resume, job));
      const text = coverLetterText(letter);
      expect(text).toContain('Backend Engineer');
      expect(text).toContain('Contoso');
      expect(text).toContain('Northwind Logistics');
      expect(text).toContain('18%');
      expect(text).toContain('TypeScript');
      expect(text).not.toContain('Go,');
      expect(letter.signature).toBe('Jordan Avery');
      expect(auditCoverLetter(letter, resume, job)).toEqual([]);
    }
  });

  it("refuses a model's letter that invents a fact, and keeps one that does not", () => {
    const offline = composeCoverLetter(resume, job, 'en', keywordEvidence(resume, job));
    const invented = { ...offline, paragraphs: [...offline.paragraphs, 'At Google I grew revenue by 340%.'] };
    const chosen = chooseCoverLetter(invented, offline, resume, job);
    expect(chosen.source).toBe('offline');
    expect(chosen.refused.map((f) => f.value)).toEqual(expect.arrayContaining(['340%', 'Google']));
    const reworded = { ...offline, paragraphs: ['I would like to join Contoso as a Backend Engineer.'] };
    expect(chooseCoverLetter(reworded, offline, resume, job).source).toBe('llm');
    expect(chooseCoverLetter({ ...offline, paragraphs: [] }, offline, resume, job).source).toBe('offline');
  });
});
