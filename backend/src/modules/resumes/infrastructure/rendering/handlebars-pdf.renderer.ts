import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { BrowserPool } from '../../../../platform/browser/browser-pool';
import type { PdfRenderer } from '../../application/ports';

const template = Handlebars.compile<{ title: string; language: string; paragraphs: string[] }>(
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
    const paragraphs = document.text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
    const html = template({ title: document.title, language: document.language, paragraphs });
    return this.browser.printPdf(html);
  }
}
