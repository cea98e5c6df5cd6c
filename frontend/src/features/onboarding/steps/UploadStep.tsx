import { useState } from 'react';
import { DropZone } from '../../../components/ui/DropZone';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { ApiError } from '../../../lib/api/client';
import { uploadResume } from '../../../lib/api/resumes';
import { checkResumeFile } from '../../../lib/file-checks';
import type { StepProps } from '../flow-context';
import { StepFrame } from '../components/StepFrame';
import { useResumeIntake } from '../useRun';

const ACCEPTED = [
  '.pdf',
  '.doc',
  '.docx',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** Codes that mean the file has no readable text (a scan, a photo): the step explains what to do. */
const NO_TEXT = new Set(['NO_TEXT_FOUND', 'TEXT_EXTRACTION_FAILED']);

/**
 * Step 5: drop or choose the resume. The file is checked here first (type, size, empty) and again
 * by the server. Once uploaded the flow moves on to the job description at once; the resume is
 * read in the background. A resume that could not be read brings the user back here, with why.
 */
export function UploadStep({ flow, t, go, save }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const intake = useResumeIntake(flow.resumeId);
  const failed = intake?.stage === 'failed' ? intake : null;

  async function onFile(file: File) {
    setError(null);
    setFileName(file.name);
    const problem = checkResumeFile(file);
    if (problem) return setError(t[`upload.errors.${problem}`]);
    setBusy(true);
    try {
      const uploaded = await uploadResume(file);
      await go(flow.step + 1, { resumeId: uploaded.id });
    } catch (failure) {
      setError(failure instanceof ApiError && !failure.isNetwork ? failure.message : t['error.network']);
    } finally {
      setBusy(false);
    }
  }

  const next = () => {
    if (flow.resumeId && !failed) return go(flow.step + 1);
    setError(t['upload.errors.missing']);
  };

  return (
    <StepFrame title={t['upload.heading']} t={t} onBack={() => go(flow.step - 1)} onNext={next} nextPending={busy}>
      <DropZone
        label={t['upload.drop']}
        chooseLabel={t['upload.choose']}
        description={t['upload.hint']}
        acceptedFileTypes={ACCEPTED}
        onFile={(file) => void onFile(file)}
        onPickerProblem={(problem) => setError(t[problem === 'failed' ? 'upload.errors.pickerFailed' : 'upload.errors.pickerTimeout'])}
        fileName={fileName ?? (failed ? undefined : (intake?.fileName ?? undefined))}
        errorMessage={error ?? undefined}
        isDisabled={busy}
      />
      {busy && <p role="status">{t['upload.uploading']}</p>}
      {failed && (
        <InlineMessage tone="error" title={failed.errorMessage ?? t['error.generic']}>
          {failed.errorCode && NO_TEXT.has(failed.errorCode) && <p>{t['upload.scanned']}</p>}
          <button type="button" className="flow-link" onClick={() => void save({ resumeId: null })}>
            {t['upload.another']}
          </button>
        </InlineMessage>
      )}
    </StepFrame>
  );
}
