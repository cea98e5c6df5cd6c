import type { JsonResume } from '../../../../shared/json-resume';

/** What the start-from-scratch form asks: who you are, what you did, what you know. */
export interface ScratchAnswers {
  name: string;
  label?: string;
  email?: string;
  phone?: string;
  city?: string;
  summary?: string;
  work: Array<{ position: string; name: string; startDate?: string; endDate?: string; notes?: string }>;
  education: Array<{ institution: string; studyType?: string; area?: string; endDate?: string }>;
  skills: string[];
  languages: Array<{ language: string; fluency?: string }>;
}

const filled = (value: string | undefined): string | undefined => value?.trim() || undefined;
/** Notes written one per line (or as "- item") become highlights, word for word: nothing is added. */
const highlightsOf = (notes: string | undefined): string[] =>
  (notes ?? '')
    .split(/\r?\n/u)
    .map((line) => line.replace(/^\s*[-•*–]\s*/u, '').trim())
    .filter(Boolean);

/** The answers as a JSON Resume, with only what the user wrote (empty fields left out). */
export function scratchResume(answers: ScratchAnswers): JsonResume {
  const drop = <T extends object>(value: T): T =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && !v.length))) as T;
  return drop({
    basics: drop({
      name: answers.name.trim(),
      label: filled(answers.label),
      email: filled(answers.email),
      phone: filled(answers.phone),
      summary: filled(answers.summary),
      location: filled(answers.city) ? { city: filled(answers.city) } : undefined,
    }),
    work: answers.work
      .filter((w) => filled(w.position) || filled(w.name))
      .map((w) =>
        drop({
          position: filled(w.position),
          name: filled(w.name),
          startDate: filled(w.startDate),
          endDate: filled(w.endDate),
          highlights: highlightsOf(w.notes),
        }),
      ),
    education: answers.education
      .filter((e) => filled(e.institution))
      .map((e) =>
        drop({ institution: filled(e.institution), studyType: filled(e.studyType), area: filled(e.area), endDate: filled(e.endDate) }),
      ),
    skills: answers.skills.map((name) => name.trim()).filter(Boolean).length
      ? [{ keywords: answers.skills.map((name) => name.trim()).filter(Boolean) }]
      : undefined,
    languages: answers.languages
      .filter((l) => filled(l.language))
      .map((l) => drop({ language: filled(l.language), fluency: filled(l.fluency) })),
  });
}
