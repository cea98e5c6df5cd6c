import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { ApiError } from '../../../lib/api/client';
import { localePath, type StepProps } from '../flow-context';
import { saveResumePdf } from '../download';
import { StepFrame } from '../components/StepFrame';

/**
 * Step 16: download without tailoring, or tailor with SuperMatch (its page, built on another
 * branch, reads `?resume=<id>`; job postings have no id yet, so no `posting` is passed).
 */
export function FinalStep({ flow, t, locale }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const resumeId = flow.resumeId!;
  const download = () =>
    saveResumePdf(resumeId, flow.template ?? 'ats').catch((failure: unknown) =>
      setError(failure instanceof ApiError && !failure.isNetwork ? failure.message : t['error.network']),
    );
  return (
    <StepFrame title={t['final.heading']} lead={t['final.lead']} t={t}>
      <div className="flow-step__actions">
        <Button onPress={download}>{t['final.download']}</Button>
        <ButtonLink variant="secondary" href={localePath(locale, `/supermatch?resume=${encodeURIComponent(resumeId)}`)}>
          {t['final.supermatch']}
        </ButtonLink>
      </div>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
    </StepFrame>
  );
}
