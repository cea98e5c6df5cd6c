import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ContactError } from '../domain/contact-errors';
import { ContactMessage, isBotSubmission, senderKey } from '../domain/contact-message';
import { CONTACT_MESSAGE_REPOSITORY, CONTACT_SENDER_LIMITER, type ContactMessageRepository, type ContactSenderLimiter } from './ports';

export interface SendContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The honeypot field's value. */
  website?: string;
  locale: 'en' | 'fr';
}

/**
 * Stores a Contact Us message. A bot (honeypot filled) is answered like everyone else so it
 * learns nothing, but its message is neither stored nor counted. A sender over the limit is
 * refused with CONTACT_RATE_LIMITED, and that refused message is not stored.
 */
@Injectable()
export class SendContactMessage {
  constructor(
    @Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository,
    @Inject(CONTACT_SENDER_LIMITER) private readonly limiter: ContactSenderLimiter,
  ) {}

  async execute(input: SendContactMessageInput): Promise<{ stored: boolean }> {
    if (isBotSubmission(input.website)) return { stored: false };
    if (!(await this.limiter.tryAccept(senderKey(input.email)))) throw new ContactError('CONTACT_RATE_LIMITED');
    await this.messages.save(ContactMessage.create({ ...input, id: randomUUID(), now: new Date() }));
    return { stored: true };
  }
}
