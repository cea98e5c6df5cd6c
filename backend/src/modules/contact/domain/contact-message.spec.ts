import { ContactMessage, isBotSubmission, senderKey } from './contact-message';

describe('ContactMessage', () => {
  it('keeps the texts trimmed and counts one sender whatever the case of the address', () => {
    const message = ContactMessage.create({
      id: 'm1',
      name: ' Ann ',
      email: ' Ann@Example.org',
      message: ' Hi \n',
      locale: 'fr',
      now: new Date(0),
    });
    expect([message.name, message.email, message.message]).toEqual(['Ann', 'Ann@Example.org', 'Hi']);
    expect(senderKey(' Ann@Example.org ')).toBe(senderKey('ann@example.org'));
  });

  it('treats a filled honeypot as a bot, an empty or absent one as a person', () => {
    expect(isBotSubmission('https://spam.example')).toBe(true);
    expect(isBotSubmission('   ')).toBe(false);
    expect(isBotSubmission(undefined)).toBe(false);
  });
});
