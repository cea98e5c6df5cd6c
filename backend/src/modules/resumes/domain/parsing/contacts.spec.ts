import { findEmail, findPhone, findUrls } from './contacts';

describe('contact details', () => {
  it.each([
    ['Tél. : +33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['06 12 34 56 78 · Lyon', '06 12 34 56 78'],
    ['06.12.34.56.78', '06.12.34.56.78'],
    ['(415) 555-0134', '(415) 555-0134'],
    ['+1 415 555 0134', '+1 415 555 0134'],
    ['+41 78 907 32 02', '+41 78 907 32 02'],
  ])('finds the phone in "%s"', (text, phone) => expect(findPhone(text)).toBe(phone));

  it('ignores year ranges and ISO dates', () => {
    expect(findPhone('2019 - 2021')).toBeUndefined();
    expect(findPhone('2021-10-31')).toBeUndefined();
    expect(findPhone('Né le 27.04.1998')).toBeUndefined();
  });

  it('finds e-mails and profiles, not e-mail domains as sites', () => {
    expect(findEmail('Contact: gaelle.lefevre@example.fr')).toBe('gaelle.lefevre@example.fr');
    const { profiles, sites } = findUrls('jane@doe.io · linkedin.com/in/jane-doe · github.com/janedoe · janedoe.dev');
    expect(profiles.map((p) => [p.network, p.username])).toEqual([
      ['LinkedIn', 'jane-doe'],
      ['GitHub', 'janedoe'],
    ]);
    expect(sites).toEqual(['janedoe.dev']);
  });
});
