import { PipelineRun } from './pipeline-run';

/** A kind's stages, as the module that owns the kind declares them. */
const STAGES = ['first', 'second', 'third', 'fourth', 'last'];

const run = () => PipelineRun.queue({ id: 'r1', ownerId: 'u1', kind: 'any', stages: STAGES, subjectId: 's1' }, new Date(0));

describe('PipelineRun', () => {
  it('moves through the SuperMatch stages in order, reporting progress', () => {
    const r = run();
    expect(r.progress()).toBe(0);
    expect(r.enterStage('first')).toBe(true);
    expect(r.status).toBe('running');
    expect(r.enterStage('third')).toBe(true);
    expect(r.progress()).toBe(40);
    r.succeed({ tailoredResumeId: 'x' });
    expect(r.progress()).toBe(100);
    expect(r.stage).toBe('last');
    expect(r.isFinished()).toBe(true);
  });

  it('ignores a stage replayed by a retried job, so progress never goes backwards', () => {
    const r = run();
    r.enterStage('fourth');
    expect(r.enterStage('first')).toBe(false);
    expect(r.stage).toBe('fourth');
  });

  it('restarts from the first stage after a failure (a retry after a crash)', () => {
    const r = run();
    r.enterStage('fourth');
    r.fail('RENDERING_FAILED');
    expect(r.status).toBe('failed');
    expect(r.enterStage('first')).toBe(true);
    expect(r.errorCode).toBeNull();
  });

  it('refuses a stage not in its list', () => {
    expect(() => run().enterStage('not-a-stage')).toThrow('PIPELINE_STAGE_OUT_OF_ORDER');
  });

  it('stops for confirmation and goes on after it', () => {
    const r = run();
    r.enterStage('second');
    r.awaitConfirmation({ verdict: 'poor' });
    expect(r.isFinished()).toBe(true);
    r.resume();
    expect(r.isFinished()).toBe(false);
    expect(r.enterStage('third')).toBe(true);
  });
});
