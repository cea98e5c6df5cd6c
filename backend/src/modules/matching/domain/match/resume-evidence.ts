import type { JsonResume, StructuredResume } from '../../../../shared/json-resume';
import type { Language } from '../../../../shared/language';
import type { Keyword } from '../../../../shared/job-posting';
import { SKILLS_MATCHER } from '../keywords/extract-keywords';
import { isRegionCode } from '../keywords/not-keywords';
import { findWordsIn, type LineWords, lineWords, phraseWords } from '../keywords/find-words';
import type { Evidence } from './match-analysis';

/** One piece of resume text and its JSON path ("work[0].highlights[2]"). */
export interface ResumeText {
  path: string;
  text: string;
}

const add = (out: ResumeText[], path: string, text: unknown) => {
  if (typeof text === 'string' && text.trim()) out.push({ path, text });
};
const each = <T>(list: T[] | undefined, fn: (item: T, i: number) => void) => (list ?? []).forEach(fn);

/**
 * Every piece of a resume that can evidence a skill. Employer and school names are left out:
 * working at Oracle is not knowing Oracle. Interests are left out too: a hobby is not a skill
 * the person offers an employer.
 */
export function resumeTexts(resume: JsonResume): ResumeText[] {
  const out: ResumeText[] = [];
  add(out, 'basics.label', resume.basics?.label);
  add(out, 'basics.summary', resume.basics?.summary);
  each(resume.skills, (s, i) => {
    add(out, `skills[${i}].name`, s.name);
    each(s.keywords, (k, j) => add(out, `skills[${i}].keywords[${j}]`, k));
  });
  each(resume.work, (w, i) => {
    add(out, `work[${i}].position`, w.position);
    add(out, `work[${i}].summary`, w.summary);
    each(w.highlights, (h, j) => add(out, `work[${i}].highlights[${j}]`, h));
  });
  each(resume.projects, (p, i) => {
    add(out, `projects[${i}].name`, p.name);
    add(out, `projects[${i}].description`, p.description);
    each(p.highlights, (h, j) => add(out, `projects[${i}].highlights[${j}]`, h));
    each(p.keywords, (k, j) => add(out, `projects[${i}].keywords[${j}]`, k));
    each(p.roles, (r, j) => add(out, `projects[${i}].roles[${j}]`, r));
  });
  each(resume.volunteer, (v, i) => {
    add(out, `volunteer[${i}].position`, v.position);
    add(out, `volunteer[${i}].summary`, v.summary);
    each(v.highlights, (h, j) => add(out, `volunteer[${i}].highlights[${j}]`, h));
  });
  each(resume.education, (e, i) => {
    add(out, `education[${i}].studyType`, e.studyType);
    add(out, `education[${i}].area`, e.area);
    each(e.courses, (c, j) => add(out, `education[${i}].courses[${j}]`, c));
  });
  each(resume.certificates, (c, i) => add(out, `certificates[${i}].name`, c.name));
  each(resume.awards, (a, i) => {
    add(out, `awards[${i}].title`, a.title);
    add(out, `awards[${i}].summary`, a.summary);
  });
  each(resume.publications, (p, i) => {
    add(out, `publications[${i}].name`, p.name);
    add(out, `publications[${i}].summary`, p.summary);
  });
  each(resume.languages, (l, i) => add(out, `languages[${i}].language`, l.language));
  return out;
}

const LANGUAGE_ENTRY: Record<Language, string> = { en: 'english', fr: 'french' };

/**
 * Where the resume evidences each lexicon skill, through the same matcher as job intake (so an
 * English posting and a French resume meet on shared ids), and each of `byWords`, keywords that
 * are their words (isWordsKeyword), by the same words. A resume written in a language evidences
 * that language too.
 */
export function resumeEvidence(
  structured: Pick<StructuredResume, 'resume' | 'language'>,
  byWords: readonly Keyword[] = [],
): {
  evidence: Map<string, Evidence[]>;
  words: number;
} {
  const evidence = new Map<string, Evidence[]>();
  let words = 0;
  // Each keyword's words read once, and each line's (when there is a keyword to look for).
  const wanted = byWords.map((k) => ({ id: k.id, words: phraseWords(k.term) }));
  for (const { path, text } of resumeTexts(structured.resume)) {
    words += text.split(/\s+/).filter(Boolean).length;
    for (const line of text.split('\n')) {
      let lineForms: LineWords | undefined;
      const found = [
        ...SKILLS_MATCHER.mentions(line, structured.language)
          .filter((m) => !isRegionCode(line, m.start, m.end))
          .map((m) => ({ id: m.entry.id, start: m.start, end: m.end })),
        ...wanted.flatMap((k) => {
          const at = findWordsIn((lineForms ??= lineWords(line)), k.words);
          return at ? [{ id: k.id, ...at }] : [];
        }),
      ];
      for (const m of found) {
        const list = evidence.get(m.id) ?? [];
        if (list.length < 3 && !list.some((e) => e.path === path)) list.push({ path, text: line.slice(m.start, m.end) });
        evidence.set(m.id, list);
      }
    }
  }
  const own = LANGUAGE_ENTRY[structured.language];
  const list = evidence.get(own) ?? [];
  if (!list.length) evidence.set(own, [{ path: 'language', text: structured.language }]);
  return { evidence, words };
}
