import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Resumes written for our tests (not from the evaluation corpus). */
export const fixture = (name: string): Buffer => readFileSync(join(__dirname, '..', '..', '..', '..', 'e2e', 'fixtures', name));
