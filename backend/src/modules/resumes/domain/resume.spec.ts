import { Resume } from './resume';

describe('Resume', () => {
  const upload = () => Resume.upload({ ownerId: 'uid-1', fileName: 'cv.pdf', fileType: 'pdf', sizeBytes: 10 }, new Date('2026-01-01'));

  it('starts queued, owned by its uploader, with a fresh unguessable id', () => {
    const a = upload();
    expect(a.stage).toBe('queued');
    expect(a.isOwnedBy('uid-1')).toBe(true);
    expect(a.isOwnedBy('uid-2')).toBe(false);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(upload().id).not.toBe(a.id);
  });

  it('moves through the stages to ready', () => {
    const r = upload();
    r.enterStage('extracting');
    r.enterStage('rendering');
    expect(r.isReady()).toBe(false);
    r.markReady(new Date('2026-01-02'));
    expect(r.isReady()).toBe(true);
    expect(r.updatedAt.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('records why it failed, and a retry clears the error', () => {
    const r = upload();
    r.markFailed('NO_TEXT_FOUND');
    expect(r.stage).toBe('failed');
    expect(r.errorCode).toBe('NO_TEXT_FOUND');
    r.enterStage('extracting');
    expect(r.errorCode).toBeNull();
  });
});
