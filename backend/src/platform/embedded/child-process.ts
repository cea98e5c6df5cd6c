import { ChildProcess } from 'node:child_process';

/** Asks a child to stop with `signal` and waits for it, escalating to SIGKILL after graceMs. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Keeps the last lines a child printed, to explain a failed start in one line. */
export function tailOf(child: ChildProcess, lines = 20): () => string {
  const buffer: string[] = [];
  const push = (chunk: Buffer) => {
    buffer.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((l) => l.trim()),
    );
    buffer.splice(0, Math.max(0, buffer.length - lines));
  };
  child.stdout?.on('data', push);
  child.stderr?.on('data', push);
  return () => buffer.join('\n');
}
