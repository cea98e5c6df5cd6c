import { useState } from 'react';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { ApiError } from '../../../lib/api/client';
import type { ResumeTemplate } from '../../../lib/api/types';
import type { StepProps } from '../flow-context';
import { saveResumePdf } from '../download';
import { StepFrame } from '../components/StepFrame';
import { TemplatePreviews } from '../components/TemplatePreviews';

/** Step 15: the style of the enhanced resume (fresh previews), then Generate PDF, which downloads it. */
export function PickStyleStep({ flow, t, go }: StepProps) {
  const [template, setTemplate] = useState<ResumeTemplate | null>(flow.template);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const generate = async () => {
    if (!template) return setError(t['style.errors.required']);
    setPending(true);
    setError(null);
    try {
      await saveResumePdf(flow.resumeId!, template);
      await go(flow.step + 1, { template });
    } catch (failure) {
      setError(failure instanceof ApiError && !failure.isNetwork ? failure.message : t['error.network']);
    } finally {
      setPending(false);
    }
  };
  return (
    <StepFrame
      title={t['pick.heading']}
      t={t}
      onBack={() => go(flow.step - 1)}
      onNext={generate}
      nextLabel={t['pick.generate']}
      nextPending={pending}
    >
      <TemplatePreviews resumeId={flow.resumeId!} value={template} onChange={setTemplate} t={t} version={flow.finalRunId ?? undefined} />
      {pending && <p role="status">{t['pick.generating']}</p>}
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
    </StepFrame>
  );
}
