import type { JsonResume, StructuredResume } from '../../../../shared/json-resume';
import { jobPostingFromText } from '../job-posting';
import { analyzeMatch, BASE_WEIGHTS, confidenceOf, GOOD_MATCH_THRESHOLD } from './analyze-match';

const now = new Date('2026-01-15T00:00:00Z');
const structured = (resume: JsonResume, language: 'en' | 'fr'): StructuredResume => ({ resume, language, confidence: {}, warnings: [] });

const BACKEND_JOB = jobPostingFromText(`Backend Engineer
Requirements:
- 5+ years of experience with TypeScript, Node.js and PostgreSQL
- Docker and Kubernetes, CI/CD
- Fluent English
- Bachelor's degree in Computer Science
Nice to have:
- Terraform`);

const ENGINEER: JsonResume = {
  basics: {
    name: 'Ada Example',
    label: 'Senior Backend Engineer',
    summary: 'Backend engineer building TypeScript services; fluent in English and French.',
  },
  work: [
    {
      name: 'Ledger Co',
      position: 'Senior Software Engineer',
      startDate: '2018-03',
      highlights: ['Ran Node.js and PostgreSQL services on Kubernetes with Docker.', 'Set up CI/CD for 12 teams.'],
    },
    {
      name: 'Shop Inc',
      position: 'Software Engineer',
      startDate: '2014-09',
      endDate: '2018-02',
      highlights: ['Wrote the first automated tests.'],
    },
  ],
  education: [{ institution: 'Uni', studyType: 'Master of Science', area: 'Computer Science' }],
  skills: [{ name: 'Languages', keywords: ['TypeScript', 'SQL'] }],
  languages: [{ language: 'English', fluency: 'Native' }],
};

const BAKER: JsonResume = {
  basics: { name: 'Sam Baker', label: 'Pastry Chef', summary: 'Pastry chef with a love of sourdough and laminated doughs.' },
  work: [{ name: 'Copper Whisk', position: 'Pastry Chef', startDate: '2023-01', highlights: ['Baked 400 croissants a day.'] }],
  education: [{ institution: 'École', studyType: 'CAP Pâtissier' }],
};

const FR_JOB = jobPostingFromText(`Cheffe de projet numérique (H/F)
Vos missions :
- Piloter la gestion de projets en méthode agile (Scrum)
- Assurer le suivi budgétaire et le reporting
Profil recherché :
- 3 ans d'expérience minimum
- Maîtrise de Jira et d'Excel
- Anglais courant
- Rigueur et sens de l'organisation`);

const CHEFFE: JsonResume = {
  basics: {
    name: 'Léa Exemple',
    label: 'Cheffe de projet',
    summary: 'Cheffe de projet rigoureuse, dix ans de conduite de projets publics.',
  },
  work: [
    {
      name: 'Ville',
      position: 'Cheffe de projet senior',
      startDate: '2016-09',
      highlights: ['Gestion de projet en Scrum et suivi budgétaire.', 'Tableaux de bord et reporting mensuel sous Excel et Jira.'],
    },
  ],
  skills: [{ name: 'Organisation', keywords: ['Sens de l’organisation'] }],
  languages: [{ language: 'Anglais', fluency: 'Courant' }],
};

describe('analyzeMatch (match-v1)', () => {
  it('finds a keyword that is its words (no lexicon entry) by the same words in the resume', () => {
    const job = { ...BACKEND_JOB, keywords: [{ id: 'span:cable tray', term: 'cable trays', kind: 'hard' as const, required: true }] };
    const electrician = {
      ...ENGINEER,
      work: [{ name: 'Volt Co', position: 'Electrician', highlights: ['Installed Cable Trays in 3 plants.'] }],
    };
    const result = analyzeMatch(structured(electrician, 'en'), job, 'en', { now });
    expect(result.found.map((k) => [k.id, k.evidence])).toEqual([
      ['span:cable tray', [{ path: 'work[0].highlights[0]', text: 'Cable Trays' }]],
    ]);
    expect(analyzeMatch(structured(BAKER, 'en'), job, 'en', { now }).missing.map((k) => k.id)).toEqual(['span:cable tray']);
  });

  it('does not take a work place ("Des Moines, IA") for evidence of a skill spelled the same', () => {
    const job = { ...BACKEND_JOB, keywords: [{ id: 'ai', term: 'AI', kind: 'hard' as const, required: true }] };
    const place = { ...ENGINEER, work: [{ name: 'Ledger Co', position: 'Analyst', highlights: ['Opened the office in Des Moines, IA.'] }] };
    expect(analyzeMatch(structured(place, 'en'), job, 'en', { now }).missing.map((k) => k.id)).toEqual(['ai']);
    const skill = { ...place, work: [{ ...place.work[0], highlights: ['Built IA tools for the Des Moines office.'] }] };
    expect(analyzeMatch(structured(skill, 'en'), job, 'en', { now }).found.map((k) => k.id)).toEqual(['ai']);
  });

  it('finds a good English match, with where each keyword is evidenced', () => {
    const result = analyzeMatch(structured(ENGINEER, 'en'), BACKEND_JOB, 'en', { now });
    expect(result).toMatchObject({ version: 'match-v1', verdict: 'good', language: 'en' });
    expect(result.score).toBeGreaterThanOrEqual(GOOD_MATCH_THRESHOLD);
    const ts = result.found.find((k) => k.id === 'typescript');
    expect(ts?.evidence).toEqual(expect.arrayContaining([{ path: 'skills[0].keywords[0]', text: 'TypeScript' }]));
    expect(result.missing.map((k) => k.id)).toEqual(['terraform']);
    expect(result.factors.map((f) => f.id)).toEqual(['hardSkills', 'jobTitle', 'experience', 'education', 'languages']);
    expect(result.reasons[0]).toMatch(/^Good match \(score \d+\/100\)/);
  });

  it('calls a poor English match a mismatch, required keywords missing first', () => {
    const result = analyzeMatch(structured(BAKER, 'en'), BACKEND_JOB, 'en', { now });
    expect(result.verdict).toBe('poor');
    expect(result.score).toBeLessThan(GOOD_MATCH_THRESHOLD);
    expect(result.reasons[0]).toMatch(/^Job Mismatch Detected/);
    expect(result.missing[result.missing.length - 1]).toMatchObject({ id: 'terraform', required: false });
    expect(result.missing.slice(0, -1).every((k) => k.required)).toBe(true);
    expect(result.factors.find((f) => f.id === 'education')?.score).toBe(30); // a CAP is two levels below a bachelor's
  });

  it('reads French postings and answers in natural French', () => {
    const good = analyzeMatch(structured(CHEFFE, 'fr'), FR_JOB, 'fr', { now });
    expect(good.verdict).toBe('good');
    expect(good.reasons[0]).toMatch(/^Bonne adéquation \(score de \d+\/100\)\u00a0: le CV atteste/);
    expect(good.reasons.join(' ')).not.toMatch(/ [:;]/); // French typography: no-break spaces only
    const poor = analyzeMatch(structured(BAKER, 'fr'), FR_JOB, 'fr', { now });
    expect(poor.verdict).toBe('poor');
    expect(poor.reasons[0]).toMatch(/^Inadéquation avec l’offre/);
  });

  it('matches an English posting against a French resume on shared skill ids', () => {
    const job = jobPostingFromText(
      'Project Manager\nRequirements:\n- Project management with Scrum\n- Budget tracking and Excel\n- English',
    );
    const result = analyzeMatch(structured(CHEFFE, 'fr'), job, 'en', { now });
    expect(result.found.map((k) => k.id)).toEqual(expect.arrayContaining(['project-management', 'agile', 'excel', 'english']));
    expect(result.found.find((k) => k.id === 'project-management')?.evidence[0].text).toMatch(/Cheffe de projet|Gestion de projet/);
    expect(result.factors.find((f) => f.id === 'jobTitle')?.score).toBeGreaterThanOrEqual(75);
    expect(result.verdict).toBe('good');
  });

  it('leaves out the factors a posting does not ask for and scales the others up', () => {
    const job = jobPostingFromText('Data Analyst\nRequirements:\n- SQL and Excel\n- Tableau software');
    const result = analyzeMatch(structured(ENGINEER, 'en'), job, 'en', { now });
    expect(result.excluded.map((f) => f.id).sort()).toEqual(['education', 'experience', 'languages']);
    const total = BASE_WEIGHTS.hardSkills + BASE_WEIGHTS.jobTitle;
    expect(result.factors).toEqual([
      expect.objectContaining({ id: 'hardSkills', weight: Math.round((BASE_WEIGHTS.hardSkills / total) * 1000) / 1000 }),
      expect.objectContaining({ id: 'jobTitle', weight: Math.round((BASE_WEIGHTS.jobTitle / total) * 1000) / 1000 }),
    ]);
    expect(result.factors.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(1, 2);
    expect(result.reasons[result.reasons.length - 1]).toMatch(/left out .*: years of experience, education, languages\.$/);
  });

  it('is deterministic: same inputs, same analysis', () => {
    const a = analyzeMatch(structured(ENGINEER, 'en'), BACKEND_JOB, 'fr', { now });
    const b = analyzeMatch(structured(structuredClone(ENGINEER), 'en'), structuredClone(BACKEND_JOB), 'fr', { now });
    expect(b).toEqual(a);
  });

  it('never states a computed total of years, only the posting’s ask and the resume’s dates', () => {
    const result = analyzeMatch(structured(ENGINEER, 'en'), BACKEND_JOB, 'en', { now });
    const experience = result.factors.find((f) => f.id === 'experience');
    expect(experience?.score).toBe(100);
    expect(experience?.explanation).toBe(
      'The posting asks for 5+ years of experience; the resume’s dated work history starts in Sep 2014 (2 dated entries).',
    );
    expect(result.reasons.join(' ')).not.toMatch(/\b11\b|\b1[01] years/); // 2014-09 to 2026-01 would be 11 years
  });

  it('lowers the score when the resume’s dated history is shorter than asked, and says it may fall short', () => {
    const junior = structured({ ...ENGINEER, work: [{ name: 'Ledger Co', position: 'Backend Engineer', startDate: '2024-01' }] }, 'en');
    const experience = analyzeMatch(junior, BACKEND_JOB, 'en', { now }).factors.find((f) => f.id === 'experience');
    expect(experience?.score).toBeLessThan(50);
    expect(experience?.explanation).toMatch(/starts in Jan 2024 \(1 dated entry\), which may fall short\.$/);
  });

  it('counts education only when asked, by level', () => {
    const bachelor = structured({ ...ENGINEER, education: [{ studyType: 'Licence', area: 'Informatique' }] }, 'en');
    const masterJob = jobPostingFromText('Backend Engineer\nRequirements:\n- TypeScript\n- Master’s degree in Computer Science');
    expect(analyzeMatch(bachelor, masterJob, 'en', { now }).factors.find((f) => f.id === 'education')?.score).toBe(60);
    expect(analyzeMatch(bachelor, masterJob, 'en', { now }).factors.find((f) => f.id === 'education')?.explanation).toMatch(
      /master’s degree.*“Licence, Informatique”/,
    );
  });

  it('grounds confidence in the amount of evidence', () => {
    expect(confidenceOf(1, 40, 1, 20).confidence).toBe('low');
    expect(confidenceOf(12, 600, 5, 90).confidence).toBe('high');
    expect(confidenceOf(12, 600, 5, 61).confidenceScore).toBeLessThan(confidenceOf(12, 600, 5, 90).confidenceScore);
  });
});
