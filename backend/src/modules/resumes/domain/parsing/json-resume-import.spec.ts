import { importJsonResume, looksLikeJson } from './json-resume-import';

describe('JSON Resume import', () => {
  it('imports a document, dropping nulls real files carry', () => {
    const file = Buffer.from(
      JSON.stringify({ basics: { name: 'Ana Souza', email: null }, work: [{ name: 'Acme', position: 'Dev', url: null }] }),
    );
    expect(looksLikeJson(file)).toBe(true);
    expect(importJsonResume(file).resume).toEqual({ basics: { name: 'Ana Souza' }, work: [{ name: 'Acme', position: 'Dev' }] });
  });

  it.each([
    ['not JSON (trailing commas)', '{ "basics": { "name": "X", }, }'],
    ['a JSON array', '[1, 2]'],
    ['wrong types', '{ "basics": { "name": 42 } }'],
    ['no resume sections', '{ "basics": null, "title": "x" }'],
  ])('refuses %s with INVALID_JSON_RESUME', (_, text) => {
    expect(() => importJsonResume(Buffer.from(text))).toThrow(expect.objectContaining({ code: 'INVALID_JSON_RESUME' }));
  });

  it('is not fooled by PDFs', () => {
    expect(looksLikeJson(Buffer.from('%PDF-1.7 {"basics":'))).toBe(false);
  });
});
