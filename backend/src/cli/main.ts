#!/usr/bin/env node
import 'reflect-metadata';
import { cliLanguage, errorMessage } from './cli-messages';

/** One module per command; each exports `run(args): Promise<number>` (the exit code). */
const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run(args: string[]): Promise<number> }> }> = {
  parse: { summary: 'parse FILE            print the structured resume of a PDF/DOCX/DOC/JSON Resume file as JSON Resume', load: () => import('./commands/parse.command.js') },
  job: { summary: 'job FILE|URL          read a job posting (pasted text file or link) as JSON', load: () => import('./commands/job.command.js') },
  render: { summary: 'render FILE.json       print a JSON Resume as PDF: --out OUT.pdf [--template ats|modern] [--page a4|letter] [--preview OUT.png]', load: () => import('./commands/render.command.js') },
};

function usage(): string {
  return ['Usage: ./bin/atelier <command> [options]', '', 'Commands:', ...Object.values(COMMANDS).map((c) => `  ${c.summary}`),
    '', 'Options: --lang en|fr (messages; default from LANG)'].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`${usage()}\n`);
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

main(process.argv.slice(2)).then((code) => process.exit(code));
