import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * A previous run killed with SIGKILL can leave its child servers running on our data folder.
 * If the pid file names a live process whose command line matches, stop it before starting anew.
 */
export async function stopStaleProcess(pidFile: string, commandHint: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0].trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    rmSync(pidFile, { force: true });
    return;
  }
  if (!cmdline.includes(commandHint)) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && existsSync(`/proc/${pid}`); i++) await new Promise((r) => setTimeout(r, 100));
  if (existsSync(`/proc/${pid}`)) process.kill(pid, 'SIGKILL');
}
