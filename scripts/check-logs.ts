/**
 * `npm test`'s last suite: no log line the app wrote during the end-to-end run (test-results/*.log,
 * at LOG_LEVEL=log: every request, every job) shows an e-mail address or words from the resumes
 * the tests uploaded. Prints each leaking line and exits 1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { leakedLines } from '../backend/src/platform/logging/log-leaks';

// Names and sentences of the resumes the end-to-end tests upload (e2e/tests/*-helpers.ts, e2e/support).
const PHRASES = [
  'Robin Marsh',
  'Zoé Garnier',
  'Jordan Avery',
  'Responsible for managing the billing service',
  'Chargée de la gestion des commandes',
];

const dir = join(__dirname, '..', 'test-results');
const logs = readdirSync(dir).filter((name) => /^e2e.*\.log$/.test(name));
let leaks = 0;
for (const name of logs) {
  for (const line of leakedLines(readFileSync(join(dir, name), 'utf8'), PHRASES)) {
    leaks++;
    process.stdout.write(`${name}: ${line.slice(0, 300)}\n`);
  }
}
process.stdout.write(`[check-logs] ${logs.length} log file(s), ${leaks} line(s) with personal data\n`);
process.exit(logs.length > 0 && leaks === 0 ? 0 : 1);
