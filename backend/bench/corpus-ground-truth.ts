import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';

/** What a ground-truth file says a resume holds; absent fields are not scored. */
export interface Truth {
  name?: string;
  email?: string;
  phone?: string;
  work?: Array<{ company?: string; position?: string; startDate?: string }>;
  educationCount?: number;
  skills?: string[];
}

export interface CorpusDocument {
  path: string;
  format: 'pdf' | 'docx' | 'doc';
  language: 'en' | 'fr';
  truth?: Truth;
  truthRef?: string;
}

/** Rows of SOURCES.tsv for resumes (pdf/docx/doc), with their ground truth when they have one. */
export function corpusDocuments(corpus: string): CorpusDocument[] {
  const rows = readFileSync(join(corpus, 'SOURCES.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'));
  return rows
    .filter(([local, , , , format]) => local.startsWith('resumes/') && ['pdf', 'docx', 'doc'].includes(format))
    .map(([local, , , , format, language, has, , ref]) => {
      const path = join(corpus, local);
      const truth = has === 'yes' ? loadTruth(corpus, path, ref) : undefined;
      return { path, format: format as CorpusDocument['format'], language: language === 'fr' ? 'fr' : 'en', truth, truthRef: ref };
    });
}

function findRef(corpus: string, docPath: string, ref: string): string | undefined {
  const file = basename(ref.split('[')[0].trim().split(' ')[0]);
  const repo = basename(dirname(docPath));
  return [join(dirname(docPath), file), join(corpus, 'jsonresume', repo, file)].find((p) => existsSync(p));
}

function loadTruth(corpus: string, docPath: string, ref: string): Truth | undefined {
  const file = findRef(corpus, docPath, ref);
  if (!file) return undefined;
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.yaml')) return fromRenderCv(parseYaml(text));
  if (file.endsWith('.md')) return fromMarkdown(text);
  const json = JSON.parse(text);
  const key = ref.match(/\[(.+?)\]/)?.[1];
  if (key) {
    const entry = json[key];
    return entry ? { name: entry.name, email: entry.email, skills: entry.skills } : undefined;
  }
  return fromJsonResume(json);
}

export function fromJsonResume(r: any): Truth {
  return {
    name: r.basics?.name,
    email: r.basics?.email || undefined,
    phone: r.basics?.phone || undefined,
    work: (r.work ?? []).map((w: any) => ({ company: w.name ?? w.company, position: w.position, startDate: w.startDate })),
    educationCount: (r.education ?? []).length,
    skills: (r.skills ?? []).flatMap((s: any) => [...(s.keywords ?? [])]).filter(Boolean),
  };
}

function fromRenderCv(y: any): Truth {
  const cv = y.cv ?? {};
  const sections = cv.sections ?? {};
  return {
    name: cv.name,
    email: cv.email || undefined,
    phone: cv.phone || undefined,
    work: (sections.experience ?? []).map((e: any) => ({
      company: e.company,
      position: e.position,
      startDate: e.start_date ? String(e.start_date) : undefined,
    })),
    educationCount: (sections.education ?? []).length,
    skills: (sections.skills ?? []).flatMap((s: any) => String(s.details ?? '').split(/,\s*/)).filter(Boolean),
  };
}

/** markdown-cv: the name is the first "# " heading; contacts from mailto links. */
function fromMarkdown(md: string): Truth {
  return {
    name: md.match(/^# (.+)$/m)?.[1].trim(),
    email: md.match(/mailto:([^)\s]+)/)?.[1],
  };
}
