import type { JsonResume } from '../../../../shared/json-resume';

/** Small resumes the specs share: the project's own, written for the tests. */
export const englishResume = (): JsonResume => ({
  basics: {
    name: 'Jordan Avery',
    label: 'Backend Engineer',
    email: 'jordan@example.com',
    phone: '+1 555 0100',
    location: { city: 'Austin', countryCode: 'US' },
    profiles: [{ network: 'GitHub', url: 'https://github.com/javery' }],
  },
  work: [
    {
      name: 'Northwind Logistics',
      position: 'Senior Backend Engineer',
      startDate: '2021-01',
      highlights: [
        'Responsible for managing the billing service',
        'I built the routing API in TypeScript and PostgreSQL.',
        'Worked on improving Docker builds for 12 services',
        'Helped with the migration to Kubernetes',
      ],
    },
    {
      name: 'Contoso Payments',
      position: 'Software Engineer',
      startDate: '2016-09',
      endDate: '2020-12',
      highlights: ['Developed payment reconciliation jobs in Python', 'Successfully reduced failed payouts by 30%'],
    },
  ],
  education: [{ institution: 'University of Texas', studyType: 'Bachelor', area: 'Computer Science', startDate: '2012', endDate: '2016' }],
  skills: [
    { name: 'Languages', keywords: ['TypeScript', 'Python', 'typescript', 'SQL'] },
    { name: 'Tools', keywords: ['Docker', 'PostgreSQL', 'Git'] },
  ],
});

export const frenchResume = (): JsonResume => ({
  basics: { name: 'Gaëlle Lefèvre', email: 'gaelle@example.fr', phone: '06 12 34 56 78', location: { city: 'Lyon' } },
  work: [
    {
      name: 'Maison Vérité',
      position: 'Assistante ADV',
      startDate: '2020-01',
      highlights: [
        'Chargée de la gestion des commandes clients',
        "J'ai participé à la mise en place d'un nouvel ERP",
        'Chargée de suivre les livraisons avec mon équipe',
        'Facturation de 300 clients par mois',
      ],
    },
  ],
  skills: [{ name: 'Gestion' }, { name: 'SAP' }, { name: 'Facturation' }, { name: 'sap' }, { name: 'Excel' }],
  languages: [{ language: 'Anglais', fluency: 'Courant' }],
});
