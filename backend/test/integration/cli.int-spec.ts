import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const cli = join(root, 'backend', 'dist', 'cli', 'main.js');
const fixtures = join(root, 'e2e', 'fixtures');
const atelier = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

/** ./bin/atelier parse: the same use case as the API, as a command (built CLI, as npm test has built it). */
describe('atelier parse (command line)', () => {
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error('backend/dist/cli/main.js is missing: run `npm run build`');
  });

  it('prints the structured resume as JSON Resume on stdout', () => {
    const res = atelier(['parse', join(fixtures, 'resume-fr.pdf')]);
    expect(res.status).toBe(0);
    const resume = JSON.parse(res.stdout);
    expect(resume.basics).toMatchObject({ name: 'Gaëlle Lefèvre', email: 'gaelle.lefevre@example.fr', phone: '06 12 34 56 78' });
    expect(resume.work[0]).toMatchObject({ name: 'Maison Vérité', startDate: '2020-01' });
    const full = JSON.parse(atelier(['parse', join(fixtures, 'resume-fr.pdf'), '--full']).stdout);
    expect(full.language).toBe('fr');
  });

  it('fails with the localised message on stderr for bad input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-cli-'));
    writeFileSync(join(dir, 'photo.pdf'), Buffer.from('89504e470d0a1a0a0000', 'hex'));
    const en = atelier(['parse', join(dir, 'photo.pdf')], { LANG: 'en_US.UTF-8' });
    expect(en.status).toBe(1);
    expect(en.stdout).toBe('');
    expect(en.stderr.trim()).toBe('Please select a PDF, DOC, or DOCX file.');
    const fr = atelier(['parse', join(dir, 'photo.pdf')], { LANG: 'fr_FR.UTF-8' });
    expect(fr.stderr.trim()).toBe('Veuillez sélectionner un fichier PDF, DOC ou DOCX.');
    expect(atelier(['parse', join(dir, 'missing.pdf')]).status).toBe(2);
    expect(atelier(['nonsense']).status).toBe(2);
  });
});
