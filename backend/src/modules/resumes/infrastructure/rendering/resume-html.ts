import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import type { PageSize, ResumeTemplate } from '../../domain/resume-template';
import type { ResumeView } from '../../domain/resume-view';
import type { LetterText } from '../../application/rendering-ports';
import { textHtml, unbrokenHtml } from './line-breaks';
import { templateFonts } from './resume-fonts';

/** Page geometry in CSS pixels (96 per inch): the preview PNG is one page wide. */
export const PAGE_PIXELS: Record<PageSize, { width: number; height: number }> = {
  a4: { width: 794, height: 1123 },
  letter: { width: 816, height: 1056 },
};
const CSS_PAGE_SIZE: Record<PageSize, string> = { a4: 'A4', letter: 'letter' };

const read = (name: string) => readFileSync(join(__dirname, 'templates', name), 'utf8');

// An environment of our own so helpers and partials never leak into the skeleton renderer's.
const handlebars = Handlebars.create();
for (const name of ['document', 'contacts', 'sections', 'entry', 'line']) handlebars.registerPartial(name, read(`partials/${name}.hbs`));
// User text only goes out escaped, through these two helpers or `{{ }}` (see line-breaks.ts).
handlebars.registerHelper('text', (value: unknown) => new Handlebars.SafeString(textHtml(String(value ?? ''))));
handlebars.registerHelper('unbroken', (value: unknown) => new Handlebars.SafeString(unbrokenHtml(String(value ?? ''))));

handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);

const TEMPLATES: Record<ResumeTemplate, HandlebarsTemplateDelegate> = {
  ats: handlebars.compile(read('ats.hbs'), { strict: false }),
  modern: handlebars.compile(read('modern.hbs'), { strict: false }),
};
const LETTER = handlebars.compile(read('letter.hbs'), { strict: false });
const BASE_CSS = read('base.css');
const LETTER_CSS = read('letter.css');
const TEMPLATE_CSS: Record<ResumeTemplate, string> = { ats: read('ats.css'), modern: read('modern.css') };

/** The page Chromium prints. User text only goes through `{{ }}` or `{{text}}`, which HTML-escape it. */
export function resumeHtml(view: ResumeView, options: { template: ResumeTemplate; pageSize: PageSize }): string {
  return TEMPLATES[options.template]({ view, style: styleOf(options) });
}

/** A cover letter with the resume's masthead, in the same template's fonts and colours. */
export function letterHtml(view: ResumeView, letter: LetterText, options: { template: ResumeTemplate; pageSize: PageSize }): string {
  return LETTER({ view, letter, template: options.template, style: `${styleOf(options)}\n${LETTER_CSS}` });
}

function styleOf(options: { template: ResumeTemplate; pageSize: PageSize }): string {
  const fonts = templateFonts(options.template);
  return `${fonts.css}\n@page{size:${CSS_PAGE_SIZE[options.pageSize]}}\n:root{--font:'${fonts.family}'}\n${BASE_CSS}\n${TEMPLATE_CSS[options.template]}`;
}
