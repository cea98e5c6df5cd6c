import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { saveResumeContent } from '../../../lib/api/resume-content';
import { clearDraft, type EditorDoc, writeDraft } from '../draft-storage';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Saves the editor's content a moment after the last change (one PUT at a time, the newest
 * content wins). Each change is written to the browser's storage first and cleared only once the
 * server has that exact content. A failure is kept visible (status 'failed') until a retry works.
 */
export function useAutosave(resumeId: string, doc: EditorDoc | null) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const saved = useRef<EditorDoc | null>(null);
  const current = useRef(doc);
  const inflight = useRef<Promise<void> | null>(null);
  /** Saves the server confirmed: the versions list refreshes on each. */
  const [saves, setSaves] = useState(0);
  useLayoutEffect(() => {
    current.current = doc;
  }, [doc]);

  const save = useCallback(async (): Promise<void> => {
    while (inflight.current) await inflight.current;
    const target = current.current;
    if (!target || target === saved.current) return setStatus((s) => (s === 'failed' ? s : 'saved'));
    setStatus('saving');
    const attempt = saveResumeContent(resumeId, target.resume, target.language).then(
      () => {
        saved.current = target;
        setSaves((n) => n + 1);
        if (current.current === target) {
          clearDraft(resumeId);
          setStatus('saved');
        } else setStatus('pending');
      },
      () => setStatus('failed'),
    );
    inflight.current = attempt.finally(() => (inflight.current = null));
    await inflight.current;
  }, [resumeId]);

  useEffect(() => {
    if (!doc || doc === saved.current) return;
    writeDraft(resumeId, doc);
    setStatus((s) => (s === 'saving' ? s : 'pending'));
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doc, resumeId, save]);

  /** The server already holds `doc` (it was loaded or restored from there). */
  const markSaved = useCallback(
    (value: EditorDoc) => {
      saved.current = value;
      clearDraft(resumeId);
      setStatus('saved');
    },
    [resumeId],
  );

  /** Saves now what is pending (before a download); true when the server has the current content. */
  const flush = useCallback(async (): Promise<boolean> => {
    await save();
    return current.current === saved.current;
  }, [save]);

  return { status, saves, save, flush, markSaved };
}
