import { parseArgs } from 'node:util';
import { SetPlan } from '../../modules/credits/application/set-plan';
import { MikroOrmCreditLedger } from '../../modules/credits/infrastructure/persistence/mikro-orm-credit.ledger';
import { cliLanguage, cliText, usageLine } from '../cli-messages';
import { isStartupProblem, withAppDatabase } from '../cli-database';

const SYNTAX = './bin/atelier plus UID [--off]';

/**
 * Operator command (until a payment provider does it): puts a user on Plus, which grants this
 * month's credits once (running it again in the same month grants nothing), or back on the free
 * plan with --off (credits already granted are kept). Prints the result as JSON on stdout.
 */
export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: { off: { type: 'boolean' }, lang: { type: 'string' } },
  });
  const [uid, extra] = positionals;
  if (!uid || extra !== undefined) {
    process.stderr.write(`${usageLine(SYNTAX, args)}\n${cliText('plusHelp', cliLanguage(args))}\n`);
    return 2;
  }
  try {
    const result = await withAppDatabase(async (em, config) => {
      const setPlan = new SetPlan(new MikroOrmCreditLedger(em), config.credits, () => new Date());
      return setPlan.execute({ userId: uid, plan: values.off ? 'free' : 'plus' });
    });
    process.stdout.write(`${JSON.stringify({ userId: uid, ...result }, null, 2)}\n`);
    process.stderr.write(
      `${cliText(result.plan === 'free' ? 'plusOff' : result.monthlyGrant ? 'plusOn' : 'plusOnAlready', cliLanguage(args), { uid, credits: result.monthlyGrant?.amount ?? 0, balance: result.balance })}\n`,
    );
    return 0;
  } catch (error) {
    if (!isStartupProblem(error)) throw error;
    process.stderr.write(`[atelier] ${error.message}\n`);
    return 1;
  }
}
