import { applyChanges } from './apply-changes';
import { reason, type ResumeChange } from './resume-change';
import { englishResume } from './testing/sample-resumes';

const change = (c: Partial<ResumeChange> & Pick<ResumeChange, 'path' | 'op'>): ResumeChange =>
  ({ before: null, after: '', reason: reason('REWRITE'), source: 'llm', ...c }) as ResumeChange;

describe('the change gate', () => {
  const original = englishResume();

  it('applies an allowed change whose before matches the original', () => {
    const { resume, accepted, rejected } = applyChanges(original, [
      change({
        path: '/work/0/highlights/0',
        op: 'replace',
        before: 'Responsible for managing the billing service',
        after: 'Managed the billing service',
      }),
    ]);
    expect(rejected).toEqual([]);
    expect(accepted).toHaveLength(1);
    expect(resume.work?.[0].highlights?.[0]).toBe('Managed the billing service');
    expect(original.work?.[0].highlights?.[0]).toBe('Responsible for managing the billing service'); // the original is untouched
  });

  it.each([
    ['/basics/name', 'Jordan Avery'],
    ['/basics/email', 'jordan@example.com'],
    ['/basics/label', 'Backend Engineer'],
    ['/work/0/name', 'Northwind Logistics'],
    ['/work/0/position', 'Senior Backend Engineer'],
    ['/work/0/startDate', '2021-01'],
    ['/education/0/studyType', 'Bachelor'],
    ['/education/0/institution', 'University of Texas'],
  ])('refuses a change on %s, whatever it says', (path, before) => {
    const { resume, rejected } = applyChanges(original, [change({ path, op: 'replace', before, after: 'Something else' })]);
    expect(rejected.map((r) => r.code)).toEqual(['PATH_NOT_ALLOWED']);
    expect(resume).toEqual(original);
  });

  it('refuses a path that does not exist in the original', () => {
    const { rejected } = applyChanges(original, [change({ path: '/work/7/highlights/0', op: 'replace', before: 'x', after: 'y' })]);
    expect(rejected.map((r) => r.code)).toEqual(['PATH_NOT_FOUND']);
  });

  it('refuses a change whose before is not the original text', () => {
    const { rejected } = applyChanges(original, [
      change({ path: '/work/0/highlights/0', op: 'replace', before: 'Managed the whole company', after: 'Led the company' }),
    ]);
    expect(rejected.map((r) => r.code)).toEqual(['BEFORE_MISMATCH']);
  });

  it('adds a summary only when there is none', () => {
    expect(
      applyChanges(original, [change({ path: '/basics/summary', op: 'add', after: 'Backend Engineer.' })]).resume.basics?.summary,
    ).toBe('Backend Engineer.');
    const withSummary = { ...original, basics: { ...original.basics, summary: 'Existing.' } };
    expect(
      applyChanges(withSummary, [change({ path: '/basics/summary', op: 'add', after: 'Other.' })]).rejected.map((r) => r.code),
    ).toEqual(['BEFORE_MISMATCH']);
  });

  it('reorders by original indices after rewording, and refuses an order that drops items', () => {
    const { resume, rejected } = applyChanges(original, [
      change({ path: '/work/1/highlights', op: 'reorder', before: [...original.work![1].highlights!], after: [], order: [1, 0] }),
      change({
        path: '/work/1/highlights/1',
        op: 'replace',
        before: 'Successfully reduced failed payouts by 30%',
        after: 'Reduced failed payouts by 30%',
      }),
    ]);
    expect(rejected).toEqual([]);
    expect(resume.work?.[1].highlights).toEqual(['Reduced failed payouts by 30%', 'Developed payment reconciliation jobs in Python']);
    const dropping = applyChanges(original, [
      change({ path: '/work/1/highlights', op: 'reorder', before: [...original.work![1].highlights!], after: [], order: [1] }),
    ]);
    expect(dropping.rejected.map((r) => r.code)).toEqual(['INVALID_CHANGE']);
  });

  it('removes true duplicates only', () => {
    const keywords = original.skills![0].keywords!;
    const dedupe = applyChanges(original, [
      change({ path: '/skills/0/keywords', op: 'remove-duplicate', source: 'rule', before: [...keywords], after: [], order: [0, 1, 3] }),
    ]);
    expect(dedupe.resume.skills?.[0].keywords).toEqual(['TypeScript', 'Python', 'SQL']);
    const notDuplicate = applyChanges(original, [
      change({ path: '/skills/0/keywords', op: 'remove-duplicate', source: 'rule', before: [...keywords], after: [], order: [0, 2, 3] }),
    ]);
    expect(notDuplicate.rejected.map((r) => r.code)).toEqual(['INVALID_CHANGE']); // "Python" would vanish
  });

  it("adds a skill only when the resume evidences it, and never on the model's word", () => {
    const evidenced = applyChanges(original, [change({ path: '/skills/-', op: 'add', source: 'rule', after: 'Kubernetes' })]);
    expect(evidenced.resume.skills?.at(-1)).toEqual({ name: 'Kubernetes' });
    expect(
      applyChanges(original, [change({ path: '/skills/-', op: 'add', source: 'rule', after: 'Rust' })]).rejected.map((r) => r.code),
    ).toEqual(['NOT_EVIDENCED']);
    expect(
      applyChanges(original, [change({ path: '/skills/-', op: 'add', source: 'llm', after: 'Kubernetes' })]).rejected.map((r) => r.code),
    ).toEqual(['OP_NOT_ALLOWED']);
    const confirmed = applyChanges(original, [change({ path: '/skills/-', op: 'add', source: 'answer', after: 'Rust' })], undefined, [
      { questionId: 'keyword:rust', path: '/skills', text: 'Yes, side projects', keyword: 'Rust' },
    ]);
    expect(confirmed.rejected).toEqual([]);
  });
});
