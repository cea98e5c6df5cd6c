/**
 * What the use cases report for the operators' metrics (platform/metrics turns it into
 * Prometheus series). A port like any other: the application says what happened, never how it is
 * measured; without the metrics module (CLI, unit tests) nothing is recorded.
 */
export interface Observations {
  rendered(labels: { template: string; language: string }, seconds: number): void;
  parsed(labels: { format: string; language: string; outcome: 'ok' | 'failed' }, seconds: number): void;
  stage(labels: { kind: string; stage: string }, seconds: number): void;
  credits(kind: 'charged' | 'refunded', amount: number): void;
}

export const OBSERVATIONS = Symbol('Observations');

export const NO_OBSERVATIONS: Observations = {
  rendered: () => undefined,
  parsed: () => undefined,
  stage: () => undefined,
  credits: () => undefined,
};

/** Seconds since `start` (a performance.now() reading). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
