import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const cli = join(root, 'backend', 'dist', 'cli', 'main.js');
const fixtures = join(root, 'backend', 'test', 'fixtures');
const resumeEn = join(fixtures, 'json-resume', 'en-two-page.json');
const resumeFr = join(fixtures, 'json-resume', 'fr-two-page.json');
const atelier = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH, LANG: 'en_US.UTF-8', ...env } });

/** ./bin/atelier match RESUME JOB: the built CLI, as `npm test` has built it, on the project's own fixtures. */
describe('atelier match (command line)', () => {
  beforeAll(() => {
    if (!existsSync(cli)) throw new Error('backend/dist/cli/main.js is missing: run `npm run build`');
  });

  it('prints a good match with its factors, evidenced keywords and the job', () => {
    const res = atelier(['match', resumeEn, join(fixtures, 'jobs', 'backend-engineer-en.txt')]);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out).toMatchObject({ verdict: 'good', version: 'match-v1', job: { title: 'Senior Backend Engineer', company: null } });
    expect(Object.keys(out)).toEqual(
      expect.arrayContaining(['verdict', 'confidence', 'score', 'version', 'factors', 'found', 'missing', 'reasons', 'job']),
    );
    expect(out.score).toBeGreaterThanOrEqual(60);
    expect(['low', 'medium', 'high']).toContain(out.confidence);
    expect(out.factors.map((f: { id: string }) => f.id)).toEqual(['hardSkills', 'jobTitle', 'experience', 'education', 'languages']);
    expect(out.found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'kubernetes',
          evidence: expect.arrayContaining([{ path: 'skills[1].keywords[3]', text: 'Kubernetes' }]),
        }),
      ]),
    );
    expect(out.missing).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'terraform', required: false })]));
    expect(out.reasons[0]).toMatch(/^Good match/);
  });

  it('says "Job Mismatch Detected" for a poor match, and reasons in French with --lang fr', () => {
    const en = JSON.parse(atelier(['match', resumeEn, join(fixtures, 'jobs', 'pastry-chef-en.txt')]).stdout);
    expect(en.verdict).toBe('poor');
    expect(en.reasons[0]).toMatch(/^Job Mismatch Detected/);
    const fr = JSON.parse(atelier(['match', resumeEn, join(fixtures, 'jobs', 'pastry-chef-en.txt'), '--lang', 'fr']).stdout);
    expect(fr.verdict).toBe('poor');
    expect(fr.reasons[0]).toMatch(/^Inadéquation avec l’offre/);
  });

  it('matches a French resume with a French posting, and across languages', () => {
    const fr = JSON.parse(atelier(['match', resumeFr, join(fixtures, 'jobs', 'chef-de-projet-fr.txt')], { LANG: 'fr_FR.UTF-8' }).stdout);
    expect(fr).toMatchObject({ verdict: 'good', job: { title: 'Cheffe de projet numérique (H/F)' } });
    expect(fr.reasons[0]).toMatch(/^Bonne adéquation/);
    const cross = JSON.parse(atelier(['match', resumeFr, join(fixtures, 'jobs', 'backend-engineer-en.txt')]).stdout);
    expect(cross.verdict).toBe('poor');
    expect(cross.factors.find((f: { id: string }) => f.id === 'languages').score).toBe(100); // "Anglais" in the resume answers "English"
  });

  it('fails on bad input with one localised line on stderr', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-match-'));
    writeFileSync(join(dir, 'photo.pdf'), Buffer.from('89504e470d0a1a0a0000', 'hex'));
    writeFileSync(join(dir, 'empty.txt'), '  \n');
    const job = join(fixtures, 'jobs', 'backend-engineer-en.txt');

    const badResume = atelier(['match', join(dir, 'photo.pdf'), job]);
    expect(badResume.status).toBe(1);
    expect(badResume.stdout).toBe('');
    expect(badResume.stderr.trim()).toBe('Please select a PDF, DOC, or DOCX file.');

    const missingJob = atelier(['match', resumeEn, join(dir, 'missing.txt')], { LANG: 'fr_FR.UTF-8' });
    expect(missingJob.status).toBe(2);
    expect(missingJob.stderr.trim().split('\n')).toEqual([`${join(dir, 'missing.txt')}: Fichier introuvable. Vérifiez le chemin.`]);

    const emptyJob = atelier(['match', resumeEn, join(dir, 'empty.txt')]);
    expect(emptyJob.status).toBe(1);
    expect(emptyJob.stderr.trim()).toBe('Please add a job description to continue.');

    const badUrl = atelier(['match', resumeEn, 'http://exa mple']);
    expect(badUrl.status).toBe(1);
    expect(badUrl.stderr.trim()).toBe('Enter a valid URL.');

    const usage = atelier(['match', resumeEn]);
    expect(usage.status).toBe(2);
    expect(usage.stderr.trim()).toBe('Usage: ./bin/atelier match RESUME JOB [--lang en|fr]');
  });
});
