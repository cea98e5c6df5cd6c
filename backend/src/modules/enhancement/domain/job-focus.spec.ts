import { keywordEvidence, type JobFocus } from './job-focus';

describe('keywordEvidence', () => {
  const resume = { work: [{ name: 'Volt Co', position: 'Electrician', highlights: ['Installed cable trays and Docker hosts.'] }] };
  const job: JobFocus = {
    language: 'en',
    keywords: [
      { id: 'docker', term: 'Docker', kind: 'tool', required: true },
      { id: 'kubernetes', term: 'Kubernetes', kind: 'tool', required: true },
      { id: 'span:cable tray', term: 'cable trays', kind: 'hard', required: true },
    ],
  };

  it('takes the lexicon’s word for lexicon keywords, and the same words for a keyword that is its words', () => {
    // The lexicon (the resume's keywords) found Docker only.
    const evidence = keywordEvidence(resume, job, [{ id: 'docker', term: 'Docker' }]);
    expect(evidence.map((e) => [e.keyword.id, e.resumeTerm])).toEqual([
      ['docker', 'Docker'],
      ['kubernetes', undefined],
      ['span:cable tray', 'cable trays'],
    ]);
  });
});
