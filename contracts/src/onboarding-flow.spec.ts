import { blockOf, FLOW_STEPS, furthestAllowed, nextStep, previousStep, skipSurvey, stepIndex, stepName } from './onboarding-flow.js';

const none = { resumeId: null, hasJob: false, template: null };
const all = { resumeId: 'r1', hasJob: true, template: 'ats' };

describe('the guided flow machine', () => {
  it('has the spec steps 0 to 16 in order, processing at 13', () => {
    expect(FLOW_STEPS).toHaveLength(17);
    expect(stepIndex('intro')).toBe(0);
    expect(stepIndex('upload')).toBe(5);
    expect(stepIndex('processing')).toBe(13);
    expect(stepIndex('final')).toBe(16);
    expect(FLOW_STEPS.indexOf('match')).toBeLessThan(FLOW_STEPS.indexOf('style'));
  });

  it('moves forward and back, and stays inside 0..16', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(16)).toBe(16);
    expect(previousStep(0)).toBe(0);
    expect(previousStep(7)).toBe(6);
    expect(stepName(99)).toBe('final');
    expect(stepName(-1)).toBe('intro');
  });

  it('lets hold-to-skip jump from the survey to the upload', () => {
    expect(stepName(skipSurvey())).toBe('upload');
  });

  it('lets anyone reach the upload step, but nothing after it without a resume', () => {
    expect(blockOf(stepIndex('upload'), none)).toBeNull();
    expect(blockOf(stepIndex('job'), none)).toBe('RESUME_REQUIRED');
  });

  it('needs a job description after the job step and a template after the style step', () => {
    expect(blockOf(stepIndex('match'), { ...none, resumeId: 'r1' })).toBe('JOB_DESCRIPTION_REQUIRED');
    expect(blockOf(stepIndex('style'), { ...none, resumeId: 'r1', hasJob: true })).toBeNull();
    expect(blockOf(stepIndex('result'), { ...none, resumeId: 'r1', hasJob: true })).toBe('TEMPLATE_REQUIRED');
    expect(blockOf(stepIndex('final'), all)).toBeNull();
  });

  it('brings a step whose prerequisite vanished back to the last allowed one', () => {
    expect(furthestAllowed(stepIndex('final'), { ...all, template: null })).toBe(stepIndex('style'));
    expect(furthestAllowed(stepIndex('final'), none)).toBe(stepIndex('upload'));
    expect(furthestAllowed(stepIndex('ready'), all)).toBe(stepIndex('ready'));
  });
});
