/**
 * A message sent with the Contact Us form. The address is kept as typed (for the answer) and
 * normalised (trimmed, lower case) for counting: "Ann@x.org" and "ann@x.org " are one sender.
 */
export class ContactMessage {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly email: string,
    readonly message: string,
    /** The language the sender wrote from, so the answer can be in it. */
    readonly locale: 'en' | 'fr',
    readonly createdAt: Date,
  ) {}

  static create(input: { id: string; name: string; email: string; message: string; locale: 'en' | 'fr'; now: Date }): ContactMessage {
    return new ContactMessage(input.id, input.name.trim(), input.email.trim(), input.message.trim(), input.locale, input.now);
  }
}

/** The key a sender is counted under. */
export function senderKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A honeypot field holds something: a bot filled a field no person sees. */
export function isBotSubmission(honeypot: string | undefined): boolean {
  return (honeypot ?? '').trim() !== '';
}
