import type { JsonResume } from '../../src/shared/json-resume';
import { type DateStyle, period } from './date-styles';
import type { Random } from './synthetic-people';

/** What one printed document varies besides its layout. */
export interface Variation {
  dateStyle: DateStyle;
  font: string;
  sizePt: number;
  /** How a work entry's first line reads. */
  entry: 'position-company' | 'company-then-position' | 'position-at-company';
}

const FONTS = [
  'Inter, sans-serif',
  'Source Sans 3, sans-serif',
  'DejaVu Serif, serif',
  'Liberation Sans, Arial, sans-serif',
  'DejaVu Sans Mono, monospace',
];
const ENTRY_STYLES: Variation['entry'][] = ['position-company', 'company-then-position', 'position-at-company'];

export function randomVariation(r: Random, dateStyles: readonly DateStyle[]): Variation {
  return { dateStyle: r.pick(dateStyles), font: r.pick(FONTS), sizePt: 9 + r.int(4), entry: r.pick(ENTRY_STYLES) };
}

const HEADINGS = {
  en: {
    summary: 'Summary',
    work: 'Professional Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    contact: 'Contact',
  },
  fr: {
    summary: 'Profil',
    work: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    contact: 'Coordonnées',
  },
};

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

export const HTML_LAYOUTS = [
  'single-classic',
  'single-banner-icons',
  'sidebar-left',
  'sidebar-right',
  'table-dates',
  'header-footer',
  'links-under-employer',
  'personal-details-line',
  'caps-title-first',
] as const;
export type HtmlLayout = (typeof HTML_LAYOUTS)[number];

interface Ctx {
  r: JsonResume;
  lang: 'en' | 'fr';
  v: Variation;
  layout: HtmlLayout;
}

function contactItems({ r, lang }: Ctx, icons: boolean): string[] {
  const b = r.basics ?? {};
  const icon = (glyph: string) => (icons ? `<span class="icon">${glyph}</span> ` : '');
  return [
    b.email && `${icon('✉')}${esc(b.email)}`,
    b.phone && `${icon('☎')}${esc(b.phone)}`,
    b.location?.city && `${icon('⌂')}${esc(b.location.city)}${lang === 'fr' ? ', France' : ''}`,
    b.profiles?.[0]?.url && `${icon('🔗')}${esc(b.profiles[0].url.replace(/^https?:\/\//, ''))}`,
  ].filter(Boolean) as string[];
}

function workEntry(ctx: Ctx, w: NonNullable<JsonResume['work']>[number]): string {
  const { v, lang, layout } = ctx;
  const when = `<span class="when">${esc(period(w.startDate, w.endDate, v.dateStyle, lang))}</span>`;
  const link = layout === 'links-under-employer' && w.url ? `<div class="link">${esc(w.url.replace(/^https?:\/\//, ''))}</div>` : '';
  let head: string;
  if (layout === 'table-dates') {
    return `<tr><td class="date-cell">${when}</td><td><div class="row"><b>${esc(w.position)}</b></div><div>${esc(w.name)}${w.location ? `, ${esc(w.location)}` : ''}</div>${bullets(w)}</td></tr>`;
  }
  if (v.entry === 'company-then-position') {
    head = `<div class="row"><b>${esc(w.name)}</b>${when}</div>${link}<div class="pos">${esc(w.position)}</div>`;
  } else if (v.entry === 'position-at-company') {
    head = `<div class="row"><span><b>${esc(w.position)}</b> ${lang === 'en' ? 'at' : 'chez'} ${esc(w.name)}</span>${when}</div>${link}`;
  } else {
    head = `<div class="row"><span><b>${esc(w.position)}</b> — ${esc(w.name)}</span>${when}</div>${link}`;
  }
  return `<div class="entry">${head}${bullets(w)}</div>`;
}

const bullets = (w: { highlights?: string[]; summary?: string }) =>
  (w.summary ? `<p>${esc(w.summary)}</p>` : '') +
  (w.highlights?.length ? `<ul>${w.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : '');

function educationEntry({ v, lang }: Ctx, e: NonNullable<JsonResume['education']>[number]): string {
  const what = [e.studyType, e.area].filter(Boolean).join(lang === 'en' ? ' in ' : ' — ');
  return `<div class="entry"><div class="row"><b>${esc(e.institution)}</b><span class="when">${esc(period(e.startDate, e.endDate, v.dateStyle === 'year-only' ? 'year-only' : v.dateStyle, lang))}</span></div><div>${esc(what)}</div></div>`;
}

function mainSections(ctx: Ctx, withSide: boolean): string {
  const { r, lang } = ctx;
  const h = HEADINGS[lang];
  const work =
    ctx.layout === 'table-dates'
      ? `<table>${(r.work ?? []).map((w) => workEntry(ctx, w)).join('')}</table>`
      : (r.work ?? []).map((w) => workEntry(ctx, w)).join('');
  return [
    r.basics?.summary ? `<h2>${h.summary}</h2><p>${esc(r.basics.summary)}</p>` : '',
    `<h2>${h.work}</h2>${work}`,
    `<h2>${h.education}</h2>${(r.education ?? []).map((e) => educationEntry(ctx, e)).join('')}`,
    withSide ? '' : sideSections(ctx),
  ].join('');
}

function sideSections({ r, lang }: Ctx): string {
  const h = HEADINGS[lang];
  const skills = (r.skills ?? []).flatMap((s) => s.keywords ?? []);
  return [
    skills.length ? `<h2>${h.skills}</h2><p>${skills.map(esc).join(', ')}</p>` : '',
    r.languages?.length
      ? `<h2>${h.languages}</h2><ul>${r.languages.map((l) => `<li>${esc(l.language)} : ${esc(l.fluency)}</li>`).join('')}</ul>`
      : '',
  ].join('');
}

const personalDetails = (lang: 'en' | 'fr') =>
  lang === 'en' ? 'Born 14 March 1991 · US citizen · Driving licence' : 'Née le 14 mars 1991 · Nationalité française · Permis B';

/** The printed HTML of one layout; everything it shows comes from the JSON Resume. */
export function layoutHtml(layout: HtmlLayout, resume: JsonResume, language: 'en' | 'fr', v: Variation): string {
  const ctx: Ctx = { r: resume, lang: language, v, layout };
  const b = resume.basics ?? {};
  const h = HEADINGS[language];
  const name = `<h1>${esc(b.name)}</h1>`;
  const label = b.label ? `<div class="label">${esc(b.label)}</div>` : '';
  const contacts = contactItems(ctx, layout === 'single-banner-icons' || layout.startsWith('sidebar'));
  let body: string;
  switch (layout) {
    case 'sidebar-left':
    case 'sidebar-right': {
      const side = `<aside><h2>${h.contact}</h2>${contacts.map((c) => `<div>${c}</div>`).join('')}${sideSections(ctx)}</aside>`;
      const main = `<main>${name}${label}${mainSections(ctx, true)}</main>`;
      body = `<div class="cols ${layout}">${layout === 'sidebar-left' ? side + main : main + side}</div>`;
      break;
    }
    case 'single-banner-icons':
      body = `<header class="banner">${name}${label}<div class="contacts">${contacts.join(' <span class="sep">|</span> ')}</div></header>${mainSections(ctx, false)}`;
      break;
    case 'header-footer':
      body = `<div class="running-header">${esc(b.name)} — ${esc(b.label)}</div>${name}${label}${mainSections(ctx, false)}<footer class="running-footer">${contacts.join(' • ')}</footer>`;
      break;
    case 'personal-details-line':
      body = `${name}<div>${personalDetails(language)}</div><div class="contacts">${contacts.join(' – ')}</div>${mainSections(ctx, false)}`;
      break;
    case 'caps-title-first':
      body = `<div class="doc-title">${language === 'en' ? 'CURRICULUM VITAE' : 'CURRICULUM VITAE'}</div>${name}${label}<div class="contacts">${contacts.join(' · ')}</div>${mainSections(ctx, false)}`;
      break;
    default:
      body = `${name}${label}<div class="contacts">${contacts.join(' · ')}</div>${mainSections(ctx, false)}`;
  }
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>${css(v)}</style></head><body>${body}</body></html>`;
}

const css = (v: Variation) => `
@page { size: A4; margin: 14mm 14mm 18mm; }
body { font-family: ${v.font}; font-size: ${v.sizePt}pt; color: #222; margin: 0; }
h1 { font-size: 2.1em; margin: 0 0 2pt; }
h2 { font-size: 1.15em; text-transform: uppercase; border-bottom: 1px solid #999; margin: 10pt 0 4pt; }
.label { font-size: 1.1em; color: #555; }
.contacts { margin: 4pt 0 6pt; }
.row { display: flex; justify-content: space-between; gap: 12pt; }
.entry { margin-bottom: 6pt; }
.link { color: #36c; font-size: 0.9em; }
ul { margin: 2pt 0; padding-left: 14pt; }
p { margin: 2pt 0; }
.banner { background: #1d3557; color: #fff; padding: 10pt 12pt; margin: -2pt 0 8pt; }
.banner .label { color: #dde; }
.icon { font-size: 0.9em; }
.cols { display: flex; gap: 14pt; }
.cols aside { width: 32%; background: #eef2f6; padding: 8pt; box-sizing: border-box; overflow-wrap: anywhere; }
.when { white-space: nowrap; }
.cols main { flex: 1; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 3pt 4pt; }
.date-cell { width: 26%; color: #555; }
.running-header { font-size: 0.8em; color: #777; border-bottom: 1px solid #ccc; margin-bottom: 6pt; }
.running-footer { font-size: 0.85em; color: #555; border-top: 1px solid #ccc; margin-top: 12pt; padding-top: 4pt; }
.doc-title { font-size: 1.3em; font-weight: bold; letter-spacing: 1px; text-align: center; margin-bottom: 8pt; }
`;
