import type { JsonResume, ResumeLanguage } from '../../../shared/json-resume';
import { isNegative, type ScopedAnswer } from './answers';
import { itemLabel } from './apply-changes';
import { type JobFocus, keywordEvidence, type KeywordEvidence, listable, relevance, type ResumeKeyword } from './job-focus';
import { valueAt, parsePointer } from './json-pointer';
import { personalizationQuestions, type PersonalizationQuestion } from './questions';
import { reason, type ReasonCode, type ResumeChange } from './resume-change';
import { composeSummary, tailoredSummary } from './rules/summary';
import { byRelevance, dedupeSkills, prioritiseSkills, surfaceKeywords } from './rules/skills';
import { areBullets, consistentFullStops, rewriteLine, rewriteParagraph } from './rules/wording';

/**
 * The offline engine: deterministic rules, no network. What it proposes still goes through the
 * gate and the fabrication audit like any engine's output.
 */
export interface EnhancementInput {
  resume: JsonResume;
  language: ResumeLanguage;
  answers: readonly ScopedAnswer[];
}

export interface TailoringInput extends EnhancementInput {
  job: JobFocus;
  /** Keywords found in the resume's text (same lexicon ids as the job's), for synonyms. */
  resumeKeywords?: readonly ResumeKeyword[];
}

export interface OfflineProposal {
  changes: ResumeChange[];
  questions: PersonalizationQuestion[];
}

const SECTIONS_WITH_BULLETS = ['work', 'volunteer', 'projects'] as const;

function textChange(path: string, before: string, after: string, codes: readonly ReasonCode[]): ResumeChange | undefined {
  if (after === before || !after.trim()) return undefined;
  return { path, op: 'replace', before, after, reason: reason(codes[0] ?? 'PUNCTUATION'), source: 'rule' };
}

/** Wording rules over every highlight, entry summary and project description. */
function wordingChanges(resume: JsonResume, language: ResumeLanguage): ResumeChange[] {
  const out: ResumeChange[] = [];
  for (const section of SECTIONS_WITH_BULLETS) {
    (resume[section] ?? []).forEach((entry, i) => {
      const highlights = (entry as { highlights?: string[] }).highlights ?? [];
      if (highlights.length) {
        const bullets = areBullets(highlights);
        const rewritten = highlights.map((h, j) => {
          // A paragraph wrapped over several lines: only a line that starts a sentence is touched.
          const startsSentence = bullets || (/^\s*\p{Lu}/u.test(h) && (j === 0 || /[.!?]\s*$/.test(highlights[j - 1])));
          return startsSentence ? rewriteLine(h, language) : { text: h, reasons: [] };
        });
        const punctuated = bullets ? consistentFullStops(rewritten.map((r) => r.text)) : rewritten.map((r) => r.text);
        punctuated.forEach((text, j) => {
          const change = textChange(`/${section}/${i}/highlights/${j}`, highlights[j], text, rewritten[j].reasons);
          if (change) out.push(change);
        });
      }
      const field = section === 'projects' ? 'description' : 'summary';
      const paragraph = (entry as Record<string, unknown>)[field];
      if (typeof paragraph === 'string' && paragraph.trim()) {
        const r = rewriteParagraph(paragraph, language);
        const change = textChange(`/${section}/${i}/${field}`, paragraph, r.text, r.reasons);
        if (change) out.push(change);
      }
    });
  }
  return out;
}

/** Answers: a result goes onto the line it was asked about; a confirmed keyword joins the skills. */
function answerChanges(resume: JsonResume, answers: readonly ScopedAnswer[], rewritten: Map<string, ResumeChange>): ResumeChange[] {
  const out: ResumeChange[] = [];
  for (const answer of answers) {
    if (isNegative(answer.text)) continue;
    if (answer.keyword) {
      out.push({ path: '/skills/-', op: 'add', before: null, after: answer.keyword, reason: reason('SKILL_CONFIRMED'), source: 'answer' });
      continue;
    }
    const original = valueAt(resume, parsePointer(answer.path) ?? []);
    if (typeof original !== 'string') continue;
    const base = (rewritten.get(answer.path)?.after as string | undefined) ?? original;
    const stop = /\.\s*$/.test(base);
    const addition = answer.text.replace(/[.\s]+$/, '');
    const joined = `${base.replace(/[.\s]+$/, '')}, ${/^\p{Lu}\p{Ll}/u.test(addition) ? addition.charAt(0).toLowerCase() + addition.slice(1) : addition}${stop ? '.' : ''}`;
    out.push({ path: answer.path, op: 'replace', before: original, after: joined, reason: reason('RESULT_ADDED'), source: 'answer' });
  }
  return out;
}

/** Rule changes with the answers' changes taking over the lines they concern. */
function withAnswers(resume: JsonResume, changes: ResumeChange[], answers: readonly ScopedAnswer[]): ResumeChange[] {
  const byPath = new Map(changes.filter((c) => c.op === 'replace').map((c) => [c.path, c]));
  const fromAnswers = answerChanges(resume, answers, byPath);
  const answered = new Set(fromAnswers.filter((c) => c.op === 'replace').map((c) => c.path));
  return [...changes.filter((c) => !(c.op === 'replace' && answered.has(c.path))), ...fromAnswers];
}

function summaryChange(resume: JsonResume, language: ResumeLanguage, tailored?: { terms: string[] }): ResumeChange | undefined {
  const current = resume.basics?.summary;
  if (typeof current === 'string' && current.trim()) {
    const reworded = rewriteParagraph(current, language);
    const text = tailored ? (tailoredSummary(reworded.text, tailored.terms, language) ?? reworded.text) : reworded.text;
    const codes: ReasonCode[] = tailored && text !== reworded.text ? ['SUMMARY_TAILORED'] : reworded.reasons;
    return textChange('/basics/summary', current, text, codes);
  }
  const composed = composeSummary(resume, language, tailored?.terms);
  return composed
    ? { path: '/basics/summary', op: 'add', before: null, after: composed, reason: reason('SUMMARY_ADDED'), source: 'rule' }
    : undefined;
}

export function offlineEnhancement(input: EnhancementInput): OfflineProposal {
  const { resume, language, answers } = input;
  const changes: ResumeChange[] = [...wordingChanges(resume, language)];
  const summary = summaryChange(resume, language);
  if (summary) changes.push(summary);
  changes.push(...dedupeSkills(resume));
  const answeredIds = new Set(answers.map((a) => a.questionId));
  return {
    changes: withAnswers(resume, changes, answers),
    questions: personalizationQuestions(resume).filter((q) => !answeredIds.has(q.id)),
  };
}

/** Evidenced job keywords, required first, in the resume's words. */
function evidencedTerms(evidence: readonly KeywordEvidence[]): string[] {
  return [...evidence]
    .filter(listable)
    .sort((a, b) => Number(b.keyword.required) - Number(a.keyword.required))
    .map((e) => e.resumeTerm!);
}

export function offlineTailoring(input: TailoringInput): OfflineProposal {
  const { resume, language, answers, job } = input;
  const evidence = keywordEvidence(resume, job, input.resumeKeywords);
  const changes: ResumeChange[] = [...wordingChanges(resume, language)];
  const summary = summaryChange(resume, language, { terms: evidencedTerms(evidence) });
  if (summary) changes.push(summary);

  // Relevant achievements first inside each entry; relevant projects first. Work entries keep
  // their (reverse-chronological) order: recruiters and ATS read dates in sequence.
  for (const section of SECTIONS_WITH_BULLETS) {
    (resume[section] ?? []).forEach((entry, i) => {
      const highlights = (entry as { highlights?: string[] }).highlights ?? [];
      if (highlights.length < 2 || !areBullets(highlights)) return;
      const order = byRelevance(highlights.map((h) => relevance(h, evidence)));
      if (order)
        changes.push({
          path: `/${section}/${i}/highlights`,
          op: 'reorder',
          before: [...highlights],
          after: order.map((j) => highlights[j]),
          order,
          reason: reason('HIGHLIGHTS_PRIORITISED'),
          source: 'rule',
        });
    });
  }
  const projects = resume.projects ?? [];
  const projectOrder = projects.length > 1 ? byRelevance(projects.map((p) => relevance(JSON.stringify(p), evidence))) : null;
  if (projectOrder)
    changes.push({
      path: '/projects',
      op: 'reorder',
      before: projects.map(itemLabel),
      after: projectOrder.map((j) => itemLabel(projects[j])),
      order: projectOrder,
      reason: reason('ENTRIES_PRIORITISED'),
      source: 'rule',
    });

  const surfaced = surfaceKeywords(resume, evidence);
  changes.push(...dedupeSkills(resume), ...surfaced, ...prioritiseSkills(resume, evidence, surfaced.length));

  const answeredIds = new Set(answers.map((a) => a.questionId));
  const questions = personalizationQuestions(resume, evidence).filter((q) => !answeredIds.has(q.id));
  return { changes: withAnswers(resume, changes, answers), questions };
}
