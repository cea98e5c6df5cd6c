import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { GrantCredits } from '../../modules/credits/application/grant-credits';
import { MikroOrmCreditLedger } from '../../modules/credits/infrastructure/persistence/mikro-orm-credit.ledger';
import { cliLanguage, cliText, errorMessage, usageLine } from '../cli-messages';
import { isStartupProblem, withAppDatabase } from '../cli-database';

const SYNTAX = './bin/atelier credits grant UID N [--reason operator] [--reference REF]';

/**
 * Operator command `credits grant UID N`: adds N credits (reason `operator` unless --reason).
 * Each run is a new grant; give --reference to make it idempotent (a second run with the same
 * reference grants nothing). Prints the ledger line and the new balance as JSON on stdout.
 */
export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: { reason: { type: 'string', default: 'operator' }, reference: { type: 'string' }, lang: { type: 'string' } },
  });
  const [action, uid, amountText, extra] = positionals;
  const language = cliLanguage(args);
  const usage = () => {
    process.stderr.write(`${usageLine(SYNTAX, args)}\n${cliText('creditsHelp', language)}\n`);
    return 2;
  };
  if (action !== 'grant' || !uid || amountText === undefined || extra !== undefined) return usage();
  const amount = Number(amountText);
  if (!/^\d+$/.test(amountText) || amount < 1) {
    process.stderr.write(`${errorMessage('INVALID_CREDIT_AMOUNT', language)}\n`);
    return 2;
  }
  const reason = typeof values.reason === 'string' ? values.reason : 'operator';
  const reference = typeof values.reference === 'string' ? values.reference : `operator:${randomUUID()}`;
  return guarded(async () => {
    const result = await withAppDatabase((em, config) =>
      new GrantCredits(new MikroOrmCreditLedger(em), config.credits, () => new Date()).execute({ userId: uid, amount, reason, reference }),
    );
    process.stdout.write(`${JSON.stringify({ userId: uid, ...result }, null, 2)}\n`);
    process.stderr.write(
      `${cliText(result.granted ? 'creditsGranted' : 'creditsAlreadyGranted', language, { uid, credits: amount, reference, balance: result.balance })}\n`,
    );
    return 0;
  });
}

async function guarded(work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (!isStartupProblem(error)) throw error;
    process.stderr.write(`[atelier] ${error.message}\n`);
    return 1;
  }
}
