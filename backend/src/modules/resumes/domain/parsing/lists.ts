import type { JsonResume } from '../../../../shared/json-resume';
import { withoutBullet } from './clean-lines';
import { findDateRange } from './dates';
import type { LayoutLine } from './layout';

const ITEM_SPLIT = /\s*[,;•·|]\s*|\s+[–—]\s+|\s{3,}/;
const items = (text: string) =>
  text
    .split(ITEM_SPLIT)
    .map((s) => s.replace(/^[-–*]\s*/, '').trim())
    .filter((s) => s.length > 1);
const LEVEL =
  /\s+(senior|junior|expert|advanced|intermediate|beginner|proficient|confirm[ée]e?|d[ée]butant|interm[ée]diaire|avanc[ée]|ma[îi]trise|notions)$/i;

/**
 * "Languages: TypeScript, Go" → a named group; a short larger or bold line ("Frontend Senior")
 * names the group of the smaller lines under it; otherwise one skill per item.
 */
export function toSkills(lines: LayoutLine[]): NonNullable<JsonResume['skills']> {
  const skills: NonNullable<JsonResume['skills']> = [];
  let group: NonNullable<JsonResume['skills']>[number] | null = null;
  lines.forEach((line, i) => {
    const text = withoutBullet(line.text);
    const labelled = text.match(/^([^:]{2,40})\s*:\s*(.+)$/);
    const next = lines[i + 1];
    const namesGroup =
      next &&
      !labelled &&
      text.split(/\s+/).length <= 4 &&
      !/[,;|]/.test(text) &&
      ((line.size ?? 0) > (next.size ?? 0) + 0.8 || (!!line.bold && !next.bold));
    if (labelled) {
      group = null;
      skills.push({ name: labelled[1].trim(), keywords: items(labelled[2]) });
    } else if (namesGroup) {
      const level = text.match(LEVEL)?.[1];
      group = { name: level ? text.replace(LEVEL, '').trim() : text, ...(level ? { level } : {}), keywords: [] };
      skills.push(group);
    } else if (group) {
      group.keywords = [...(group.keywords ?? []), ...items(text)];
    } else {
      for (const item of items(text)) skills.push({ name: item });
    }
  });
  return skills;
}

const FLUENCY =
  /\b(?:native|mother tongue|bilingual|fluent|proficient|advanced|intermediate|basic|beginner|notions?|conversational|professional|working|full|limited|elementary|langue maternelle|maternelle|natif|native|bilingue|courant|couramment|avanc[ée]|interm[ée]diaire|d[ée]butant|scolaire|lu,? [ée]crit,? parl[ée]|[ABC][12])\b.*$/iu;

/** "English (fluent)", "Français : langue maternelle", "Anglais – C1". */
export function toLanguages(lines: LayoutLine[]): NonNullable<JsonResume['languages']> {
  const out: NonNullable<JsonResume['languages']> = [];
  for (const line of lines) {
    for (const item of withoutBullet(line.text)
      .split(/\s*[,;•·|]\s*(?![^()]*\))/)
      .filter(Boolean)) {
      const m = item.match(/^([\p{L}' -]{2,30}?)\s*(?:[:(–—-]\s*|\s+)(.*?)\)?$/u);
      const fluency = item.match(FLUENCY)?.[0];
      const language = (m && fluency ? m[1] : item.replace(FLUENCY, '')).replace(/[:(–—-]\s*$/, '').trim();
      if (language && language.length <= 30) out.push(fluency ? { language, fluency: fluency.replace(/\)$/, '').trim() } : { language });
    }
  }
  return out;
}

export function toInterests(lines: LayoutLine[]): NonNullable<JsonResume['interests']> {
  return lines.flatMap((l) => items(withoutBullet(l.text))).map((name) => ({ name }));
}

/** One certificate, award or publication per line, with its date when it carries one. */
export function toDatedItems(lines: LayoutLine[]): Array<{ text: string; date?: string }> {
  return lines
    .map((l) => {
      const text = withoutBullet(l.text);
      const range = findDateRange(text);
      const clean = range
        ? text
            .replace(range.matched, '')
            .replace(/[\s,|–—-]+$|^[\s,|–—-]+/g, '')
            .replace(/\(\s*\)/, '')
            .trim()
        : text;
      return { text: clean || text, date: range?.end ?? range?.start };
    })
    .filter((i) => i.text);
}
