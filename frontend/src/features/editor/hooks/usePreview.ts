import { useEffect, useState } from 'react';
import type { ResumeTemplate } from '@atelier/contracts';
import { previewResumeContent } from '../../../lib/api/resume-content';
import type { EditorDoc } from '../draft-storage';

export const PREVIEW_DELAY_MS = 60;

/**
 * The live preview: the content as the chosen template prints it, from the server's renderer (the
 * PDF's own HTML), asked for a moment after typing stops; a newer request cancels the older one.
 */
export function usePreview(doc: EditorDoc | null, template: ResumeTemplate) {
  const [html, setHtml] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'updating' | 'failed'>('idle');

  useEffect(() => {
    if (!doc) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('updating');
      previewResumeContent(doc.resume, doc.language, template, controller.signal).then(
        (page) => {
          setHtml(page);
          setState('idle');
        },
        () => {
          if (!controller.signal.aborted) setState('failed');
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [doc, template]);

  return { html, state };
}
