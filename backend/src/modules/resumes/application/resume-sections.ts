import type { StructuredResume } from '../../../shared/json-resume';
import { buildResumeView } from '../domain/resume-view';

/**
 * A structured resume as plain text, section by section, exactly the words the templates print
 * (headings in the resume's language): what a match report shows beside the job posting.
 */
export function resumeSections(structured: StructuredResume): Array<{ heading: string; lines: string[] }> {
  const view = buildResumeView(structured.resume, structured.language);
  const head = { heading: view.name, lines: [view.label, ...view.contacts].filter((t): t is string => Boolean(t)) };
  return [
    head,
    ...view.sections.map((section) => ({
      heading: section.heading,
      lines: section.entries.flatMap((e) =>
        [[e.title, e.subtitle].filter(Boolean).join(' — '), e.dates, e.summary, ...e.bullets, e.tags.join(' · ')].filter((t): t is string =>
          Boolean(t),
        ),
      ),
    })),
  ];
}
