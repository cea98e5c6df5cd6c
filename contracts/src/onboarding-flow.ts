/**
 * The guided flow's state machine (/onboarding, steps 0 to 16), pure so the browser and the server
 * run the same rules: the browser to know where Next and Back go, the server to refuse a step whose
 * prerequisites are missing (a crafted request cannot skip the upload). Imports nothing.
 *
 * The order is the product spec's (section 4): intro, the four survey questions, upload, job
 * description, match, style, result, research, questions, start, processing (step 13, whose
 * messages the spec numbers so), ready, pick style, final.
 */
export const FLOW_STEPS = [
  'intro',
  'challenge',
  'applying',
  'written',
  'confidence',
  'upload',
  'job',
  'match',
  'style',
  'result',
  'research',
  'questions',
  'start',
  'processing',
  'ready',
  'pick-style',
  'final',
] as const;
export type FlowStepName = (typeof FLOW_STEPS)[number];

export const stepIndex = (name: FlowStepName): number => FLOW_STEPS.indexOf(name);
export const stepName = (index: number): FlowStepName => FLOW_STEPS[Math.min(Math.max(index, 0), FLOW_STEPS.length - 1)]!;

/** The survey's steps: "hold to skip" jumps from any of them to the upload. */
export const SURVEY_STEPS: readonly FlowStepName[] = ['challenge', 'applying', 'written', 'confidence'];

/** What the machine needs to know of the saved flow. */
export interface FlowFacts {
  resumeId: string | null;
  hasJob: boolean;
  template: string | null;
}

/** Why a step cannot be entered yet: each is a message the spec names. */
export type FlowBlock = 'RESUME_REQUIRED' | 'JOB_DESCRIPTION_REQUIRED' | 'TEMPLATE_REQUIRED';

/** The facts a step needs, in flow order: every step after `upload` needs the resume, and so on. */
const PREREQUISITES: ReadonlyArray<{ after: FlowStepName; block: FlowBlock; met: (f: FlowFacts) => boolean }> = [
  { after: 'upload', block: 'RESUME_REQUIRED', met: (f) => f.resumeId !== null },
  { after: 'job', block: 'JOB_DESCRIPTION_REQUIRED', met: (f) => f.hasJob },
  { after: 'style', block: 'TEMPLATE_REQUIRED', met: (f) => f.template !== null },
];

/** The first missing prerequisite of a step, or null when it may be entered. */
export function blockOf(step: number, facts: FlowFacts): FlowBlock | null {
  for (const p of PREREQUISITES) if (step > stepIndex(p.after) && !p.met(facts)) return p.block;
  return null;
}

/** Where Next goes (the last step stays put). */
export const nextStep = (step: number): number => Math.min(step + 1, FLOW_STEPS.length - 1);
/** Where Back goes (the intro stays put). */
export const previousStep = (step: number): number => Math.max(step - 1, 0);
/** "Hold to skip" on a survey step: straight to the upload. */
export const skipSurvey = (): number => stepIndex('upload');
/** The furthest step the facts allow: a reload on a step whose prerequisite vanished lands before it. */
export function furthestAllowed(step: number, facts: FlowFacts): number {
  let allowed = step;
  while (allowed > 0 && blockOf(allowed, facts) !== null) allowed -= 1;
  return allowed;
}

/** A change named by what it does (where, and the text it puts there), the same across change sets. */
export const rejectedChangeKey = (change: { path: string; after: string | string[] }): string =>
  JSON.stringify([change.path, change.after]);
