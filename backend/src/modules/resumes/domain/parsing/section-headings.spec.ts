import { collapseLetterSpacing } from './clean-lines';
import { headingKind } from './section-headings';

describe('section headings', () => {
  it.each([
    ['Expérience professionnelle', 'work'],
    ['EXPÉRIENCES', 'work'],
    ['Work Experience:', 'work'],
    ['Parcours professionnel', 'work'],
    ['Formation', 'education'],
    ['ÉCOLES', 'education'],
    ['Education & Certifications', 'education'],
    ['Compétences techniques', 'skills'],
    ['Skills & Tools', 'skills'],
    ['Langues', 'languages'],
    ["Centres d'intérêt", 'interests'],
    ['Profil', 'summary'],
    ['Bénévolat', 'volunteer'],
    ['Projets personnels', 'projects'],
  ])('"%s" opens %s', (text, kind) => expect(headingKind(text)).toBe(kind));

  it('does not take ordinary lines for headings', () => {
    expect(headingKind('Experience with Kubernetes and Go in production')).toBeNull();
    expect(headingKind('Senior Engineer')).toBeNull();
  });

  it('reads letter-spaced headings', () => {
    expect(collapseLetterSpacing('P R O F I L E')).toBe('PROFILE');
    expect(headingKind(collapseLetterSpacing('E M P L OY M E N T H I S TO RY'))).toBe('work');
    expect(collapseLetterSpacing('A B testing')).toBe('A B testing');
  });
});
