import { Inject, Injectable } from '@nestjs/common';
import type { ContactMessage } from '../domain/contact-message';
import { CONTACT_MESSAGE_REPOSITORY, type ContactMessageRepository } from './ports';

/** The latest Contact Us messages, newest first: what the operator command prints. */
@Injectable()
export class ListContactMessages {
  constructor(@Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository) {}

  execute(input: { limit: number }): Promise<ContactMessage[]> {
    return this.messages.list({ limit: Math.max(1, Math.min(input.limit, 1000)) });
  }
}
