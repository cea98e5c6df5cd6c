import { assertDeletable, becomesBase, planBaseSwitch, type BaseCandidate } from './base-resume';
import { ResumeError } from './resume-errors';

const upload = (id: string, isBase = false): BaseCandidate => ({ id, isBase, kind: 'upload' });
const tailored = (id: string): BaseCandidate => ({ id, isBase: false, kind: 'tailored' });

describe('base resume rules', () => {
  it('makes the first upload the base, and no later one', () => {
    expect(becomesBase({ kind: 'upload' }, [])).toBe(true);
    expect(becomesBase({ kind: 'upload' }, [upload('a')])).toBe(true);
    expect(becomesBase({ kind: 'upload' }, [upload('a', true)])).toBe(false);
  });

  it('never makes a tailored resume the base, even for a user without one', () => {
    expect(becomesBase({ kind: 'tailored' }, [])).toBe(false);
  });

  it('switches: the old base is unset and the target set', () => {
    expect(planBaseSwitch([upload('a', true), upload('b')], 'b')).toEqual({ unset: ['a'], set: 'b' });
  });

  it('switching to the current base changes nothing', () => {
    expect(planBaseSwitch([upload('a', true)], 'a')).toEqual({ unset: [], set: null });
  });

  it('sets a base for a user who has none (resumes from before bases existed)', () => {
    expect(planBaseSwitch([upload('a')], 'a')).toEqual({ unset: [], set: 'a' });
  });

  it('refuses a tailored resume and an unknown one', () => {
    expect(() => planBaseSwitch([upload('a', true), tailored('t')], 't')).toThrow(new ResumeError('RESUME_CANNOT_BE_BASE'));
    expect(() => planBaseSwitch([upload('a', true)], 'zzz')).toThrow(new ResumeError('RESUME_NOT_FOUND'));
  });

  it('refuses to delete the base resume, and only it', () => {
    expect(() => assertDeletable({ isBase: true, stage: 'ready' })).toThrow(new ResumeError('BASE_RESUME_CANNOT_BE_DELETED'));
    expect(() => assertDeletable({ isBase: true, stage: 'extracting' })).toThrow(new ResumeError('BASE_RESUME_CANNOT_BE_DELETED'));
    expect(() => assertDeletable({ isBase: false, stage: 'ready' })).not.toThrow();
    // An upload that could not be read is no base to keep.
    expect(() => assertDeletable({ isBase: true, stage: 'failed' })).not.toThrow();
  });
});
