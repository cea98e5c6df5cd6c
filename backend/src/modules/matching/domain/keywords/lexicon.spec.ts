import { SKILLS_MATCHER, extractKeywords } from './extract-keywords';
import { analyseRequirements, extractRequirements } from './extract-requirements';
import { titleFamilies, titleSimilarity } from './job-titles';
import { spellingKey } from './lexicon-matcher';
import { SKILLS_LEXICON } from './skills-lexicon';

const ids = (text: string, language?: 'en' | 'fr') => extractKeywords(text, language).map((k) => k.id);
// The lexicons alone, before the span model adds spans no lexicon names ("relancer les prospects").
const lexiconIds = (text: string, language?: 'en' | 'fr') => extractKeywords(text, language, { matcher: SKILLS_MATCHER }).map((k) => k.id);

describe('skills lexicon', () => {
  it('gives every spelling to one skill only, and every id to one entry', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of SKILLS_LEXICON) {
      for (const s of [...entry.en, ...entry.fr, ...(entry.enOnly ?? []), ...(entry.frOnly ?? [])]) {
        const key = spellingKey(s);
        const other = owner.get(key);
        if (other && other !== entry.id) clashes.push(`${s}: ${other} / ${entry.id}`);
        owner.set(key, entry.id);
      }
    }
    expect(clashes).toEqual([]);
    expect(new Set(SKILLS_LEXICON.map((e) => e.id)).size).toBe(SKILLS_LEXICON.length);
  });

  it('groups synonyms and translations under one id', () => {
    expect(ids('JS, JavaScript and ECMAScript')).toEqual(['javascript']);
    expect(ids('project management')).toEqual(ids('gestion de projet'));
    expect(ids('pivot tables')).toEqual(ids('tableaux croisés dynamiques'));
    expect(ids('Supply chain')).toEqual(ids('chaîne logistique'));
    expect(ids('cross-selling')).toEqual(['cross-sell']);
  });

  it('folds accents and plurals on every word of a phrase', () => {
    expect(ids('TABLEAUX CROISES')).toEqual(['pivot-tables']);
    expect(ids('Relations clients et réparations')).toEqual(['customer-relations', 'repair']);
    expect(ids('pricing strategies and user stories')).toEqual(['pricing', 'backlog']);
    expect(ids('micro services, micro-services, microservices')).toEqual(['microservices']);
    expect(ids('gros œuvre et gros oeuvre')).toEqual(['structural-work']);
  });

  it('reads tools written with punctuation', () => {
    expect(ids('C#, C++, .NET, Node.js, CI/CD, Java/J2EE, pl/sql')).toEqual([
      'csharp',
      'cpp',
      'dotnet',
      'nodejs',
      'cicd',
      'java',
      'java-ee',
      'oracle',
    ]);
    expect(ids("Maîtrise de l'anglais et d'Excel")).toEqual(['english', 'excel']);
  });

  it('keeps case-sensitive names for tools that are also ordinary words', () => {
    expect(ids('Backend in Go and Postgres')).toEqual(['domain-backend', 'go', 'postgresql']);
    expect(ids('Go beyond the surface. We go far.')).toEqual([]);
    expect(ids('Remote. Go and Postgres.')).toEqual(['go', 'postgresql']);
    expect(ids('In other words, the backbone of our office')).toEqual([]);
    expect(ids('Maîtrise de Word et Excel')).toEqual(['word', 'excel']);
  });

  it('keeps words of one language to text of that language', () => {
    expect(lexiconIds('Qualifier des leads et relancer les prospects', 'fr')).toEqual(['lead-qualification', 'prospecting']);
    expect(lexiconIds('Our team leads talk to prospects', 'en')).toEqual([]);
    expect(lexiconIds("J'ai lu les tests", 'fr')).toEqual(['testing']);
    expect(lexiconIds('Rapid tests for antibodies', 'en')).toEqual([]);
  });
});

describe('requirements', () => {
  it('does not read English words as French diplomas, nor "stage" as an internship in English', () => {
    expect(extractRequirements('We ship early-stage products, but we care about stage 2 quality.', 'en')).toEqual({});
    expect(extractRequirements('Titulaire d’un BTS ou DUT, stage de fin d’études', 'fr')).toMatchObject({
      educationLevel: 'associate',
      seniority: 'junior',
    });
  });

  it('takes the lowest level required, not a level that is only preferred', () => {
    const text = "Bachelor's Degree in business is required. PhD or MBA are highly desirable.";
    expect(analyseRequirements(text, 'en')).toMatchObject({
      requirements: { educationLevel: 'bachelor' },
      terms: { education: "Bachelor's" },
    });
    expect(extractRequirements('Requirements:\n- Python\nNice to have:\n- Master’s degree', 'en').educationLevel).toBe('master');
    expect(extractRequirements('Requirements:\n- BS degree in CS\nNice to have:\n- Master’s degree', 'en').educationLevel).toBe('bachelor');
    expect(extractRequirements('Vous avez un niveau Bac+2 à Bac+3 en logistique', 'fr').educationLevel).toBe('associate');
  });

  it('reads the years asked, not the company’s own history', () => {
    expect(
      extractRequirements(
        "Fort de plus de 20 ans d'expérience, mon client conçoit des logiciels. 2 à 5 ans d'expérience dans le support.",
        'fr',
      ).yearsOfExperience,
    ).toBe(2);
    expect(extractRequirements('Minimum of 5 years of work experience as an electrician', 'en').yearsOfExperience).toBe(5);
  });

  it('reads seniority from the title first', () => {
    expect(analyseRequirements('We value leadership and lead by example.', 'en', 'Data Analyst').requirements.seniority).toBeUndefined();
    expect(analyseRequirements('Join us.', 'en', 'Senior Python Backend Engineer')).toMatchObject({
      requirements: { seniority: 'senior' },
      terms: { seniority: 'Senior' },
    });
  });
});

describe('job titles', () => {
  it('puts English and French names of a job in one family', () => {
    expect(titleFamilies('Développeur·se Full Stack (H/F)')).toContain('software-engineer');
    expect(titleFamilies('Senior Software Engineer')).toContain('software-engineer');
    expect(titleFamilies('Cheffe de projet numérique')).toEqual(['project-manager']);
    expect(titleSimilarity('Chef de projet digital (H/F)', 'Project Manager')).toBeGreaterThanOrEqual(0.75);
    expect(titleSimilarity('Pastry Chef', 'Staff Engineer')).toBe(0);
  });
});
