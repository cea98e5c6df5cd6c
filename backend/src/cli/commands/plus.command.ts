import { SetPlan } from '../../modules/credits/application/set-plan';
import { MikroOrmCreditLedger } from '../../modules/credits/infrastructure/persistence/mikro-orm-credit.ledger';
import { cliText } from '../cli-messages';
import { parseUidSwitch } from '../uid-switch-args';
import { isStartupProblem, withAppDatabase } from '../cli-database';

const SYNTAX = './bin/atelier plus UID [--off]';

/**
 * Operator command (until a payment provider does it): puts a user on Plus, which grants this
 * month's credits once (running it again in the same month grants nothing), or back on the free
 * plan with --off (credits already granted are kept). Prints the result as JSON on stdout.
 */
export async function run(args: string[]): Promise<number> {
  const input = parseUidSwitch(args, SYNTAX, 'plusHelp');
  if (!input) return 2;
  const { uid, on, language } = input;
  try {
    const result = await withAppDatabase(async (em, config) => {
      const setPlan = new SetPlan(new MikroOrmCreditLedger(em), config.credits, () => new Date());
      return setPlan.execute({ userId: uid, plan: on ? 'plus' : 'free' });
    });
    process.stdout.write(`${JSON.stringify({ userId: uid, ...result }, null, 2)}\n`);
    process.stderr.write(
      `${cliText(result.plan === 'free' ? 'plusOff' : result.monthlyGrant ? 'plusOn' : 'plusOnAlready', language, { uid, credits: result.monthlyGrant?.amount ?? 0, balance: result.balance })}\n`,
    );
    return 0;
  } catch (error) {
    if (!isStartupProblem(error)) throw error;
    process.stderr.write(`[atelier] ${error.message}\n`);
    return 1;
  }
}
