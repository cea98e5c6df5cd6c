import type { JsonResume } from './json-resume';

/**
 * A structured resume as plain text, section by section: what the walking-skeleton PDF prints
 * until the designed templates take over, and a readable fallback anywhere text is needed.
 */
export function resumeAsPlainText(resume: JsonResume): string {
  const b = resume.basics ?? {};
  const blocks: string[] = [];
  blocks.push([b.name, b.label, [b.email, b.phone, b.url, b.location?.city].filter(Boolean).join(' · ')].filter(Boolean).join('\n'));
  if (b.summary) blocks.push(b.summary);
  for (const w of resume.work ?? []) {
    const dates = [w.startDate, w.endDate].filter(Boolean).join(' – ');
    blocks.push([[w.position, w.name, w.location].filter(Boolean).join(', '), dates, ...(w.highlights ?? [])].filter(Boolean).join('\n'));
  }
  for (const e of resume.education ?? []) {
    blocks.push([[e.studyType, e.area, e.institution].filter(Boolean).join(', '), [e.startDate, e.endDate].filter(Boolean).join(' – ')].filter(Boolean).join('\n'));
  }
  const skills = (resume.skills ?? []).map((s) => [s.name, ...(s.keywords ?? [])].filter(Boolean).join(': ')).filter(Boolean);
  if (skills.length) blocks.push(skills.join('\n'));
  const languages = (resume.languages ?? []).map((l) => [l.language, l.fluency].filter(Boolean).join(' – '));
  if (languages.length) blocks.push(languages.join('\n'));
  return blocks.filter((x) => x.trim()).join('\n\n');
}
