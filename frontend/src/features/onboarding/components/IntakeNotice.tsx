import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { resumePreview } from '../../../lib/api/resumes';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import type { T } from '../flow-context';
import { useResumeIntake } from '../useRun';

const NO_TEXT = new Set(['NO_TEXT_FOUND', 'TEXT_EXTRACTION_FAILED']);

/**
 * While the user is on the job description, the resume is still being read: its progress, and a
 * failure (a scan, an unreadable file) explained with a way back to the upload. Once read, a
 * thumbnail of the first page shows the user what we made of their file (the first preview the
 * flow bench times from the file drop).
 */
export function IntakeNotice({ resumeId, t, onUploadAgain }: { resumeId: string; t: T; onUploadAgain(): void }) {
  const resume = useResumeIntake(resumeId);
  const thumbnail = useThumbnail(resume?.stage === 'ready' ? resumeId : null);
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
    <div className="flow-intake">
      {thumbnail && <img src={thumbnail} alt={t['intake.previewAlt']} className="flow-intake__thumb" data-testid="intake-preview" />}
      <p role="status" className="flow-hint" data-testid="intake-status" data-stage={resume.stage}>
        {resume.stage === 'ready' ? t['intake.ready'] : t['intake.reading']}
      </p>
    </div>
  );
}

/** The first page (ATS style) as an object URL, once the resume is ready. */
function useThumbnail(resumeId: string | null): string | null {
  const [thumbnail, setThumbnail] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    if (!resumeId) return;
    let url: string | null = null;
    let live = true;
    resumePreview(resumeId, 'ats')
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setThumbnail({ id: resumeId, url });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [resumeId]);
  return thumbnail && thumbnail.id === resumeId ? thumbnail.url : null;
}
