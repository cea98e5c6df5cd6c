import { checkJobInput } from './job-input';

describe('checkJobInput', () => {
  it('needs a link or a description', () => {
    expect(checkJobInput('', '  ')).toBe('required');
    expect(checkJobInput('', 'Backend engineer, Go')).toBeNull();
  });
  it('refuses what is not an http(s) URL', () => {
    expect(checkJobInput('jobs.example.com/1', '')).toBe('invalid-url');
    expect(checkJobInput('ftp://example.com/job', 'text')).toBe('invalid-url');
    expect(checkJobInput(' https://jobs.example.com/1 ', '')).toBeNull();
  });
});
