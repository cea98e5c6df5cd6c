import { parseArgs } from 'node:util';
import { ListContactMessages } from '../../modules/contact/application/list-contact-messages';
import { MikroOrmContactMessageRepository } from '../../modules/contact/infrastructure/persistence/mikro-orm-contact-message.repository';
import { cliLanguage, cliText, usageLine } from '../cli-messages';
import { isStartupProblem, withAppDatabase } from '../cli-database';

const SYNTAX = './bin/atelier contact-messages [--limit N]';

/**
 * Operator command: the newest Contact Us messages (50 by default), as JSON on stdout, so they can
 * be read, piped to jq or answered. A count goes to stderr.
 */
export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: { limit: { type: 'string' }, lang: { type: 'string' } },
  });
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (positionals.length > 0 || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    process.stderr.write(`${usageLine(SYNTAX, args)}\n${cliText('contactMessagesHelp', cliLanguage(args))}\n`);
    return 2;
  }
  try {
    const messages = await withAppDatabase((em) => new ListContactMessages(new MikroOrmContactMessageRepository(em)).execute({ limit }));
    const rows = messages.map((m) => ({
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      locale: m.locale,
      name: m.name,
      email: m.email,
      message: m.message,
    }));
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    process.stderr.write(`${cliText('contactMessagesListed', cliLanguage(args), { count: rows.length })}\n`);
    return 0;
  } catch (error) {
    if (!isStartupProblem(error)) throw error;
    process.stderr.write(`[atelier] ${error.message}\n`);
    return 1;
  }
}
