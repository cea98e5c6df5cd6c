import type { JsonResume } from '../../src/shared/json-resume';

/** A resume the generator prints, with its language; the JSON Resume is the ground truth. */
export interface GeneratedPerson {
  id: string;
  language: 'en' | 'fr';
  resume: JsonResume;
  /** Where it came from: invented, or the structure of a corpus JSON Resume read at run time. */
  origin: 'synthetic' | 'corpus';
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same documents. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  const sample = <T>(xs: readonly T[], n: number): T[] => {
    const pool = [...xs];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(int(pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, sample };
}
export type Random = ReturnType<typeof seededRandom>;

// Invented names: common given names and surnames combined at random, never a real person's pair.
const FIRST = {
  en: [
    'Olivia',
    'Liam',
    'Emma',
    'Noah',
    'Ava',
    'Ethan',
    'Mia',
    'Lucas',
    'Harper',
    'Mason',
    'Chloe',
    'Owen',
    'Grace',
    'Caleb',
    'Zoe',
    'Isaac',
  ],
  fr: [
    'Camille',
    'Léa',
    'Hugo',
    'Chloé',
    'Théo',
    'Inès',
    'Mathis',
    'Manon',
    'Jérôme',
    'Élodie',
    'Loïc',
    'Maëlle',
    'Benoît',
    'Anaïs',
    'Sébastien',
    'Océane',
  ],
};
const LAST = {
  en: ['Whitfield', 'Carver', 'Hollis', 'Brennan', 'Ashworth', 'Delaney', 'Fairbanks', 'Kimball', 'Lowry', 'Prescott', 'Sutton', 'Yardley'],
  fr: [
    'Lefèvre',
    'Moreau',
    'Garnier',
    'Rousseau',
    'Chevalier',
    'Lemaire',
    'Faure',
    'Barbier',
    'Mercier',
    'Dupré',
    'Gauthier',
    'Perrin',
    'Le Goff',
    'Da Silva',
  ],
};
const COMPANIES = {
  en: [
    'Brightline Analytics',
    'Northwind Logistics',
    'Cobalt Health',
    'Juniper Payments',
    'Redwood Robotics',
    'Harbor Freight Labs',
    'Summit Learning Co',
    'Bluefin Media',
    'Quarry Systems',
    'Lantern Bank',
    'Meridian Retail Group',
    'Oakridge Energy',
  ],
  fr: [
    'Groupe Valmont',
    'Atelier Numérique du Rhône',
    'Banque Perrière',
    'Solvéo Santé',
    'Transports Lemarchand',
    'Éditions du Quai',
    'Capitaine Data',
    'Maison Berthier',
    'Ingénierie Orléane',
    'Crédit des Alpes',
    'Logistique Armor',
    'Studio Hélios',
  ],
};
const POSITIONS = {
  en: [
    'Software Engineer',
    'Senior Backend Developer',
    'Data Analyst',
    'Product Manager',
    'Frontend Developer',
    'DevOps Engineer',
    'Project Coordinator',
    'QA Engineer',
    'Marketing Specialist',
    'Financial Analyst',
    'UX Designer',
    'Customer Success Manager',
  ],
  fr: [
    'Développeur Full Stack',
    'Ingénieure logiciel',
    'Chef de projet',
    'Analyste de données',
    'Développeur back-end',
    'Responsable marketing',
    'Consultant SAP',
    'Ingénieur DevOps',
    'Chargée de communication',
    'Contrôleur de gestion',
    'Designer UX',
    'Technicien support',
  ],
};
const SCHOOLS = {
  en: [
    'Lakeshore State University',
    'Westbrook College',
    'Pinecrest Institute of Technology',
    'University of Eastfield',
    'Harrowgate Community College',
  ],
  fr: [
    'Université de Valcourt',
    'École Supérieure d’Ingénieurs de Brest-Armor',
    'IUT de Montclair',
    'Institut National des Sciences de Lorvel',
    'Lycée Jean-Moulin',
  ],
};
const DEGREES = {
  en: [
    ['Bachelor of Science', 'Computer Science'],
    ['Master of Arts', 'Economics'],
    ['Associate Degree', 'Business'],
    ['Master of Science', 'Data Science'],
  ],
  fr: [
    ['Master', 'Informatique'],
    ['Licence', 'Économie-Gestion'],
    ['DUT', 'Génie électrique'],
    ['Diplôme d’ingénieur', 'Systèmes embarqués'],
  ],
};
const CITIES = {
  en: ['Denver, CO', 'Portland, OR', 'Austin, TX', 'Columbus, OH', 'Raleigh, NC'],
  fr: ['Lyon', 'Nantes', 'Rennes', 'Bordeaux', 'Lille', 'Toulouse'],
};
const SKILLS = [
  'TypeScript',
  'Python',
  'SQL',
  'Docker',
  'React',
  'Node.js',
  'Kubernetes',
  'Java',
  'Excel',
  'Figma',
  'AWS',
  'PostgreSQL',
  'Git',
  'Scrum',
];
const HIGHLIGHTS = {
  en: [
    'Built a reporting pipeline used by 40 analysts',
    'Cut page load time by 35%',
    'Led the migration to a new billing system',
    'Mentored three junior developers',
    'Automated the release process',
  ],
  fr: [
    'Mise en place d’un pipeline de reporting pour 40 analystes',
    'Réduction du temps de chargement de 35 %',
    'Pilotage de la migration vers un nouveau système de facturation',
    'Encadrement de trois développeurs juniors',
    'Automatisation des mises en production',
  ],
};

// Phone styles seen in the wild, including the dotted and middle-dot ones that were missed.
const PHONES = {
  en: [
    (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
    (d: string) => `+1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
    (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
    (d: string) => `(${d.slice(0, 3)}) · ${d.slice(3, 6)} · ${d.slice(6)}`,
    (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  ],
  fr: [
    (d: string) => d.match(/../g)!.join(' '),
    (d: string) => `+33 ${d[1]} ${d.slice(2).match(/../g)!.join(' ')}`,
    (d: string) => d.match(/../g)!.join('.'),
    (d: string) => d.match(/../g)!.join(' · '),
    (d: string) => `+33 (0)${d[1]} ${d.slice(2).match(/../g)!.join(' ')}`,
  ],
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

const month = (r: Random) => String(1 + r.int(12)).padStart(2, '0');

/** One invented person: contacts, 1-4 jobs (newest first), 1-2 schools, skills, languages. */
export function syntheticPerson(r: Random, language: 'en' | 'fr', index: number): GeneratedPerson {
  const first = r.pick(FIRST[language]);
  const last = r.pick(LAST[language]);
  const name = `${first} ${last}`;
  const digits =
    language === 'en'
      ? `${2 + r.int(7)}${r.int(10)}${r.int(10)}${String(2000000 + r.int(7999999))}`
      : `0${r.pick(['6', '7', '1', '4'])}${String(r.int(1e8)).padStart(8, '0')}`;
  const phone = r.pick(PHONES[language])(digits);
  const email = `${ascii(first)}.${ascii(last)}${r.int(90) + 10}@${r.pick(['example.com', 'mail.example.org', 'example.net'])}`;
  const jobs = 1 + r.int(4);
  const companies = r.sample(COMPANIES[language], jobs);
  const positions = r.sample(POSITIONS[language], jobs);
  let year = 2025;
  const work = companies.map((company, i) => {
    const end = i === 0 && r.next() < 0.6 ? undefined : `${year}-${month(r)}`;
    year -= 1 + r.int(3);
    const start = `${year}-${month(r)}`;
    year -= r.int(2);
    return {
      name: company,
      position: positions[i],
      location: r.pick(CITIES[language]),
      startDate: start,
      endDate: end,
      url: `https://www.linkedin.com/company/${ascii(company)}`,
      highlights: r.sample(HIGHLIGHTS[language], 1 + r.int(3)),
    };
  });
  const education = r.sample(SCHOOLS[language], 1 + r.int(2)).map((institution) => {
    const [studyType, area] = r.pick(DEGREES[language]);
    const end = year - r.int(2);
    return { institution, studyType, area, startDate: String(end - 2 - r.int(2)), endDate: String(end) };
  });
  return {
    id: `${language}-syn-${String(index).padStart(3, '0')}`,
    language,
    origin: 'synthetic',
    resume: {
      basics: {
        name,
        label: positions[0],
        email,
        phone,
        location: { city: r.pick(CITIES[language]) },
        profiles: [{ network: 'LinkedIn', url: `https://www.linkedin.com/in/${ascii(first)}-${ascii(last)}` }],
        summary:
          language === 'en'
            ? `${positions[0]} with ${2025 - year} years of experience in teams that ship.`
            : `${positions[0]} avec ${2025 - year} ans d’expérience dans des équipes qui livrent.`,
      },
      work,
      education,
      skills: [{ name: language === 'en' ? 'Technical' : 'Techniques', keywords: r.sample(SKILLS, 4 + r.int(4)) }],
      languages:
        language === 'en'
          ? [
              { language: 'English', fluency: 'Native' },
              { language: 'Spanish', fluency: 'Intermediate' },
            ]
          : [
              { language: 'Français', fluency: 'Langue maternelle' },
              { language: 'Anglais', fluency: 'Courant (C1)' },
            ],
    },
  };
}
