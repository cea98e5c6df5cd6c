import { expect, type Download, type Page } from '@playwright/test';
import { openQuickUpload } from '../support/quick-upload';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import mammoth from 'mammoth';

export const base = () => process.env.E2E_BASE_URL!;

/** The editor's words in each language (the spec texts the tests look for). */
export const EDITOR_TEXT = {
  en: {
    prefix: '',
    saved: 'All changes saved',
    undo: 'Undo',
    redo: 'Redo',
    fullName: 'Full name',
    company: 'Company',
    jobTitle: 'Job title',
    addJob: 'Add a job',
    pdf: 'Download PDF',
    docx: 'Download Word (.docx)',
    failed: 'Your latest changes could not be saved.',
    retry: 'Retry saving',
    restoredDraft: 'We brought back changes you had not saved yet.',
    work: 'Work experience',
    french: 'French',
    heading: 'Expérience professionnelle',
  },
  fr: {
    prefix: '/fr',
    saved: 'Toutes les modifications sont enregistrées',
    undo: 'Annuler',
    redo: 'Rétablir',
    fullName: 'Nom complet',
    company: 'Entreprise',
    jobTitle: 'Intitulé du poste',
    addJob: 'Ajouter un poste',
    pdf: 'Télécharger le PDF',
    docx: 'Télécharger en Word (.docx)',
    failed: 'Vos dernières modifications n’ont pas pu être enregistrées.',
    retry: 'Réessayer l’enregistrement',
    restoredDraft: 'Nous avons récupéré des modifications qui n’étaient pas encore enregistrées.',
    work: 'Expérience professionnelle',
    french: 'Français',
    heading: 'Expérience professionnelle',
  },
} as const;

/** The text of a downloaded PDF (pdftotext) or Word file (mammoth). */
export async function downloadedText(download: Download, path: string): Promise<string> {
  await download.saveAs(path);
  if (path.endsWith('.pdf')) return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  return (await mammoth.extractRawText({ path })).value;
}

/** Uploads a JSON Resume through the home page and waits until it is ready; returns its id. */
export async function uploadJsonResume(page: Page, lang: 'en' | 'fr', resume: object, file: string): Promise<string> {
  writeFileSync(file, JSON.stringify(resume));
  await page.goto(`${base()}${lang === 'fr' ? '/fr' : ''}/home`);
  await openQuickUpload(page);
  const submit = page.getByRole('button', { name: lang === 'fr' ? 'Importer le CV' : 'Upload resume' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await page.locator('#resume-file').setInputFiles(file);
  const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/resumes' && res.request().method() === 'POST');
  await submit.click();
  const { id } = (await (await uploaded).json()) as { id: string };
  await expect(page.getByTestId('stage')).toHaveAttribute('data-stage', 'ready', { timeout: 60_000 });
  return id;
}

/** Waits until the editor says every change is saved. */
export async function allSaved(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: EDITOR_TEXT[lang].saved })).toBeVisible({ timeout: 30_000 });
}
