import { z } from 'zod';
import { MAX_CONTACT_EMAIL_LENGTH, MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_NAME_LENGTH } from './constants.js';
import { PATHS } from './paths.js';
import { defineRoutes } from './route.js';

/**
 * POST /api/contact/messages: a Contact Us message. `website` is a honeypot: a field people never
 * see (hidden from view and from assistive technology); a bot that fills it gets the same answer
 * as everyone, and its message is dropped.
 */
export const ContactMessageInput = z.object({
  name: z.string().trim().min(1).max(MAX_CONTACT_NAME_LENGTH),
  email: z.email().max(MAX_CONTACT_EMAIL_LENGTH),
  message: z.string().trim().min(1).max(MAX_CONTACT_MESSAGE_LENGTH),
  website: z.string().max(2048).optional(),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

export const ContactMessageReceipt = z.object({ received: z.literal(true) });
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceipt>;

export const contactRoutes = defineRoutes({
  sendContactMessage: {
    method: 'POST',
    path: PATHS.contactMessages,
    tag: 'contact',
    summary: 'Send a Contact Us message (5 per e-mail address per 10 minutes)',
    auth: false,
    status: 202,
    body: ContactMessageInput,
    response: ContactMessageReceipt,
    errors: ['INVALID_REQUEST', 'CONTACT_RATE_LIMITED'],
  },
});
