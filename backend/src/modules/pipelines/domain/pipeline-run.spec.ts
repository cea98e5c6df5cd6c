import { PipelineRun } from './pipeline-run';

const run = () => PipelineRun.queue({ id: 'r1', ownerId: 'u1', kind: 'supermatch', subjectId: 's1' }, new Date(0));

describe('PipelineRun', () => {
  it('moves through the SuperMatch stages in order, reporting progress', () => {
    const r = run();
    expect(r.progress()).toBe(0);
    expect(r.enterStage('analyzing-job')).toBe(true);
    expect(r.status).toBe('running');
    expect(r.enterStage('tailoring-resume')).toBe(true);
    expect(r.progress()).toBe(40);
    r.succeed({ tailoredResumeId: 'x' });
    expect(r.progress()).toBe(100);
    expect(r.stage).toBe('finalizing');
    expect(r.isFinished()).toBe(true);
  });

  it('ignores a stage replayed by a retried job, so progress never goes backwards', () => {
    const r = run();
    r.enterStage('generating-pdf');
    expect(r.enterStage('analyzing-job')).toBe(false);
    expect(r.stage).toBe('generating-pdf');
  });

  it('restarts from the first stage after a failure (a retry after a crash)', () => {
    const r = run();
    r.enterStage('generating-pdf');
    r.fail('RENDERING_FAILED');
    expect(r.status).toBe('failed');
    expect(r.enterStage('analyzing-job')).toBe(true);
    expect(r.errorCode).toBeNull();
  });

  it('refuses a stage of another pipeline', () => {
    expect(() => run().enterStage('rewriting-summary')).toThrow('PIPELINE_STAGE_OUT_OF_ORDER');
  });

  it('stops for confirmation and goes on after it', () => {
    const r = run();
    r.enterStage('matching-profile');
    r.awaitConfirmation({ verdict: 'poor' });
    expect(r.isFinished()).toBe(true);
    r.resume();
    expect(r.isFinished()).toBe(false);
    expect(r.enterStage('tailoring-resume')).toBe(true);
  });
});
