import { consistentFullStops, rewriteLine, rewriteParagraph, areBullets } from './wording';

describe('wording rules', () => {
  it.each([
    ['Responsible for managing and mentoring a team of 5 engineers', 'Managed and mentored a team of 5 engineers'],
    ['Responsible for the budget', 'Owned the budget'],
    ['Worked on improving the CI pipeline', 'Improved the CI pipeline'],
    ['Worked on the billing service', 'Contributed to the billing service'],
    ['Helped develop the mobile app', 'Contributed to developing the mobile app'],
    ['Helped with the migration to AWS', 'Supported the migration to AWS'],
    ["I led the redesign of my team's onboarding", "Led the redesign of the team's onboarding"],
    ['We built a very fast search engine', 'Built a fast search engine'],
    ['Successfully delivered 3 projects in order to grow revenue', 'Delivered 3 projects to grow revenue'],
    ['Duties included processing orders', 'Processed orders'],
  ])('EN: "%s" -> "%s"', (line, expected) => {
    expect(rewriteLine(line, 'en').text).toBe(expected);
  });

  it('EN: leaves a line it cannot rewrite safely as written', () => {
    expect(rewriteLine('Helped customers choose plans', 'en')).toEqual({ text: 'Helped customers choose plans', reasons: [] });
    expect(rewriteLine('Responsible for marketing campaigns', 'en').text).toBe('Owned marketing campaigns'); // "marketing" is not made a verb
  });

  it.each([
    ['Chargée de la gestion des commandes clients', 'Gestion des commandes clients'],
    ["J'ai participé à la mise en place d'un ERP", "Contribué à la mise en place d'un ERP"],
    ['Chargé de concevoir et développer des outils', 'Conçu et développé des outils'],
    ["J'ai été chargé du suivi des commandes", 'Suivi des commandes'],
    ['Travaillé sur le projet de migration', 'Contribué au projet de migration'],
    ['Aidé à déployer l’application', 'Contribué à déployer l’application'],
    ["J'ai géré avec succès 3 projets", 'Géré 3 projets'],
    ['Chargée de suivre les livraisons avec mon équipe', 'Suivi les livraisons avec l’équipe'],
    ['Je suis développeuse passionnée', 'Développeuse passionnée'],
  ])('FR: "%s" -> "%s"', (line, expected) => {
    expect(rewriteLine(line, 'fr').text).toBe(expected);
  });

  it('FR: keeps job titles and nouns that only look like "Chargé de + verb"', () => {
    expect(rewriteLine('Chargée de clientèle', 'fr').text).toBe('Chargée de clientèle');
    expect(rewriteLine('Chargé de dossier client', 'fr').text).toBe('Chargé de dossier client');
  });

  it('rewrites a summary sentence by sentence', () => {
    expect(rewriteParagraph('I am a backend engineer. I have built APIs for my team.', 'en').text).toBe(
      'Backend engineer. Built APIs for the team.',
    );
  });

  it('makes full stops consistent, and tells bullets from a wrapped paragraph', () => {
    expect(consistentFullStops(['Built A.', 'Ran B', 'Led C'])).toEqual(['Built A', 'Ran B', 'Led C']);
    expect(consistentFullStops(['Built A.', 'Ran B.', 'Led C'])).toEqual(['Built A.', 'Ran B.', 'Led C.']);
    expect(areBullets(['Technical consultant for the project, support and', 'integration with SSO.'])).toBe(false);
    expect(areBullets(['Built A', 'Ran B'])).toBe(true);
  });
});
