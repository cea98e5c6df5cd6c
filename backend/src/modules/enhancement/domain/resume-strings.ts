import type { JsonResume } from '../../../shared/json-resume';
import { formatPointer, type PointerSegment } from './json-pointer';

export interface PathString {
  path: string;
  segments: PointerSegment[];
  text: string;
}

/** Every string of a resume with its pointer, in document order. */
export function resumeStrings(resume: JsonResume): PathString[] {
  const out: PathString[] = [];
  const visit = (node: unknown, segments: PointerSegment[]) => {
    if (typeof node === 'string') {
      if (node.trim()) out.push({ path: formatPointer(segments), segments, text: node });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, [...segments, i]));
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) visit(value, [...segments, key]);
    }
  };
  visit(resume, []);
  return out;
}

/** The person's own words about the resume, in one string (what keyword coverage reads). */
export function resumeText(resume: JsonResume): string {
  return resumeStrings(resume)
    .filter((s) => !/^\/(?:basics\/(?:email|phone|url|image|profiles)|\$schema|meta)|\/url$/.test(s.path))
    .map((s) => s.text)
    .join('\n');
}
