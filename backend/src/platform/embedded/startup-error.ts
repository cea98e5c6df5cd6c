/**
 * A component that cannot start. Its message is one line for a human: what failed and how to
 * fix it. main.ts prints it without a stack trace.
 */
export class StartupError extends Error {
  constructor(
    readonly component: string,
    message: string,
  ) {
    super(`${component}: ${message}`);
  }
}
