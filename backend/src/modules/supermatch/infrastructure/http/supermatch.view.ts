import type { SuperMatch as SuperMatchView } from '@atelier/contracts';
import type { SuperMatch } from '../../domain/supermatch';

/** A SuperMatch as the dashboard and the result screen read it. */
export function supermatchView(supermatch: SuperMatch, translate: (key: string) => string): SuperMatchView {
  const ready = supermatch.isReady();
  return {
    id: supermatch.id,
    name: supermatch.name,
    status: supermatch.status,
    resumeId: supermatch.resumeId,
    tailoredResumeId: ready ? supermatch.tailoredResumeId : null,
    runId: supermatch.runId,
    jobTitle: supermatch.jobTitle,
    company: supermatch.company,
    jobUrl: supermatch.jobUrl,
    language: supermatch.language,
    match: supermatch.match,
    mismatch: supermatch.status === 'mismatch',
    downloadUrl: ready ? `/api/supermatches/${supermatch.id}/pdf` : null,
    errorCode: supermatch.errorCode,
    errorMessage: supermatch.errorCode ? translate(`errors.${supermatch.errorCode}`) : null,
    createdAt: supermatch.createdAt.toISOString(),
    updatedAt: supermatch.updatedAt.toISOString(),
  };
}
