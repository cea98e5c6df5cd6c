import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { BrowserPool } from '../../../../platform/browser/browser-pool';
import type { PdfRenderer } from '../../application/ports';

const template = Handlebars.compile<{ title: string; heading: string; language: string; paragraphs: string[] }>(
  readFileSync(join(__dirname, 'templates', 'resume.hbs'), 'utf8'),
  { strict: true },
);

/**
 * Handlebars template printed to PDF by the shared Chromium. `{{ }}` escapes user text, so a
 * resume holding `<script>` or `{{x}}` prints as text. The rendering issue adds the two designed
 * templates; this is the walking skeleton's plain one.
 */
@Injectable()
export class HandlebarsPdfRenderer implements PdfRenderer {
  constructor(private readonly browser: BrowserPool) {}

  async render(document: { title: string; language: string; text: string }): Promise<Buffer> {
    return this.browser.printPdf(resumeHtml(document));
  }
}

/** The page Chromium prints. User text only ever goes through `{{ }}`, which HTML-escapes it. */
export function resumeHtml(document: { title: string; language: string; text: string }): string {
  // The first line of a resume is almost always the person's name: it heads the page.
  const [heading = document.title, ...rest] = document.text.trim().split('\n');
  const paragraphs = rest.join('\n').split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  return template({ title: document.title, heading: heading.trim(), language: document.language, paragraphs });
}
