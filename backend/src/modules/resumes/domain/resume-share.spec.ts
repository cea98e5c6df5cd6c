import { hashShareToken, isShareTokenShaped, ResumeShare } from './resume-share';

describe('ResumeShare', () => {
  const create = () => ResumeShare.create({ resumeId: 'r1', template: 'ats', language: 'fr' }, new Date('2026-01-01'));

  it('issues a 43-character url-safe token (32 random bytes) and stores only its SHA-256', () => {
    const { share, token } = create();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(share.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(share.tokenHash).toBe(hashShareToken(token));
    expect(JSON.stringify(share)).not.toContain(token);
    expect(share).toMatchObject({ resumeId: 'r1', template: 'ats', language: 'fr' });
  });

  it('never issues the same token twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => create().token));
    expect(tokens.size).toBe(200);
  });

  it('recognises the shape of our tokens only', () => {
    expect(isShareTokenShaped(create().token)).toBe(true);
    expect(isShareTokenShaped('short')).toBe(false);
    expect(isShareTokenShaped(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isShareTokenShaped(`${'a'.repeat(42)}/`)).toBe(false);
  });
});
