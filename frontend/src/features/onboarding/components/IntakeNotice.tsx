import { Button } from '../../../components/ui/Button';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import type { T } from '../flow-context';
import { useResumeIntake } from '../useRun';

const NO_TEXT = new Set(['NO_TEXT_FOUND', 'TEXT_EXTRACTION_FAILED']);

/**
 * While the user is on the job description, the resume is still being read: its progress, and a
 * failure (a scan, an unreadable file) explained with a way back to the upload.
 */
export function IntakeNotice({ resumeId, t, onUploadAgain }: { resumeId: string; t: T; onUploadAgain(): void }) {
  const resume = useResumeIntake(resumeId);
  if (!resume) return null;
  if (resume.stage === 'failed')
    return (
      <InlineMessage tone="error" title={resume.errorMessage ?? t['error.generic']}>
        {resume.errorCode && NO_TEXT.has(resume.errorCode) && <p>{t['upload.scanned']}</p>}
        <Button variant="secondary" size="sm" onPress={onUploadAgain}>
          {t['upload.another']}
        </Button>
      </InlineMessage>
    );
  return (
    <p role="status" className="flow-hint" data-testid="intake-status" data-stage={resume.stage}>
      {resume.stage === 'ready' ? t['intake.ready'] : t['intake.reading']}
    </p>
  );
}
