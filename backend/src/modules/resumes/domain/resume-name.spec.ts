import { ResumeError } from './resume-errors';
import { fittedResumeName, resumeName as nameOf, resumeNameFromFile as nameFromFile } from './resume-name';

/** The limit the application passes (the contract's MAX_RESUME_NAME_LENGTH). */
const MAX_RESUME_NAME_LENGTH = 120;
const resumeName = (input: string) => nameOf(input, MAX_RESUME_NAME_LENGTH);
const resumeNameFromFile = (input: string) => nameFromFile(input, MAX_RESUME_NAME_LENGTH);

describe('resume names', () => {
  it('names an upload after its file, without the extension', () => {
    expect(resumeNameFromFile('Gaëlle CV.pdf')).toBe('Gaëlle CV');
    expect(resumeNameFromFile('CV.v2.final.docx')).toBe('CV.v2.final');
    expect(resumeNameFromFile('resume')).toBe('resume');
    expect(resumeNameFromFile('C:\\Users\\me\\Mon  CV\t2026.doc')).toBe('Mon CV 2026');
  });

  it('keeps a file name that is only an extension rather than an empty name', () => {
    expect(resumeNameFromFile('.pdf')).toBe('.pdf');
  });

  it('trims what the person typed and collapses inner spaces', () => {
    expect(resumeName('  Data  engineer\u00a0– Paris  ')).toBe('Data engineer – Paris');
  });

  it.each([[''], ['   '], ['\n\t'], ['x'.repeat(MAX_RESUME_NAME_LENGTH + 1)]])('refuses %j with INVALID_RESUME_NAME', (name) => {
    expect(() => resumeName(name)).toThrow(new ResumeError('INVALID_RESUME_NAME'));
  });

  it('accepts exactly 120 characters', () => {
    expect(resumeName('é'.repeat(120))).toHaveLength(120);
  });

  it('cuts made-up names to fit without splitting an emoji, and falls back when empty', () => {
    const long = `${'a'.repeat(119)}🚀tail`;
    const cut = fittedResumeName(long, MAX_RESUME_NAME_LENGTH);
    expect(cut).toBe('a'.repeat(119));
    expect(fittedResumeName('   ', MAX_RESUME_NAME_LENGTH, 'CV')).toBe('CV');
    expect(fittedResumeName('b'.repeat(300), MAX_RESUME_NAME_LENGTH)).toHaveLength(120);
  });
});
