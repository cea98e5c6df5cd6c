import { parseJobUrl } from '../domain/address-policy';
import { JobError } from '../domain/job-errors';

/**
 * Refuses a malformed job link at once ("Enter a valid URL."), before anything is queued or paid.
 * Whether the address is public is checked again when the page is fetched (DNS can change).
 */
export function checkJobUrl(url: string): void {
  if (!parseJobUrl(url)) throw new JobError('INVALID_URL');
}
