import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const base = () => process.env.E2E_BASE_URL!;

/** The texts the flow specs assert, per language (the spec's messages verbatim in English). */
export const TEXT = {
  en: {
    prefix: '',
    locale: 'en-US',
    choose: 'Choose a file',
    extract: 'Extract keywords',
    wrongType: 'Please select a PDF, DOC, or DOCX file.',
    tooLarge: 'File size must be less than 10MB.',
    uploadFirst: 'Please upload a resume first.',
    pickerTimeout: 'File selection timed out.',
    extractFailed: 'Failed to extract text from file.',
    processingError: 'Processing Error',
    tryAgain: 'Try Again',
    contactSupport: 'Contact Support Team',
    network: 'We could not reach Atelier.',
    pickerFailed: 'Failed to open the file selection dialog.',
    jobRequired: 'Please add a job description to continue.',
    templateRequired: 'Please select a template.',
    noText: 'We found no text in this file.',
    scanned: 'A scanned resume is a picture of text',
    linkFailed: 'We could not read this link',
    pasteInstead: 'Paste the text instead',
    pasteLink: 'Paste a link',
    mismatch: 'Job Mismatch Detected',
    goOn: 'Continue anyway',
    startOver: 'Start Over',
    startOverConfirm: 'Start over',
    skipAll: 'Skip all questions',
    processing: 'Extracting keywords…',
    added: 'Added',
  },
  fr: {
    prefix: '/fr',
    locale: 'fr-FR',
    choose: 'Choisir un fichier',
    extract: 'Extraire les mots-clés',
    wrongType: 'Veuillez sélectionner un fichier PDF, DOC ou DOCX.',
    tooLarge: 'La taille du fichier doit être inférieure à 10 Mo.',
    uploadFirst: 'Veuillez d’abord importer un CV.',
    pickerTimeout: 'Le délai de sélection du fichier est dépassé.',
    extractFailed: 'Impossible d’extraire le texte du fichier.',
    processingError: 'Erreur de traitement',
    tryAgain: 'Réessayer',
    contactSupport: 'Contacter l’équipe d’assistance',
    network: 'Impossible de joindre Atelier.',
    pickerFailed: 'Impossible d’ouvrir la fenêtre de sélection du fichier.',
    jobRequired: 'Veuillez ajouter une description de poste pour continuer.',
    templateRequired: 'Veuillez sélectionner un modèle.',
    noText: 'Nous n’avons trouvé aucun texte dans ce fichier.',
    scanned: 'Un CV scanné est une image de texte',
    linkFailed: 'Nous n’avons pas pu lire ce lien',
    pasteInstead: 'Coller le texte à la place',
    pasteLink: 'Coller un lien',
    mismatch: 'Inadéquation avec le poste détectée',
    goOn: 'Continuer quand même',
    startOver: 'Recommencer',
    startOverConfirm: 'Recommencer',
    skipAll: 'Passer toutes les questions',
    processing: 'Extraction des mots-clés…',
    added: 'Ajouté',
  },
} as const;
export type Lang = keyof typeof TEXT;

/** A JSON Resume written for the tests, with weak wording the enhancement rewrites and a result without a figure. */
export function jsonResume(lang: Lang): Buffer {
  const resume =
    lang === 'en'
      ? {
          basics: { name: 'Robin Marsh', label: 'Backend Engineer', email: 'robin@example.com', summary: '' },
          work: [
            {
              name: 'Northwind Logistics',
              position: 'Senior Backend Engineer',
              startDate: '2021-01',
              highlights: [
                'Responsible for managing the billing service in TypeScript',
                'Worked on improving the routing API and its PostgreSQL queries',
              ],
            },
          ],
          skills: [{ name: 'Tools', keywords: ['TypeScript', 'PostgreSQL', 'Docker'] }],
        }
      : {
          basics: { name: 'Zoé Garnier', label: 'Assistante ADV', email: 'zoe@example.fr', summary: '' },
          work: [
            {
              name: 'Maison Vérité',
              position: 'Assistante ADV',
              startDate: '2020-01',
              highlights: ['Chargée de la gestion des commandes clients sur SAP', 'Chargée de suivre les livraisons avec mon équipe'],
            },
          ],
          skills: [{ name: 'Outils', keywords: ['SAP', 'Excel'] }],
        };
  return Buffer.from(JSON.stringify(resume));
}

/** A job the resume above fits (good match, with one required skill it does not show), and one it does not (poor match). */
export const JOB = {
  en: {
    good: 'Senior Backend Engineer at Acme.\nRequirements:\n- TypeScript\n- PostgreSQL\n- Docker\n- Terraform\nNice to have: Kubernetes.\nYou will build our billing platform.',
    poor: 'Head Chef at Le Bistro.\nRequirements:\n- French cuisine\n- Pastry\n- Food safety (HACCP)\n- Menu costing\nYou will lead a kitchen team of twelve.',
  },
  fr: {
    good: 'Assistante ADV chez Maison Bleue.\nProfil recherché :\n- SAP\n- Excel\n- Facturation\nVous gérerez les commandes clients et la facturation.',
    poor: 'Chef de cuisine au Bistrot.\nProfil recherché :\n- Cuisine française\n- Pâtisserie\n- Hygiène alimentaire (HACCP)\nVous dirigerez une brigade de douze personnes.',
  },
};

/** A PDF with one empty page: what a scan looks like to a text extractor (no text at all). */
export function textlessPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Waits for the flow to show a step (by the machine's name). */
export async function atStep(page: Page, step: string): Promise<void> {
  await expect(page.locator('.flow')).toHaveAttribute('data-step', step, { timeout: 30_000 });
}

export const next = (page: Page) => page.getByTestId('flow-next').click();

/** Serious and critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 200)}`));
}

/** axe at 360 px and 1280 px on the current step. */
export async function axeBothWidths(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `${await page.locator('.flow').getAttribute('data-step')} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize(size);
}
