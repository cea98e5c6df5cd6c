import { findEmail, findPhone, findUrls, unwrapContacts } from './contacts';

describe('contact details', () => {
  it.each([
    ['Tél. : +33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['06 12 34 56 78 · Lyon', '06 12 34 56 78'],
    ['06.12.34.56.78', '06.12.34.56.78'],
    ['(415) 555-0134', '(415) 555-0134'],
    ['+1 415 555 0134', '+1 415 555 0134'],
    ['+41 78 907 32 02', '+41 78 907 32 02'],
    // Separator dots and middle dots, spaced or not.
    ['(415) · 497 · 7282', '(415) · 497 · 7282'],
    ['06 · 12 · 34 · 56 · 78', '06 · 12 · 34 · 56 · 78'],
    ['415.497.7282 | Denver', '415.497.7282'],
    ['(+33) 6 20 30 16 68', '(+33) 6 20 30 16 68'],
    ['+33 (0)6 12 34 56 78', '+33 (0)6 12 34 56 78'],
  ])('finds the phone in "%s"', (text, phone) => expect(findPhone(text)).toBe(phone));

  it("does not swallow the next line's street number, nor a number written after it", () => {
    expect(findPhone('06 12 34 56 78\n12 rue des Lilas')).toBe('06 12 34 56 78');
    expect(findPhone('+33 6 12 34 56 78 12 rue des Lilas')).toBe('+33 6 12 34 56 78');
    expect(findPhone('(415) 497-7282\n221 Baker Street')).toBe('(415) 497-7282');
  });

  it('ignores year ranges and ISO dates', () => {
    expect(findPhone('01.2019 · 06.2021')).toBeUndefined();
    expect(findPhone('2021-01 - 2022-01')).toBeUndefined();
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

  it('joins an e-mail or profile address that a narrow sidebar wrapped, and nothing else', () => {
    expect(findEmail(unwrapContacts('☎ 06 12 34 56 78\nmaelle.faure19@example.c\nom\nBordeaux'))).toBe('maelle.faure19@example.com');
    // The break can fall before the dot of the domain: "x@mail.example" then ".org".
    expect(findEmail(unwrapContacts('chloe.moreau73@mail.example\n.org\n☎ 01 30 00 57 06'))).toBe('chloe.moreau73@mail.example.org');
    // Or inside the domain, before its first dot.
    expect(findEmail(unwrapContacts('chloe.moreau73@ma\nil.example.org\n01 30 00 57 06'))).toBe('chloe.moreau73@mail.example.org');
    expect(findUrls(unwrapContacts('www.linkedin.com/in/chloe-\ngarnier')).profiles[0].username).toBe('chloe-garnier');
    expect(unwrapContacts('jane@doe.com\nLyon, France')).toBe('jane@doe.com\nLyon, France');
    expect(unwrapContacts('github.com/jdoe\nlinkedin.com/in/jdoe')).toBe('github.com/jdoe\nlinkedin.com/in/jdoe');
    // Or right after the "@".
    expect(findEmail(unwrapContacts('Designer UX\nelodie.gauthier95@\nmail.example.org\n+33 (0)4 51 97 57'))).toBe(
      'elodie.gauthier95@mail.example.org',
    );
  });

  it('joins a phone number whose last group a narrow sidebar wrapped, and keeps the next lines apart', () => {
    expect(findPhone(unwrapContacts('elodie@example.org\n+33 (0)4 51 97 57\n67\nNantes, France'))).toBe('+33 (0)4 51 97 57 67');
    expect(findPhone(unwrapContacts('06 12 34 56\n78'))).toBe('06 12 34 56 78');
    expect(unwrapContacts('06 12 34 56 78\nNantes')).toBe('06 12 34 56 78\nNantes');
    expect(unwrapContacts('2019 – 2021\nParis')).toBe('2019 – 2021\nParis');
    expect(unwrapContacts('2019 - 2021\n42')).toBe('2019 - 2021\n42');
  });
});
