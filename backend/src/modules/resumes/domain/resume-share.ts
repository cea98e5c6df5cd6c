import { createHash, randomBytes } from 'node:crypto';
import type { ResumeLanguage } from '../../../shared/json-resume';
import type { ResumeTemplate } from './resume-template';

/**
 * A share link of one resume: whoever holds the token sees its PDF, with the template and language
 * chosen when sharing. One link per resume at a time.
 *
 * Only the SHA-256 of the token is stored, so a leaked database (or backup) reveals no working
 * link. The token is therefore shown once, when the link is made; asking again makes a new link
 * and the old one stops working (the dashboard copies the link right after making it).
 */
export class ResumeShare {
  resumeId!: string;
  tokenHash!: string;
  template!: ResumeTemplate;
  language!: ResumeLanguage;
  createdAt!: Date;
  /** How often the link was opened in a browser, and downloaded (?download=1), since it was made. */
  views!: number;
  downloads!: number;

  /** A new link: 32 random bytes as base64url (43 characters), unguessable. */
  static create(
    props: { resumeId: string; template: ResumeTemplate; language: ResumeLanguage },
    now = new Date(),
  ): { share: ResumeShare; token: string } {
    const token = randomBytes(32).toString('base64url');
    const share = new ResumeShare();
    Object.assign(share, { ...props, tokenHash: hashShareToken(token), createdAt: now, views: 0, downloads: 0 });
    return { share, token };
  }
}

export const hashShareToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Tokens we issue are exactly 43 base64url characters; anything else is not worth a lookup. */
export const isShareTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
