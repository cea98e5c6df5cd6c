/**
 * npm run generate:resumes -- [--seed 18] [--people 16] [--corpus ../shared/corpus] [--out .generated-resumes]
 * Writes resumes whose answers are known by construction (git-ignored folder) and a manifest.json
 * that bench:parse:generated scores against: invented EN and FR people plus, when the corpus is
 * present, the corpus JSON Resumes' structures; printed by Chromium in varied HTML layouts, built
 * as DOCX with the `docx` package (one package with its main part moved), and converted to PDF by
 * LibreOffice when `soffice` is installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BrowserPool } from '../../src/platform/browser/browser-pool';
import { fromJsonResume, type Truth } from '../corpus-ground-truth';
import { corpusPeople } from './corpus-people';
import { DATE_STYLES } from './date-styles';
import { DOCX_LAYOUTS, docxDocument } from './docx-documents';
import { HTML_LAYOUTS, layoutHtml, randomVariation } from './html-layouts';
import { type GeneratedPerson, seededRandom, syntheticPerson } from './synthetic-people';

export interface GeneratedDocument {
  file: string;
  format: 'pdf' | 'docx';
  producer: 'chromium' | 'docx' | 'libreoffice';
  layout: string;
  language: 'en' | 'fr';
  origin: GeneratedPerson['origin'];
  truth: Truth;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function main() {
  const seed = Number(arg('--seed') ?? 18);
  const perLanguage = Number(arg('--people') ?? 16);
  const corpus = resolve(process.env.INIT_CWD ?? process.cwd(), arg('--corpus') ?? '../shared/corpus');
  const out = resolve(arg('--out') ?? '.generated-resumes');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const r = seededRandom(seed);
  const people: GeneratedPerson[] = [];
  for (let i = 0; i < perLanguage; i++) people.push(syntheticPerson(r, 'en', i), syntheticPerson(r, 'fr', i));
  const fromCorpus = corpusPeople(corpus);
  if (!fromCorpus.length) console.log(`No corpus JSON Resumes at ${corpus}: invented people only.`);
  people.push(...fromCorpus);

  const docs: GeneratedDocument[] = [];
  const record = (person: GeneratedPerson, file: string, format: 'pdf' | 'docx', producer: GeneratedDocument['producer'], layout: string) =>
    docs.push({ file, format, producer, layout, language: person.language, origin: person.origin, truth: fromJsonResume(person.resume) });

  const browser = new BrowserPool({ poolSize: 2, executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium' });
  const forLibreOffice: Array<{ person: GeneratedPerson; docx: string }> = [];
  try {
    for (const person of people) {
      // Corpus people: three layouts each (they are few and long); invented people: every layout.
      const layouts = person.origin === 'corpus' ? r.sample(HTML_LAYOUTS, 3) : HTML_LAYOUTS;
      await Promise.all(
        layouts.map(async (layout) => {
          const html = layoutHtml(layout, person.resume, person.language, randomVariation(r, DATE_STYLES));
          const file = `${person.id}.${layout}.pdf`;
          writeFileSync(join(out, file), await browser.printPdf(html, { tagged: r.next() < 0.5 }));
          record(person, file, 'pdf', 'chromium', layout);
        }),
      );
      if (person.origin === 'corpus') continue;
      for (const layout of DOCX_LAYOUTS) {
        const file = `${person.id}.${layout}.docx`;
        writeFileSync(join(out, file), await docxDocument(layout, person.resume, person.language, randomVariation(r, DATE_STYLES)));
        record(person, file, 'docx', 'docx', layout);
        if (layout !== 'docx-moved-main-part' && docs.length % 3 === 0) forLibreOffice.push({ person, docx: file });
      }
    }
  } finally {
    await browser.onModuleDestroy();
  }
  convertWithLibreOffice(out, forLibreOffice, record);
  writeFileSync(join(out, 'manifest.json'), JSON.stringify({ seed, documents: docs }, null, 1));
  const count = (f: (d: GeneratedDocument) => boolean) => docs.filter(f).length;
  console.log(
    `Generated ${docs.length} documents in ${out}: ${count((d) => d.language === 'fr')} French, ${count((d) => d.format === 'pdf')} PDF ` +
      `(${count((d) => d.producer === 'libreoffice')} by LibreOffice), ${count((d) => d.format === 'docx')} DOCX.`,
  );
}

/** A second PDF producer: LibreOffice's writer_pdf_Export of some generated DOCX (one soffice run). */
function convertWithLibreOffice(
  out: string,
  items: Array<{ person: GeneratedPerson; docx: string }>,
  record: (p: GeneratedPerson, file: string, format: 'pdf', producer: 'libreoffice', layout: string) => void,
) {
  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => existsSync(p));
  if (!soffice || !items.length) {
    console.log('LibreOffice not installed: no LibreOffice PDFs (apt-get install libreoffice-writer-nogui).');
    return;
  }
  const lo = join(out, 'libreoffice');
  mkdirSync(lo, { recursive: true });
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=file://${join(out, '.lo-profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      lo,
      ...items.map((i) => join(out, i.docx)),
    ],
    {
      stdio: 'ignore',
      timeout: 600_000,
    },
  );
  for (const { person, docx } of items) {
    const file = join('libreoffice', docx.replace(/\.docx$/, '.pdf'));
    if (existsSync(join(out, file))) record(person, file, 'pdf', 'libreoffice', `lo-${docx.split('.').at(-2)}`);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
