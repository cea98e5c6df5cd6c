import { spawn } from 'node:child_process';
import { join } from 'node:path';

const cli = join(__dirname, '..', '..', '..', 'dist', 'cli', 'main.js');

/** The built CLI as an operator runs it, against the test database (async: the app keeps serving). */
export function atelier(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: process.env.TEST_DATABASE_URL, LANG: 'en_US.UTF-8', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c;
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
