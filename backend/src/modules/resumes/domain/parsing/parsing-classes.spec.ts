import type { LayoutDocument, LayoutLine } from './layout';
import { structureResume } from './structure-resume';

/** One test per failure class seen on resumes the parser had not been tuned on (issue 18). */
const doc = (lines: Array<string | Partial<LayoutLine>>, twoColumn = false): LayoutDocument => ({
  format: 'pdf',
  pageCount: 1,
  twoColumn,
  lines: lines.map((l) => (typeof l === 'string' ? { text: l, page: 1, size: 10 } : { page: 1, size: 10, text: '', ...l })),
});

/** A resume of a name, an e-mail and one section: its heading, then these lines. */
const withSection = (heading: string, lines: Array<string | Partial<LayoutLine>>) =>
  structureResume(
    doc([{ text: 'Léa Faure', size: 20, bold: true }, 'lea.faure@example.net', { text: heading, size: 12, bold: true }, ...lines]),
  ).resume;

describe('parser failure classes', () => {
  it("takes the company, not the company's LinkedIn address printed under it", () => {
    const { resume } = structureResume(
      doc([
        { text: 'Mia Kimball', size: 20, bold: true },
        'mia.kimball@example.com',
        { text: 'Professional Experience', size: 12, bold: true },
        'DevOps Engineer — Redwood Robotics 2022 – 2025',
        { text: 'www.linkedin.com/company/redwoodrobotics', size: 8 },
        'Automated the release process',
      ]),
    );
    expect(resume.work?.[0]).toMatchObject({
      position: 'DevOps Engineer',
      name: 'Redwood Robotics',
      url: 'https://www.linkedin.com/company/redwoodrobotics',
    });
  });

  /** The jobs read from a resume whose experience section holds these lines. */
  const jobsOf = (heading: string, lines: string[]) => withSection(heading, lines).work?.map((w) => [w.position, w.name]);

  it('tells the job title from the employer for titles of every trade, not only office ones', () => {
    const jobs = jobsOf('EXPÉRIENCE PROFESSIONNELLE', [
      'Atelier Numérique du Rhône 2019-02 - 2022-01',
      'Contrôleur de gestion',
      'Pilotage du budget',
      'Daxium 2018 - 2019',
      'Tech Coach',
      'Accompagnement des équipes',
    ]);
    expect(jobs).toEqual([
      ['Contrôleur de gestion', 'Atelier Numérique du Rhône'],
      ['Tech Coach', 'Daxium'],
    ]);
  });

  it('keeps two roles of one job as the position ("Tech Coach - Scrum Master")', () => {
    const jobs = jobsOf('PROFESSIONAL EXPERIENCE', ['West Finance Jun 2023 – Oct 2024', 'Tech Coach - Scrum Master', 'Coaching the team']);
    expect(jobs).toEqual([['Tech Coach - Scrum Master', 'West Finance']]);
  });

  it('takes the employer after a connector a narrow column moved to the next line ("at" / "chez")', () => {
    expect(
      jobsOf('PROFESSIONAL EXPERIENCE', ['Full-Stack Software Developer at', 'Academic Work SA | 2021 – 2023', 'Built the booking API']),
    ).toEqual([['Full-Stack Software Developer', 'Academic Work SA']]);
    expect(
      jobsOf('EXPÉRIENCE PROFESSIONNELLE', [
        'Analyste de données | mai 2022 – décembre 2025',
        'chez Solvéo Santé',
        'Mise en place du reporting',
      ]),
    ).toEqual([['Analyste de données', 'Solvéo Santé']]);
  });

  it('keeps a job written with an empty title before its dash ("— Technicolor 06/2008 – 08/2008")', () => {
    const jobs = withSection('EXPÉRIENCE PROFESSIONNELLE', [
      'Développeur Stagiaire — Capptain 02/2012 – 08/2012',
      "Développement d'un outil de formulaires.",
      '— Technicolor 06/2008 – 08/2008',
      'Mise à jour du site Sharepoint.',
      '— Livraison du module de paie 2019 et formation des équipes en 2020',
    ]).work;
    expect(jobs?.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Développeur Stagiaire', 'Capptain', '2012-02'],
      [undefined, 'Technicolor', '2008-06'],
    ]);
  });

  it('joins an employer a narrow column wrapped or moved under the title line', () => {
    const jobs = jobsOf('EXPÉRIENCE PROFESSIONNELLE', [
      'Technicien support — Groupe | avril 2022 – aujourd’hui',
      'Valmont',
      'Encadrement de trois techniciens',
      'Responsable marketing | septembre 2019 – juillet 2021',
      '— Studio Hélios',
      'Réduction du temps de chargement de 35 %',
      'Chargé de communication — Atelier Brunet | 2017 – 2019',
      'Lyon',
      '— Refonte du site',
      '— Lancement de la newsletter',
    ]);
    expect(jobs).toEqual([
      ['Technicien support', 'Groupe Valmont'],
      ['Responsable marketing', 'Studio Hélios'],
      ['Chargé de communication', 'Atelier Brunet'],
    ]);
  });

  it('splits title and employer at the stronger separator: at, chez, a dash, before a hyphen', () => {
    const jobs = jobsOf('PROFESSIONAL EXPERIENCE', [
      'Craft Coach - Staff Engineer — Wakam 05/2024 – 10/2024',
      'Reworked the architecture',
      'Développeur PHP/Symfony at DSO Expertise Comptable 07/2020 – 12/2020',
      'Built the payroll export',
    ]);
    expect(jobs).toEqual([
      ['Craft Coach - Staff Engineer', 'Wakam'],
      ['Développeur PHP/Symfony', 'DSO Expertise Comptable'],
    ]);
  });

  it('takes a handle on the first line for the name, never the job title under it', () => {
    const top = (first: string) =>
      structureResume(
        doc([
          { text: first, size: 20, bold: true },
          { text: 'Full Stack Developer', size: 12 },
          'Bordeaux | github.com/gBoole01',
          { text: 'PROFESSIONAL EXPERIENCE', size: 12, bold: true },
          'Full Stack Developer at Kaizen Agency 2021 – 2023',
        ]),
      ).resume.basics;
    expect(top('gBoole01')).toMatchObject({ name: 'gBoole01', label: 'Full Stack Developer' });
    expect(top('PROFILE')?.name).toBeUndefined();
  });

  it('finds the name when the line under it is personal details', () => {
    const { resume } = structureResume(
      doc([
        { text: 'Océane Da Silva', size: 20, bold: true },
        'Née le 14 mars 1991 · Nationalité française · Permis B',
        'oceane.dasilva@example.org – 06 12 34 56 78 – Lyon',
        { text: 'Expérience professionnelle', size: 12, bold: true },
        'Chargée de communication — Crédit des Alpes  2020 – 2023',
      ]),
    );
    expect(resume.basics?.name).toBe('Océane Da Silva');
    expect(resume.basics?.label).toBeUndefined();
    // Capitalised details read like a name or a title: neither.
    const english = structureResume(doc(['Mary Jones', 'British Citizen | Full Driving Licence', 'mary@example.org'])).resume.basics;
    expect(english).toMatchObject({ name: 'Mary Jones' });
    expect(english?.label).toBeUndefined();
  });

  it('does not take a heading in capitals above the name for the name', () => {
    const { resume } = structureResume(
      doc([
        { text: 'CURRICULUM VITAE', size: 13, bold: true },
        { text: 'PROFIL PROFESSIONNEL', size: 12, bold: true },
        { text: 'Hugo Gauthier', size: 12, bold: true },
        'hugo.gauthier@example.org · 04 45 09 17 50',
      ]),
    );
    expect(resume.basics?.name).toBe('Hugo Gauthier');
    const caps = structureResume(doc([{ text: 'DONNÉES PERSONNELLES', bold: true }, 'Marie Dupont', 'marie@example.org'])).resume.basics;
    expect(caps?.name).toBe('Marie Dupont');
    const unknownHeading = structureResume(doc([{ text: 'INFORMATIONS COMPLÉMENTAIRES', bold: true }, 'Marie Dupont', 'marie@example.org']))
      .resume.basics;
    expect(unknownHeading?.name).toBe('Marie Dupont');
  });

  it('reads a two-column page column by column: the sidebar holds contacts and skills, the main column the name and jobs', () => {
    const { resume } = structureResume(
      doc(
        [
          { text: 'COORDONNÉES', size: 12, bold: true, column: 0 },
          { text: 'chloe.garnier@example.org', column: 0 },
          { text: '+33 6 76 94 47 67', column: 0 },
          { text: 'COMPÉTENCES', size: 12, bold: true, column: 0 },
          { text: 'Node.js, PostgreSQL, Docker', column: 0 },
          { text: 'LANGUES', size: 12, bold: true, column: 0 },
          { text: 'Anglais : courant', column: 0 },
          { text: 'Chloé Garnier', size: 22, bold: true, column: 1 },
          { text: 'Développeuse back-end', size: 12, column: 1 },
          { text: 'EXPÉRIENCE PROFESSIONNELLE', size: 12, bold: true, column: 1 },
          { text: 'Logistique Armor 05/2024 – aujourd’hui', bold: true, column: 1 },
          { text: 'Développeuse back-end', column: 1 },
          { text: 'FORMATION', size: 12, bold: true, column: 1 },
          { text: 'IUT de Montclair 2016 – 2018', bold: true, column: 1 },
        ],
        true,
      ),
    );
    expect(resume.basics).toMatchObject({ name: 'Chloé Garnier', email: 'chloe.garnier@example.org', phone: '+33 6 76 94 47 67' });
    expect(resume.work).toEqual([expect.objectContaining({ name: 'Logistique Armor', position: 'Développeuse back-end' })]);
    expect(resume.education?.map((e) => e.institution)).toEqual(['IUT de Montclair']);
    expect(resume.languages?.length).toBe(1);
  });

  it('does not take a wrapped line of the body for the employer', () => {
    const { resume } = structureResume(
      doc([
        { text: 'Chloé Moreau', size: 20, bold: true },
        { text: 'Expérience professionnelle', size: 12, bold: true },
        'mai 2022 – décembre 2025 Analyste de données',
        'Logistique Armor, Toulouse',
        'Pilotage de la migration vers un nouveau système de',
        'facturation',
      ]),
    );
    expect(resume.work?.[0]).toMatchObject({ position: 'Analyste de données', name: 'Logistique Armor' });
  });

  it('keeps a numeric period on its own line (not a page footer such as "Jane Doe – 1/2")', () => {
    const { resume } = structureResume(
      doc([
        { text: 'Chloé Garnier', size: 20, bold: true },
        { text: 'Expériences professionnelles', size: 12, bold: true },
        { text: 'Développeur back-end — Logistique Armor', bold: true },
        '05/2024 – aujourd’hui',
        { text: 'Designer UX — Atelier Numérique du Rhône', bold: true },
        '09/2020 – 10/2023',
        'Chloé Garnier – 1/2',
      ]),
    );
    expect(resume.work?.map((w) => [w.position, w.name, w.startDate])).toEqual([
      ['Développeur back-end', 'Logistique Armor', '2024-05'],
      ['Designer UX', 'Atelier Numérique du Rhône', '2020-09'],
    ]);
  });

  it('reads consecutive degrees as separate entries, school first or degree first', () => {
    const schoolFirst = withSection('Education', [
      { text: 'Pinecrest Institute of Technology   2012 – 2015', bold: true },
      'Master of Arts in Economics',
      { text: 'Lakeshore State University   2013 – 2016', bold: true },
      'Master of Arts in Economics',
    ]);
    expect(schoolFirst.education?.map((e) => e.institution)).toEqual(['Pinecrest Institute of Technology', 'Lakeshore State University']);
    const degreeFirst = withSection('Formation', [
      { text: 'Master Informatique', bold: true },
      'Université de Valcourt   2017 – 2019',
      { text: 'Licence Mathématiques', bold: true },
      'Université de Lyon   2014 – 2017',
    ]);
    expect(degreeFirst.education).toHaveLength(2);
  });
});
