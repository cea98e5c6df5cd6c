import { parseArgs } from 'node:util';
import { setAdminClaim } from '../../platform/auth/admin-claim';
import { cliLanguage, cliText, usageLine } from '../cli-messages';
import { withAppAuth } from '../cli-firebase';
import { isStartupProblem } from '../cli-database';

const SYNTAX = './bin/atelier admin UID [--off]';

/**
 * Operator command: makes a user an administrator (the `admin: true` custom claim on their
 * Firebase account), or no longer one with --off (which also signs them out everywhere). Takes
 * effect within 30 s on every web process (AdminRole's cache). Prints the result as JSON.
 */
export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: { off: { type: 'boolean' }, lang: { type: 'string' } },
  });
  const [uid, extra] = positionals;
  const language = cliLanguage(args);
  if (!uid || extra !== undefined) {
    process.stderr.write(`${usageLine(SYNTAX, args)}\n${cliText('adminHelp', language)}\n`);
    return 2;
  }
  try {
    const result = await withAppAuth((auth) => setAdminClaim(auth, uid, values.off !== true));
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
