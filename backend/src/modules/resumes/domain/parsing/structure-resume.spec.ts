import type { LayoutLine } from './layout';
import { structureResume } from './structure-resume';

const doc = (lines: Array<string | Partial<LayoutLine>>) => ({
  format: 'pdf' as const,
  pageCount: 1,
  twoColumn: false,
  lines: lines.map((l) => (typeof l === 'string' ? { text: l, page: 1, size: 10 } : { page: 1, size: 10, text: '', ...l })),
});

describe('structureResume', () => {
  it('reads an English resume', () => {
    const { resume, language, warnings } = structureResume(
      doc([
        { text: 'Jordan Avery', size: 22, bold: true },
        'Senior Backend Engineer',
        'jordan.avery@example.com | +1 415 555 0134 | San Francisco, CA | linkedin.com/in/javery',
        { text: 'Experience', size: 13, bold: true },
        { text: 'Senior Backend Engineer, Northwind Logistics — Jan 2021 - Present', bold: true },
        '• Led the migration of the dispatch service to event sourcing.',
        '• Mentored four engineers.',
        { text: 'Contoso Payments', bold: true, gapBefore: 1.2 },
        'Software Engineer   Sep 2016 - Dec 2020',
        '• Built the card tokenisation API.',
        { text: 'Education', size: 13, bold: true },
        'B.Sc. Computer Science, University of Washington   2012 - 2016',
        { text: 'Skills', size: 13, bold: true },
        'Languages: TypeScript, Go, SQL',
        'Kubernetes, Redis, PostgreSQL',
      ]),
    );
    expect(language).toBe('en');
    expect(warnings).toEqual([]);
    expect(resume.basics).toMatchObject({
      name: 'Jordan Avery',
      label: 'Senior Backend Engineer',
      email: 'jordan.avery@example.com',
      phone: '+1 415 555 0134',
      location: { city: 'San Francisco', region: 'CA' },
    });
    expect(resume.basics?.profiles?.[0]).toMatchObject({ network: 'LinkedIn', username: 'javery' });
    expect(resume.work).toEqual([
      expect.objectContaining({
        position: 'Senior Backend Engineer',
        name: 'Northwind Logistics',
        startDate: '2021-01',
        highlights: expect.arrayContaining(['Mentored four engineers.']),
      }),
      expect.objectContaining({ position: 'Software Engineer', name: 'Contoso Payments', startDate: '2016-09', endDate: '2020-12' }),
    ]);
    expect(resume.work?.[0].endDate).toBeUndefined();
    expect(resume.education).toEqual([
      expect.objectContaining({ institution: 'University of Washington', startDate: '2012', endDate: '2016' }),
    ]);
    expect(resume.skills).toEqual(
      expect.arrayContaining([{ name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL'] }, { name: 'Redis' }]),
    );
  });

  it('reads a French CV, accents and French dates included', () => {
    const { resume, language } = structureResume(
      doc([
        { text: 'Gaëlle Lefèvre', size: 20, bold: true },
        'Cheffe de projet digital',
        'gaelle.lefevre@example.fr · 06 12 34 56 78 · Lyon, France',
        { text: 'Expérience professionnelle', size: 13, bold: true },
        'Cheffe de projet digital   janv. 2020 – aujourd’hui',
        { text: 'Maison Vérité SAS', bold: true },
        '• Pilotage de la refonte du site marchand : +25 % de taux de conversion.',
        'Chargée de marketing, Éditions du Rhône   09/2016 – 12/2019',
        '• Gestion des campagnes et des réseaux sociaux.',
        { text: 'Formation', size: 13, bold: true },
        'Master Management de projet — Université Lyon 3   2016',
        { text: 'Langues', size: 13, bold: true },
        'Anglais : courant, Espagnol : notions',
      ]),
    );
    expect(language).toBe('fr');
    expect(resume.basics).toMatchObject({ name: 'Gaëlle Lefèvre', email: 'gaelle.lefevre@example.fr', phone: '06 12 34 56 78' });
    expect(resume.work?.map((w) => [w.position, w.name, w.startDate, w.endDate])).toEqual([
      ['Cheffe de projet digital', 'Maison Vérité SAS', '2020-01', undefined],
      ['Chargée de marketing', 'Éditions du Rhône', '2016-09', '2019-12'],
    ]);
    expect(resume.education?.[0]).toMatchObject({ institution: 'Université Lyon 3', studyType: 'Master', endDate: '2016' });
    expect(resume.languages).toEqual([
      { language: 'Anglais', fluency: 'courant' },
      { language: 'Espagnol', fluency: 'notions' },
    ]);
  });

  it('keeps icon glyphs out of contact fields and warns when there is no work section', () => {
    const { resume, warnings } = structureResume(
      doc([{ text: 'Sam Lee', size: 20 }, '\uf0e0 sam@lee.dev \uf095 +44 20 7946 0958', 'Just a short note.']),
    );
    expect(resume.basics?.email).toBe('sam@lee.dev');
    expect(resume.basics?.phone).toBe('+44 20 7946 0958');
    expect(warnings.map((w) => w.code)).toContain('NO_WORK_SECTION');
  });

  it('reads a student resume: a street address under the name, a wrapped objective, campus involvement, Word hyphens', () => {
    const { resume } = structureResume(
      doc([
        { text: 'Leo Leopard', size: 18, bold: true },
        '555 La Verne Way, La Verne, CA',
        'lleopard@laverne.edu',
        '(909) 555-\u00ad\u20105555',
        { text: 'OBJECTIVE', bold: true },
        'To obtain an on-\u00ad\u2010campus position which utilizes my strong communication',
        'skills.',
        { text: 'ON CAMPUS INVOLVEMENT', bold: true },
        { text: 'Enactus, University of La Verne   August 2013 – Present', bold: true },
        'Member',
        '• Led groups of 9 junior high students.',
      ]),
    );
    expect(resume.basics).toMatchObject({
      name: 'Leo Leopard',
      phone: '(909) 555-5555',
      location: { address: '555 La Verne Way', city: 'La Verne', region: 'CA' },
      summary: 'To obtain an on-campus position which utilizes my strong communication skills.',
    });
    expect(resume.basics?.label).toBeUndefined();
    expect(resume.skills).toBeUndefined();
    expect(resume.volunteer?.[0]).toMatchObject({
      position: 'Member',
      startDate: '2013-08',
      highlights: ['Led groups of 9 junior high students.'],
    });
  });

  it('only ever copies text that is in the document', () => {
    const lines = ['Alex Kim', 'alex@kim.io', 'Experience', 'Developer, Foo Corp 2019 - 2020', '• Did things'];
    const { resume } = structureResume(doc(lines));
    const source = lines.join(' ');
    const strings = JSON.stringify(resume)
      .match(/"[^"]+"/g)!
      .map((s) => JSON.parse(s) as string)
      .filter((s) => !/^\d{4}(-\d{2})?$/.test(s));
    const keys = new Set(['basics', 'name', 'email', 'work', 'position', 'startDate', 'endDate', 'highlights']);
    for (const s of strings.filter((x) => !keys.has(x))) expect(source).toContain(s);
  });
});
