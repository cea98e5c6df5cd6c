import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/commands/render.command';

describe('./bin/atelier render', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-render-'));
  const input = join(__dirname, '..', 'fixtures', 'json-resume', 'fr-two-page.json');
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => stderr.mockRestore());

  it('writes the PDF and the preview of a JSON Resume, A4 by default in French', async () => {
    const out = join(dir, 'cv.pdf');
    const preview = join(dir, 'cv.png');
    expect(await run([input, '--template', 'modern', '--lang', 'fr', '--out', out, '--preview', preview])).toBe(0);
    const info = execFileSync('pdfinfo', [out]).toString();
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:.*\(A4\)/);
    expect(info).toMatch(/Author:\s+Gaëlle Lefèvre/);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(readFileSync(preview).subarray(1, 4).toString()).toBe('PNG');
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('2 page(s)'));
  });

  it('prints on Letter when asked', async () => {
    const out = join(dir, 'cv-letter.pdf');
    expect(await run([input, '--template', 'ats', '--lang', 'fr', '--page', 'letter', '--out', out])).toBe(0);
    expect(execFileSync('pdfinfo', [out]).toString()).toMatch(/Page size:.*\(letter\)/);
  });
});
