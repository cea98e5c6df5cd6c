import { setAdminClaim } from '../../platform/auth/admin-claim';
import { cliText } from '../cli-messages';
import { withAppAuth } from '../cli-firebase';
import { isStartupProblem } from '../cli-database';
import { parseUidSwitch } from '../uid-switch-args';

const SYNTAX = './bin/atelier admin UID [--off]';

/**
 * Operator command: makes a user an administrator (the `admin: true` custom claim on their
 * Firebase account), or no longer one with --off (which also signs them out everywhere). Takes
 * effect within 30 s on every web process (AdminRole's cache). Prints the result as JSON.
 */
export async function run(args: string[]): Promise<number> {
  const input = parseUidSwitch(args, SYNTAX, 'adminHelp');
  if (!input) return 2;
  const { uid, on, language } = input;
  try {
    const result = await withAppAuth((auth) => setAdminClaim(auth, uid, on));
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    process.stderr.write(`${cliText(result.admin ? 'adminOn' : 'adminOff', language, { uid })}\n`);
    return 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      process.stderr.write(`${cliText('adminNoSuchUser', language, { uid })}\n`);
      return 1;
    }
    if (!isStartupProblem(error)) throw error;
    process.stderr.write(`[atelier] ${error.message}\n`);
    return 1;
  }
}
