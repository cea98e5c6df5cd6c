import { PATHS } from '@atelier/contracts/paths';
import type { ContactMessageInput } from '@atelier/contracts';
import { request } from './client';

/** POST /api/contact/messages: anyone may write (no token sent). CONTACT_RATE_LIMITED past 5 in 10 minutes. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await request<{ received: true }>(PATHS.contactMessages, { method: 'POST', json: input, auth: false });
}
