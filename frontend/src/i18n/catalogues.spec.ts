import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allCatalogues, format, localeOfPath, namespace, pathInLocale, translator } from './index';

const backendI18n = join(__dirname, '..', '..', '..', 'backend', 'src', 'i18n');
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every user-visible string exists in English and French, with no empty or untranslated entry. */
describe('message catalogues', () => {
  const { en, fr } = allCatalogues();

  it('pages: same namespaces, same keys and same {placeholders} in en and fr, all filled', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const ns of Object.keys(en) as (keyof typeof en)[]) {
      expect(Object.keys(fr[ns]).sort()).toEqual(Object.keys(en[ns]).sort());
      for (const [key, english] of Object.entries(en[ns])) {
        expect([ns, key, english.trim()]).not.toEqual([ns, key, '']);
        expect([ns, key, fr[ns][key].trim()]).not.toEqual([ns, key, '']);
        expect([ns, key, placeholders(fr[ns][key])]).toEqual([ns, key, placeholders(english)]);
      }
    }
  });

  it('every namespace file on disk is loaded', () => {
    for (const locale of ['en', 'fr']) {
      const files = readdirSync(join(__dirname, locale))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files).toEqual(Object.keys(en).sort());
    }
  });

  it('pages: spec texts are exact in English', () => {
    expect(en.upload['upload.errors.type']).toBe('Please select a PDF, DOC, or DOCX file.');
    expect(en.upload['upload.errors.size']).toBe('File size must be less than 10MB.');
    expect(en.errors['notFound.title']).toBe('Page Not Found');
    expect(en.errors['error.title']).toBe('Internal Server Error');
    expect(en.auth['validation.fillAllFields']).toBe('Please fill in all fields.');
    expect(en.auth['validation.passwordsMismatch']).toBe('Passwords do not match');
    expect(format(en.auth['validation.passwordTooShort'], { min: 6 })).toBe('Password must be at least 6 characters');
    expect(en.auth['validation.emailRequired']).toBe('Please enter your email address');
    expect(en.auth['forgot.success']).toBe('Password reset email sent! Please check your inbox.');
    expect(en.auth['profile.errors.requiresAccount']).toBe('You must be logged in to save profile changes');
    expect(en.auth['profile.errors.saveFailed']).toBe('Failed to save profile changes. Please try again.');
  });

  it('server: same keys in en and fr for every namespace', () => {
    for (const file of readdirSync(join(backendI18n, 'en'))) {
      const enServer = JSON.parse(readFileSync(join(backendI18n, 'en', file), 'utf8'));
      const frServer = JSON.parse(readFileSync(join(backendI18n, 'fr', file), 'utf8'));
      expect(Object.keys(frServer).sort()).toEqual(Object.keys(enServer).sort());
    }
  });

  it('French: typographic apostrophes, non-breaking space before ? ! : ;, no English leftovers', () => {
    for (const messages of Object.values(fr)) {
      for (const value of Object.values(messages)) {
        expect(value).not.toMatch(/\b(the|please|your)\b/i);
        expect(value).not.toMatch(/\w'\w/);
        expect(value).not.toMatch(/ [?!:;»]/);
      }
    }
  });
});

describe('translator', () => {
  it('fills {placeholders} and leaves unknown ones visible', () => {
    const t = translator(namespace('en', 'auth'), 'en');
    expect(t('validation.passwordTooShort', { min: 8 })).toBe('Password must be at least 8 characters');
    expect(t('validation.passwordTooShort')).toBe('Password must be at least {min} characters');
  });

  it('chooses the plural form with Intl.PluralRules (French 0 and 1 are singular)', () => {
    const en = translator(namespace('en', 'shell'), 'en');
    const fr = translator(namespace('fr', 'shell'), 'fr');
    expect(en('credits.left', { count: 1 })).toBe('1 credit left');
    expect(en('credits.left', { count: 0 })).toBe('0 credits left');
    expect(fr('credits.left', { count: 0 })).toBe('0 crédit restant');
    expect(fr('credits.left', { count: 3 })).toBe('3 crédits restants');
  });
});

describe('paths and locales', () => {
  it('reads the locale from the path', () => {
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr/signin')).toBe('fr');
    expect(localeOfPath('/french')).toBe('en');
    expect(localeOfPath('/signin')).toBe('en');
  });

  it('maps a page to its other language', () => {
    expect(pathInLocale('/signin', 'fr')).toBe('/fr/signin');
    expect(pathInLocale('/fr/signin', 'en')).toBe('/signin');
    expect(pathInLocale('/', 'fr')).toBe('/fr/');
    expect(pathInLocale('/fr/', 'en')).toBe('/');
    expect(pathInLocale('/fr', 'en')).toBe('/');
    expect(pathInLocale('/fr/profile', 'fr')).toBe('/fr/profile');
  });
});
