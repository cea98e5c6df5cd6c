/** Where a new resume opens: its editor, in the page's language. */
export const editorPath = (locale: 'en' | 'fr', resumeId: string): string =>
  `${locale === 'fr' ? '/fr' : ''}/resumes/${encodeURIComponent(resumeId)}/edit`;
