import type { Content } from './editor-model';

/** What the editor saves: the content and the resume's language (the PDF's headings, dates, typography). */
export interface EditorDoc {
  resume: Content;
  language: 'en' | 'fr';
}

/**
 * Edits not yet confirmed by the server stay in this browser's storage, so a reload, a crash or a
 * lost connection mid-edit loses nothing; the editor brings them back when it opens the resume.
 */
const key = (resumeId: string) => `atelier:editor-draft:${resumeId}`;

export function readDraft(resumeId: string): EditorDoc | null {
  try {
    const raw = localStorage.getItem(key(resumeId));
    return raw ? (JSON.parse(raw) as EditorDoc) : null;
  } catch {
    return null;
  }
}

export function writeDraft(resumeId: string, doc: EditorDoc): void {
  try {
    localStorage.setItem(key(resumeId), JSON.stringify(doc));
  } catch {
    // Storage full or disabled: the server save still runs; only the reload safety net is lost.
  }
}

export function clearDraft(resumeId: string): void {
  try {
    localStorage.removeItem(key(resumeId));
  } catch {
    // Nothing to clear.
  }
}

export const sameDoc = (a: EditorDoc, b: EditorDoc): boolean =>
  a.language === b.language && JSON.stringify(a.resume) === JSON.stringify(b.resume);
