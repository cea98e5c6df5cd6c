import { PipelineRun } from './pipeline-run';

/** A kind's stages, as the application passes them (the real lists are the contract's PIPELINE_STAGES). */
const STAGES = ['first', 'second', 'third', 'fourth', 'last'];

const run = () => PipelineRun.queue({ id: 'r1', ownerId: 'u1', kind: 'any', subjectId: 's1' }, new Date(0));

describe('PipelineRun', () => {
  it('moves through the SuperMatch stages in order, reporting progress', () => {
    const r = run();
    expect(r.progress(STAGES)).toBe(0);
    expect(r.enterStage('first', STAGES)).toBe(true);
    expect(r.status).toBe('running');
    expect(r.enterStage('third', STAGES)).toBe(true);
    expect(r.progress(STAGES)).toBe(40);
    r.succeed({ tailoredResumeId: 'x' }, STAGES);
    expect(r.progress(STAGES)).toBe(100);
    expect(r.stage).toBe('last');
    expect(r.isFinished()).toBe(true);
  });

  it('ignores a stage replayed by a retried job, so progress never goes backwards', () => {
    const r = run();
    r.enterStage('fourth', STAGES);
    expect(r.enterStage('first', STAGES)).toBe(false);
    expect(r.stage).toBe('fourth');
  });

  it('restarts from the first stage after a failure (a retry after a crash)', () => {
    const r = run();
    r.enterStage('fourth', STAGES);
    r.fail('RENDERING_FAILED');
    expect(r.status).toBe('failed');
    expect(r.enterStage('first', STAGES)).toBe(true);
    expect(r.errorCode).toBeNull();
  });

  it('refuses a stage not in its list', () => {
    expect(() => run().enterStage('not-a-stage', STAGES)).toThrow('PIPELINE_STAGE_OUT_OF_ORDER');
  });

  it('stops for confirmation and goes on after it', () => {
    const r = run();
    r.enterStage('second', STAGES);
    r.awaitConfirmation({ verdict: 'poor' });
    expect(r.isFinished()).toBe(true);
    r.resume();
    expect(r.isFinished()).toBe(false);
    expect(r.enterStage('third', STAGES)).toBe(true);
  });
});
