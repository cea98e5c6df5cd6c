import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResumeLanguage } from '../shared/json-resume';

/** The CLI's language: --lang, else LC_ALL/LC_MESSAGES/LANG (fr_FR.UTF-8 -> fr), else English. */
export function cliLanguage(args: string[], env: NodeJS.ProcessEnv = process.env): ResumeLanguage {
  const flag =
    args.find((a) => a.startsWith('--lang='))?.slice(7) ?? (args.includes('--lang') ? args[args.indexOf('--lang') + 1] : undefined);
  const locale = flag ?? env.LC_ALL ?? env.LC_MESSAGES ?? env.LANG ?? 'en';
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The same localised error messages as the API (backend/src/i18n/<lang>/errors.json). */
export function errorMessage(code: string, language: ResumeLanguage): string {
  const catalogue = JSON.parse(readFileSync(join(__dirname, '..', 'i18n', language, 'errors.json'), 'utf8')) as Record<string, string>;
  return catalogue[code] ?? catalogue.INTERNAL;
}

/** Help and status lines of the CLI (backend/src/i18n/<lang>/cli.json); {name} placeholders filled in. */
export function cliText(key: string, language: ResumeLanguage, values: Record<string, string | number> = {}): string {
  const catalogue = JSON.parse(readFileSync(join(__dirname, '..', 'i18n', language, 'cli.json'), 'utf8')) as Record<string, string>;
  return (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A label and its colon, French typography included ("Commandes :"). */
export const labelled = (key: string, language: ResumeLanguage) => `${cliText(key, language)}${language === 'fr' ? '\u00a0:' : ':'}`;

/** "Usage: <syntax>" in the CLI's language; the syntax itself is the same in every language. */
export const usageLine = (syntax: string, args: string[]) => `${labelled('usage', cliLanguage(args))} ${syntax}`;
