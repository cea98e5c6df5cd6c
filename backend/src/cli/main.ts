#!/usr/bin/env node
import 'reflect-metadata';
import { cliLanguage, cliText, errorMessage, labelled, usageLine } from './cli-messages';

/** One module per command; each exports `run(args): Promise<number>` (the exit code). */
const COMMANDS: Record<string, { syntax: string; load: () => Promise<{ run(args: string[]): Promise<number> }> }> = {
  parse: { syntax: 'parse FILE', load: () => import('./commands/parse.command.js') },
  job: { syntax: 'job FILE|URL', load: () => import('./commands/job.command.js') },
  match: { syntax: 'match RESUME JOB', load: () => import('./commands/match.command.js') },
  render: { syntax: 'render FILE.json --out OUT.pdf', load: () => import('./commands/render.command.js') },
  enhance: { syntax: 'enhance RESUME [--job JOB] [--answers FILE]', load: () => import('./commands/enhance.command.js') },
  admin: { syntax: 'admin UID [--off]', load: () => import('./commands/admin.command.js') },
  plus: { syntax: 'plus UID [--off]', load: () => import('./commands/plus.command.js') },
  credits: { syntax: 'credits grant UID N [--reason R]', load: () => import('./commands/credits.command.js') },
  'contact-messages': { syntax: 'contact-messages [--limit N]', load: () => import('./commands/contact-messages.command.js') },
};

function usage(args: string[]): string {
  const language = cliLanguage(args);
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.syntax.length)) + 3;
  return [
    usageLine('./bin/atelier <command> [options]', args),
    '',
    labelled('commands', language),
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${c.syntax.padEnd(width)}${cliText(name, language)}`),
    '',
    cliText('options', language),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`${usage(args)}\n`);
    return name === '--help' || name === '-h' ? 0 : 2;
  }
  try {
    return await (await command.load()).run(args);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const language = cliLanguage(args);
    process.stderr.write(`${typeof code === 'string' ? errorMessage(code, language) : errorMessage('INTERNAL', language)}\n`);
    if (process.env.ATELIER_DEBUG) process.stderr.write(`${(error as Error).stack}\n`);
    return 1;
  }
}

// main() answers every error with an exit code, so nothing is left to catch here.
void main(process.argv.slice(2)).then((code) => process.exit(code));
