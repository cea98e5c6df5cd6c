import { useCallback, useEffect, useRef, useState } from 'react';
import { listResumeBin, listSuperMatchBin } from '../../../lib/api/bin';
import { ApiError } from '../../../lib/api/client';
import { getResume, listResumes } from '../../../lib/api/resumes';
import { isFinished, watchRun } from '../../../lib/api/runs';
import { listSuperMatches } from '../../../lib/api/supermatches';
import type { BinItem, ResumeListItemWithShare, SuperMatch } from '../../../lib/api/types';
import { $libraryChanges } from '../../../stores/library';
import type { ItemKind } from '../item-api';

export type LoadState = 'loading' | 'ready' | 'failed' | 'offline';

/** A resume as the dashboard shows it: the list item, plus its progress once it is followed. */
export type LibraryResume = ResumeListItemWithShare & { progress?: number | null };
export type BinEntry = BinItem & { kind: ItemKind };

const PROCESSING = new Set(['queued', 'extracting', 'rendering']);
const POLL_MS = 1_500;

/**
 * The user's library for the dashboard: resumes, SuperMatches and the bin, read again after any
 * change. Resumes still processing are followed until they are ready or failed (their stage and
 * progress update in place); a SuperMatch still tailoring is followed through its run's events.
 */
export function useDashboardData(uid: string | null) {
  const [state, setState] = useState<LoadState>('loading');
  const [resumes, setResumes] = useState<LibraryResume[]>([]);
  const [supermatches, setSuperMatches] = useState<SuperMatch[]>([]);
  const [bin, setBin] = useState<BinEntry[]>([]);
  const loaded = useRef(false);

  const reload = useCallback(async () => {
    if (!uid) return;
    try {
      const [r, s, rb, sb] = await Promise.all([listResumes(), listSuperMatches(), listResumeBin(), listSuperMatchBin()]);
      setResumes(r);
      setSuperMatches(s);
      setBin(
        [...rb.map((i) => ({ ...i, kind: 'resume' as const })), ...sb.map((i) => ({ ...i, kind: 'supermatch' as const }))].sort((a, b) =>
          b.deletedAt.localeCompare(a.deletedAt),
        ),
      );
      loaded.current = true;
      setState('ready');
    } catch (error) {
      // Keep what is shown; say why only when there is nothing to show.
      if (!loaded.current) setState(error instanceof ApiError && error.isNetwork ? 'offline' : 'failed');
    }
  }, [uid]);

  useEffect(() => {
    // Loading from the API is what this effect is for (its state is set once the answer arrives).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
    return $libraryChanges.listen(() => void reload());
  }, [reload]);

  // Offline: say so; back online: read again.
  useEffect(() => {
    const offline = () => {
      if (!loaded.current) setState('offline');
    };
    const online = () => void reload();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [reload]);

  // Resumes being processed: their stage and progress, until they finish.
  const processingIds = resumes
    .filter((r) => PROCESSING.has(r.stage))
    .map((r) => r.id)
    .join(',');
  useEffect(() => {
    if (!processingIds) return;
    const timer = setInterval(async () => {
      for (const id of processingIds.split(',')) {
        const detail = await getResume(id).catch(() => null);
        if (!detail) continue;
        setResumes((current) =>
          current.map((r) =>
            r.id === id
              ? { ...r, stage: detail.stage, progress: detail.progress, language: detail.language, updatedAt: detail.updatedAt }
              : r,
          ),
        );
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [processingIds]);

  // SuperMatches still tailoring: follow their runs, then read the history again.
  const runIds = supermatches
    .filter((s) => s.status === 'processing')
    .map((s) => s.runId)
    .join(',');
  useEffect(() => {
    if (!runIds) return;
    const stops = runIds.split(',').map((runId) =>
      watchRun(runId, (run) => {
        if (isFinished(run)) void reload();
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [runIds, reload]);

  return { state, resumes, supermatches, bin, reload, setResumes, setSuperMatches };
}
