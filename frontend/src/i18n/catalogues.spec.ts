import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from './en.json';
import fr from './fr.json';

const backendI18n = join(__dirname, '..', '..', '..', 'backend', 'src', 'i18n');

/** Every user-visible string exists in English and French, with no empty or untranslated entry. */
describe('message catalogues', () => {
  it('pages: same keys in en and fr, all filled', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(fr)]) expect(value.trim()).not.toBe('');
  });

  it('pages: spec texts are exact in English', () => {
    expect(en['upload.errors.type']).toBe('Please select a PDF, DOC, or DOCX file.');
    expect(en['upload.errors.size']).toBe('File size must be less than 10MB.');
    expect(en['notFound.title']).toBe('Page Not Found');
    expect(en['error.title']).toBe('Internal Server Error');
  });

  it('server: same keys in en and fr for every namespace', () => {
    for (const file of readdirSync(join(backendI18n, 'en'))) {
      const enServer = JSON.parse(readFileSync(join(backendI18n, 'en', file), 'utf8'));
      const frServer = JSON.parse(readFileSync(join(backendI18n, 'fr', file), 'utf8'));
      expect(Object.keys(frServer).sort()).toEqual(Object.keys(enServer).sort());
    }
  });

  it('French uses typographic apostrophes and no English leftovers', () => {
    for (const value of Object.values(fr)) expect(value).not.toMatch(/\b(the|please|your)\b/i);
    for (const value of Object.values(fr)) expect(value).not.toMatch(/\w'\w/);
  });
});
