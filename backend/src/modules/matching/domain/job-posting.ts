import type { JobPosting } from '../../../shared/job-posting';
import { detectLanguage } from '../../../shared/language';
import { repairMojibake } from '../../../shared/mojibake';
import { htmlToText, mainContent } from './html-text';
import { SKILL_KINDS, extractKeywords } from './keywords/extract-keywords';
import { analyseRequirements } from './keywords/extract-requirements';
import { titleFamilies } from './keywords/job-titles';

export type { JobPosting };

/**
 * What every posting carries besides its text: its keywords and requirements. Skills come first
 * (in the posting's order); then the job title, education level and seniority as keywords of
 * their own kinds, each in the posting's words.
 */
function analysed(posting: Omit<JobPosting, 'keywords' | 'requirements'>): JobPosting {
  const text = postingText(posting);
  const { requirements, terms } = analyseRequirements(text, posting.language, posting.title);
  const keywords = extractKeywords(text, posting.language);
  if (posting.title)
    keywords.push({ id: `title:${titleFamilies(posting.title)[0] ?? 'other'}`, term: posting.title, kind: 'title', required: true });
  if (requirements.educationLevel && terms.education)
    keywords.push({ id: `education:${requirements.educationLevel}`, term: terms.education, kind: 'education', required: true });
  if (requirements.seniority && terms.seniority)
    keywords.push({ id: `seniority:${requirements.seniority}`, term: terms.seniority, kind: 'seniority', required: true });
  return { ...posting, keywords, requirements };
}

/** The text a posting's keywords are read from: its title, then its description. */
export const postingText = (posting: Pick<JobPosting, 'title' | 'description'>) =>
  [posting.title, posting.description].filter(Boolean).join('\n');

/** The posting with other skill keywords (a language model's): title, education and seniority stay. */
export function withSkillKeywords(posting: JobPosting, skills: JobPosting['keywords']): JobPosting {
  return { ...posting, keywords: [...skills, ...posting.keywords.filter((k) => !SKILL_KINDS.includes(k.kind))] };
}

const JOB_WORDS =
  /\b(responsibilit|requirement|qualification|experience|skills|you will|we are looking|apply|salary|benefits|missions?|profil recherché|compétences|poste|vos missions|expérience|candidat|cdi|cdd|salaire|avantages|télétravail)/gi;

/**
 * A pasted description (garbled encoding read back: see repairMojibake): the first short line is
 * taken as the title when it reads like one.
 */
export function jobPostingFromText(text: string): JobPosting {
  const description = repairMojibake(text.replace(/\r\n?/g, '\n').trim());
  const first = description.split('\n')[0]?.trim() ?? '';
  const title = first.length > 0 && first.length <= 80 && !/[.:]$/.test(first) && description.includes('\n') ? first : undefined;
  return analysed({ title, description, language: detectLanguage(description) });
}

/**
 * A job page: schema.org JobPosting JSON-LD first (what job boards publish for search engines),
 * else the page's main content if it reads like a job. Null when the page holds no job.
 */
export function jobPostingFromHtml(html: string, url: string): JobPosting | null {
  const fromLd = jsonLdPostings(html)
    .map((p) => fromJsonLd(p, url))
    .find((p) => p && p.description.length > 40);
  if (fromLd) return analysed(fromLd);
  const text = mainContent(html);
  if (text.length < 200 || (text.match(JOB_WORDS) ?? []).length < 3) return null;
  const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i)?.[1];
  const ogTitle = html.match(/<meta[^>]+property=["']og:title["'][^>]+content=["']([^"']+)["']/i)?.[1];
  const title = [heading, ogTitle, html.match(/<title>([\s\S]*?)<\/title>/i)?.[1]]
    .map((t) => t && htmlToText(t))
    .find((t) => t && t.length <= 120);
  return analysed({ title, description: text, language: detectLanguage(text), url });
}

type Ld = Record<string, unknown>;

function jsonLdPostings(html: string): Ld[] {
  const out: Ld[] = [];
  for (const m of html.matchAll(/<script[^>]+type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    let data: unknown;
    try {
      data = JSON.parse(m[1].trim());
    } catch {
      continue; // a broken block elsewhere on the page must not hide a good one
    }
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== 'object') return;
      const obj = node as Ld;
      const type = obj['@type'];
      if (type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'))) out.push(obj);
      if (obj['@graph']) visit(obj['@graph']);
    };
    visit(data);
  }
  return out;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? htmlToText(v).trim() : undefined);

/** A JSON-LD field as text: a string, a list of strings, or a credential's category ("bachelor degree"). */
function ldText(v: unknown): string | undefined {
  if (Array.isArray(v)) return v.map(ldText).filter(Boolean).join('\n') || undefined;
  if (v && typeof v === 'object') return str((v as Ld).credentialCategory) ?? str((v as Ld).name);
  return str(v);
}

function fromJsonLd(ld: Ld, url: string): Omit<JobPosting, 'keywords' | 'requirements'> | null {
  // Job boards also put skills, qualifications and duties in their own fields: they are part of the posting.
  const extra = ['responsibilities', 'qualifications', 'skills', 'educationRequirements', 'experienceRequirements']
    .map((field) => ldText(ld[field]))
    .filter((t): t is string => !!t);
  const description = [str(ld.description), ...extra].filter(Boolean).join('\n') || undefined;
  if (!description || !str(ld.description)) return null;
  const org = ld.hiringOrganization;
  const company = typeof org === 'string' ? str(org) : str((org as Ld | undefined)?.name);
  const places = (Array.isArray(ld.jobLocation) ? ld.jobLocation : [ld.jobLocation]).filter(Boolean) as Ld[];
  const location =
    places
      .map((p) => {
        const a = (p.address ?? {}) as Ld;
        return [
          a.addressLocality,
          a.addressRegion,
          typeof a.addressCountry === 'string' ? a.addressCountry : (a.addressCountry as Ld | undefined)?.name,
        ]
          .map(str)
          .filter(Boolean)
          .join(', ');
      })
      .filter(Boolean)
      .join(' · ') || (ld.jobLocationType === 'TELECOMMUTE' ? 'Remote' : undefined);
  const type = Array.isArray(ld.employmentType) ? ld.employmentType.map(str).filter(Boolean).join(', ') : str(ld.employmentType);
  return {
    title: str(ld.title),
    company,
    location,
    employmentType: type || undefined,
    description,
    language: detectLanguage(description),
    url,
  };
}
