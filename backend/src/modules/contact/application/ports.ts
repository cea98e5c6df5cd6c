import type { ContactMessage } from '../domain/contact-message';

/** Ports of the contact application layer; infrastructure provides the adapters. */

export const CONTACT_MESSAGE_REPOSITORY = Symbol('ContactMessageRepository');
export interface ContactMessageRepository {
  save(message: ContactMessage): Promise<void>;
  /** The newest first. */
  list(options: { limit: number }): Promise<ContactMessage[]>;
}

export const CONTACT_SENDER_LIMITER = Symbol('ContactSenderLimiter');
export interface ContactSenderLimiter {
  /** Counts one message for the sender; false when the sender is over the limit (nothing counted). */
  tryAccept(senderKey: string): Promise<boolean>;
}
