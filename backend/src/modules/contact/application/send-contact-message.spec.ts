import type { ContactMessage } from '../domain/contact-message';
import type { ContactMessageRepository, ContactSenderLimiter } from './ports';
import { SendContactMessage } from './send-contact-message';

/** In-memory ports: the rules of the use case, without a database or Redis (the integration test has those). */
function setUp(limit = 2) {
  const saved: ContactMessage[] = [];
  const counts = new Map<string, number>();
  const repository: ContactMessageRepository = { save: async (m) => void saved.push(m), list: async () => saved };
  const limiter: ContactSenderLimiter = {
    tryAccept: async (key) => {
      const count = counts.get(key) ?? 0;
      if (count >= limit) return false;
      counts.set(key, count + 1);
      return true;
    },
  };
  return { saved, counts, send: new SendContactMessage(repository, limiter) };
}
const input = { name: 'Ann', email: 'ann@example.org', message: 'Hello', locale: 'en' as const };

describe('SendContactMessage', () => {
  it('stores messages until the sender is over the limit, then refuses without storing', async () => {
    const { saved, send } = setUp(2);
    await send.execute(input);
    await send.execute({ ...input, email: 'ANN@example.org' });
    await expect(send.execute(input)).rejects.toMatchObject({ code: 'CONTACT_RATE_LIMITED' });
    expect(saved).toHaveLength(2);
  });

  it('answers a honeypot submission without storing or counting it', async () => {
    const { saved, counts, send } = setUp();
    await expect(send.execute({ ...input, website: 'https://spam.example' })).resolves.toEqual({ stored: false });
    expect(saved).toHaveLength(0);
    expect(counts.size).toBe(0);
  });
});
