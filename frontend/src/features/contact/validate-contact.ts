import { MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_NAME_LENGTH } from '@atelier/contracts/constants';

export interface ContactDraft {
  name: string;
  email: string;
  message: string;
}
export type ContactProblem = 'nameRequired' | 'emailInvalid' | 'messageRequired' | 'messageTooLong';

/**
 * The form's own checks, before anything is sent (the API checks the same with the contract).
 * The address check is deliberately loose: something@something.tld; the server is the judge.
 */
export function validateContact(draft: ContactDraft): Partial<Record<keyof ContactDraft, ContactProblem>> {
  const problems: Partial<Record<keyof ContactDraft, ContactProblem>> = {};
  const name = draft.name.trim();
  if (!name || name.length > MAX_CONTACT_NAME_LENGTH) problems.name = 'nameRequired';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) problems.email = 'emailInvalid';
  const message = draft.message.trim();
  if (!message) problems.message = 'messageRequired';
  else if (message.length > MAX_CONTACT_MESSAGE_LENGTH) problems.message = 'messageTooLong';
  return problems;
}
