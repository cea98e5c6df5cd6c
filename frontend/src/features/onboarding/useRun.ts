import { useEffect, useState } from 'react';
import { getResume } from '../../lib/api/resumes';
import { watchRun } from '../../lib/api/runs';
import type { PipelineRun, ResumeDetail } from '../../lib/api/types';

/** A pipeline run followed live (server-sent events, polling as the fallback); null until the first state. */
export function useRun(runId: string | null): PipelineRun | null {
  // Kept with its id, so a run id that changed never shows the previous run's state.
  const [seen, setSeen] = useState<{ id: string; run: PipelineRun } | null>(null);
  useEffect(() => {
    if (!runId) return;
    return watchRun(runId, (run) => setSeen({ id: runId, run }));
  }, [runId]);
  return seen && seen.id === runId ? seen.run : null;
}

// Short: the thumbnail of the read resume should appear as soon as it is ready (bench:flow times it).
const POLL_MS = 250;

/**
 * The flow's resume until it is read (or failed): the intake runs in the background while the
 * user is already on the job description. Polls GET /api/resumes/:id, which works after a reload
 * too (the upload's run id is not kept).
 */
export function useResumeIntake(resumeId: string | null): ResumeDetail | null {
  const [resume, setResume] = useState<ResumeDetail | null>(null);
  useEffect(() => {
    if (!resumeId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const next = await getResume(resumeId).catch(() => null);
      if (!live) return;
      if (next) setResume(next);
      if (!next || (next.stage !== 'ready' && next.stage !== 'failed')) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [resumeId]);
  return resume && resume.id === resumeId ? resume : null;
}
