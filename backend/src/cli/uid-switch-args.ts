import { parseArgs } from 'node:util';
import type { ResumeLanguage } from '../shared/json-resume';
import { cliLanguage, cliText, usageLine } from './cli-messages';

/** What the operator commands that switch something on or off for one user read: `UID [--off]`. */
export interface UidSwitch {
  uid: string;
  on: boolean;
  language: ResumeLanguage;
}

/**
 * Reads `UID [--off] [--lang xx]` (the admin and plus commands). Returns null after printing the
 * usage line and `helpKey`'s text when the arguments are wrong: the caller exits with 2.
 */
export function parseUidSwitch(args: string[], syntax: string, helpKey: string): UidSwitch | null {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: false,
    options: { off: { type: 'boolean' }, lang: { type: 'string' } },
  });
  const [uid, extra] = positionals;
  const language = cliLanguage(args);
  if (!uid || extra !== undefined) {
    process.stderr.write(`${usageLine(syntax, args)}\n${cliText(helpKey, language)}\n`);
    return null;
  }
  return { uid, on: values.off !== true, language };
}
