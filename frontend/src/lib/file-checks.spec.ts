import { checkResumeFile, MAX_RESUME_BYTES } from './file-checks';

describe('checkResumeFile', () => {
  it('accepts PDF, DOC and DOCX by name or browser type', () => {
    expect(checkResumeFile({ name: 'cv.PDF', type: '', size: 10 })).toBeNull();
    expect(checkResumeFile({ name: 'cv.doc', type: 'application/msword', size: 10 })).toBeNull();
    expect(
      checkResumeFile({ name: 'cv', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 }),
    ).toBeNull();
    expect(checkResumeFile({ name: 'resume.json', type: 'application/json', size: 10 })).toBeNull();
  });

  it('names the problem', () => {
    expect(checkResumeFile({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('type');
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: MAX_RESUME_BYTES + 1 })).toBe('size');
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: MAX_RESUME_BYTES })).toBeNull();
  });
});
