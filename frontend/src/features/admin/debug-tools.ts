import type { MessageKey } from '../../i18n';

/** The spec's debug pages, in the order /debug lists them. */
export const DEBUG_TOOLS: { path: string; title: MessageKey<'admin'>; lead: MessageKey<'admin'> }[] = [
  { path: '/debug/pdf-test', title: 'debug.pdf.title', lead: 'debug.pdf.lead' },
  { path: '/debug/file-parser', title: 'debug.parser.title', lead: 'debug.parser.lead' },
  { path: '/debug/step-tester', title: 'debug.steps.title', lead: 'debug.steps.lead' },
  { path: '/debug/pick-style-test', title: 'debug.styles.title', lead: 'debug.styles.lead' },
  { path: '/debug/resume-html-test', title: 'debug.html.title', lead: 'debug.html.lead' },
  { path: '/debug/components', title: 'debug.components.title', lead: 'debug.lead' },
];

/** Steps of the guided flow (/onboarding?step=<n>, built on the `flow` branch). */
export const ONBOARDING_STEPS = [1, 2, 3, 4, 5, 6, 7, 8];
