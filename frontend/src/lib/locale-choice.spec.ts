import { firstVisitRedirect, localeCookie, preferredLocale } from './locale-choice';

describe('preferredLocale', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,de;q=0.9,fr;q=0.8,en;q=0.5', 'fr'],
    ['en;q=0.4,fr;q=0.6', 'fr'],
    ['FR', 'fr'],
    ['fr;q=0,en', 'en'],
  ])('%s → %s', (header, expected) => expect(preferredLocale(header)).toBe(expected));

  it('is null when the browser names none of our languages, or says nothing', () => {
    expect(preferredLocale('de-DE,es;q=0.8')).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(null)).toBeNull();
  });
});

describe('firstVisitRedirect', () => {
  it('sends a French browser to the French version of any page, not only /', () => {
    expect(firstVisitRedirect('/', undefined, 'fr-FR,fr')).toBe('/fr/');
    expect(firstVisitRedirect('/home', undefined, 'fr-FR,fr')).toBe('/fr/home');
    expect(firstVisitRedirect('/signin', undefined, 'fr')).toBe('/fr/signin');
  });

  it('leaves a French link alone, even for an English browser (someone chose it)', () => {
    expect(firstVisitRedirect('/fr/terms', undefined, 'en-US,en')).toBeNull();
  });

  it('stays when the page is already in the preferred language or the language is unknown', () => {
    expect(firstVisitRedirect('/fr/home', undefined, 'fr')).toBeNull();
    expect(firstVisitRedirect('/home', undefined, 'en')).toBeNull();
    expect(firstVisitRedirect('/home', undefined, 'de')).toBeNull();
  });

  it('never moves a visitor who has chosen: the cookie wins over the browser', () => {
    expect(firstVisitRedirect('/home', 'en', 'fr-FR,fr')).toBeNull();
    expect(firstVisitRedirect('/fr/home', 'fr', 'en')).toBeNull();
  });
});

it('the cookie lasts 365 days and covers the whole site', () => {
  expect(localeCookie('fr')).toBe('locale=fr; path=/; max-age=31536000; samesite=lax');
});
