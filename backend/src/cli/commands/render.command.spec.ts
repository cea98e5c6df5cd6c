import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './render.command';

// Only the paths that fail before Chromium starts: the rendering itself is an integration test.
describe('render command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-render-cli-'));
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  let stderr: jest.SpyInstance;
  beforeEach(() => {
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => stderr.mockRestore());

  it('prints the usage and exits 2 on missing or unknown options', async () => {
    expect(await run([])).toBe(2);
    expect(await run(['cv.json', '--out', 'cv.pdf', '--template', 'fancy'])).toBe(2);
    expect(await run(['cv.json', '--out', 'cv.pdf', '--page', 'a3'])).toBe(2);
    expect(await run(['cv.json', '--template', 'ats'])).toBe(2);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('Usage: ./bin/atelier render'));
  });

  it('fails with a stable code on unreadable, non-JSON and schema-invalid input', async () => {
    const out = join(dir, 'out.pdf');
    await expect(run([join(dir, 'missing.json'), '--out', out])).rejects.toMatchObject({ code: 'RENDER_INPUT_UNREADABLE' });
    await expect(run([file('bad.json', '{ "basics": '), '--out', out])).rejects.toMatchObject({ code: 'RENDER_INPUT_NOT_JSON' });
    await expect(run([file('invalid.json', '{ "work": "nope" }'), '--out', out])).rejects.toMatchObject({ code: 'RENDER_INPUT_INVALID' });
  });
});
