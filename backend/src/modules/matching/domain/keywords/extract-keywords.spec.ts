import { extractKeywords, foldKeepingLength } from './extract-keywords';
import { extractRequirements } from './extract-requirements';
import { isRegionCode } from './not-keywords';

const EN = `Senior Backend Engineer
We are looking for an engineer to join the rest of the team. In other words, you will own services.
Requirements:
- 5+ years of experience with TypeScript or JS, Node.js and PostgreSQL
- REST APIs, Docker and Kubernetes (k8s)
- Fluent English; strong communication skills
Nice to have:
- Terraform
- AWS certification
Experience with Kafka is a plus. Master's degree in Computer Science.`;

const FR = `Cheffe de projet digital (H/F)
Vos missions : piloter la gestion de projets e-commerce et le suivi budgétaire.
Profil recherché :
- 3 ans d'expérience minimum, Bac+5 (école d'ingénieurs ou master)
- Maîtrise du Pack Office et d'Excel, anglais courant
- Rigueur, autonomie, travail en équipe
Un plus :
- Connaissance du référencement naturel (SEO)
La connaissance de Figma serait un plus.`;

describe('extractKeywords', () => {
  const en = extractKeywords(EN);
  const byId = (list: typeof en) => Object.fromEntries(list.map((k) => [k.id, k]));

  it('finds skills, tools, certifications, languages and soft skills in English, synonyms grouped', () => {
    const k = byId(en);
    expect(Object.keys(k)).toEqual(
      expect.arrayContaining([
        'typescript',
        'javascript',
        'nodejs',
        'postgresql',
        'rest',
        'docker',
        'kubernetes',
        'english',
        'communication',
        'terraform',
        'aws-cert',
        'kafka',
      ]),
    );
    expect(k.javascript.term).toBe('JS');
    expect(k.kubernetes.kind).toBe('tool');
    expect(k.english.kind).toBe('language');
  });

  it('tells required from nice to have, by section and by sentence', () => {
    const k = byId(en);
    expect(k.typescript.required).toBe(true);
    expect(k.terraform.required).toBe(false);
    expect(k.kafka.required).toBe(false);
  });

  it('does not take what the employer offers for skills asked for', () => {
    const fr = extractKeywords(
      'Gestionnaire de paie (H/F)\n- Gestion de la paie sur Silae, DSN, primes et congés payés\nRémunération et avantages :\n- Mutuelle, primes, tickets restaurant, congés payés\nProfil :\n- Maîtrise d’Excel',
      'fr',
    );
    // In the missions, primes and congés payés are payroll work; in the offer, perks.
    expect(fr.map((k) => k.term)).toEqual(expect.arrayContaining(['paie', 'Silae', 'DSN', 'Excel']));
    expect(fr.map((k) => k.term)).not.toContain('Mutuelle');
    const offered = extractKeywords('Rémunération et avantages :\n- Mutuelle, primes, congés payés, Excel', 'fr');
    expect(offered).toEqual([]);
    expect(extractKeywords('Avantages : 13ème mois, primes, mutuelle, Excel', 'fr')).toEqual([]);
    expect(
      extractKeywords('Benefits:\n- Paid time off, health insurance, Excel training\nAbout you:\n- Excel and SQL', 'en').map((k) => k.term),
    ).toEqual(['Excel', 'SQL']);
    expect(
      extractKeywords('About you:\n- Excel and SQL\nWhat we have to offer:\n- Life insurance, book club and mentorship program', 'en').map(
        (k) => k.term,
      ),
    ).toEqual(['Excel', 'SQL']);
  });

  it('does not take the steps of how the employer hires for skills asked for', () => {
    const en = extractKeywords('Data Engineer\n- Airflow and SQL\nInterview process:\n- Phone screen\n- Technical test in Python', 'en');
    expect(en.map((k) => k.term)).toEqual(expect.arrayContaining(['Airflow', 'SQL']));
    expect(en.map((k) => k.term)).not.toContain('Python');
    const fr = extractKeywords(
      'Développeur\n- Maîtrise de Symfony\nProcessus de recrutement :\n- Échange visio\n- Test technique PHP',
      'fr',
    );
    expect(fr.map((k) => k.term)).toContain('Symfony');
    expect(fr.map((k) => k.term)).not.toContain('PHP');
  });

  it('does not read ordinary words as skills', () => {
    const k = byId(extractKeywords('Join the rest of the team. In other words, our outlook is bright and we go far.'));
    expect(k).toEqual({});
  });

  it('reads French postings: accents, plurals and French names of the same skills', () => {
    const k = byId(extractKeywords(FR));
    expect(Object.keys(k)).toEqual(
      expect.arrayContaining([
        'project-management',
        'budget',
        'office',
        'excel',
        'english',
        'rigour',
        'autonomy',
        'teamwork',
        'seo',
        'figma',
      ]),
    );
    // The title's "Cheffe de projet" comes first; the plural phrase is matched on its own too.
    expect(k['project-management'].term).toBe('Cheffe de projet');
    expect(extractKeywords('Vos missions : la gestion de projets.')[0]).toMatchObject({
      id: 'project-management',
      term: 'gestion de projets',
    });
    expect(k.seo.required).toBe(false);
    expect(k.figma.required).toBe(false);
    expect(k.excel.required).toBe(true);
  });

  it('only returns words of the posting (grounded)', () => {
    for (const text of [EN, FR]) {
      const folded = foldKeepingLength(text);
      for (const k of extractKeywords(text)) expect(folded).toContain(foldKeepingLength(k.term));
    }
  });
});

describe('names in a posting', () => {
  const terms = (text: string, language: 'en' | 'fr' = 'en') => extractKeywords(text, language).map((k) => k.term);

  it('does not take the employer’s brand name for a tool, but keeps what its name says it does', () => {
    const en = terms(
      'Data Engineer\nMedLedger Analytics helps hospitals with SQL, Python and dbt.\n- Build pipelines with Airflow, FastLane and Spark',
    );
    expect(en).not.toContain('MedLedger');
    expect(en).toEqual(expect.arrayContaining(['SQL', 'Python', 'Airflow', 'FastLane']));
    const fr = terms(
      'Cariste (H/F)\nLogiSud, prestataire logistique, gère un entrepôt.\n- Conduite de chariots, SAP, LogiTrack et Excel',
      'fr',
    );
    expect(fr).not.toContain('LogiSud');
    expect(fr).toContain('LogiTrack');
  });

  it('does not take the places and shifts of a title line for tools', () => {
    const en = terms('Backend Developer (Python) – Leeds / Hybrid\n- Build APIs with Django, Celery and PostgreSQL');
    expect(en).not.toContain('Leeds');
    expect(en).toEqual(expect.arrayContaining(['Python', 'Django', 'Celery']));
  });

  it('does not take a state or province code after a city for a skill', () => {
    // "IA" is AI in French, Iowa after "Des Moines, ".
    expect(terms('Data Scientist\nAcme Analytics – Des Moines, IA\n- Build forecasting models')).not.toContain('IA');
    expect(terms('Account Executive, Mid-Market – Des Moines, IA\n- Sell to CFOs')).not.toContain('IA');
    expect(terms('Data Scientist (H/F)\nParis\n- Projets IA, Python et SQL', 'fr')).toContain('IA');
    expect(isRegionCode('Denver, CO', 8, 10)).toBe(true);
    expect(isRegionCode('SAP FI, CO', 8, 10)).toBe(false);
  });

  it('reads a French diploma with its speciality as one qualification', () => {
    expect(terms('Profil :\n- BTS GPME ou BUT GEA, maîtrise de Silae et Excel', 'fr')).toEqual(
      expect.arrayContaining(['BTS GPME', 'BUT GEA']),
    );
  });

  it('reads names written side by side as one name', () => {
    expect(terms('- Knowledge of PCI DSS, SQL and Python')).toContain('PCI DSS');
    expect(terms('- Knowledge of PCI DSS, SQL and Python')).not.toContain('PCI');
  });
});

describe('extractRequirements', () => {
  it('reads education level, years of experience and seniority in both languages', () => {
    expect(extractRequirements(EN, 'en', 'Senior Backend Engineer')).toEqual({
      educationLevel: 'master',
      yearsOfExperience: 5,
      seniority: 'senior',
    });
    expect(extractRequirements(FR, 'fr')).toMatchObject({ educationLevel: 'master', yearsOfExperience: 3 });
    expect(extractRequirements('Stage de 6 mois, BTS ou DUT', 'fr', 'Stagiaire développeur')).toMatchObject({
      educationLevel: 'associate',
      seniority: 'junior',
    });
  });
});
