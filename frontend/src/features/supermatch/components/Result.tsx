import { useCallback, useEffect, useState } from 'react';
import { InlineMessage, Spinner } from '../../../components/ui';
import type { Locale } from '../../../i18n';
import { getSuperMatchReport } from '../../../lib/api/supermatches';
import type { SuperMatch, SuperMatchReport } from '../../../lib/api/types';
import type { SuperMatchText } from '../useSuperMatchText';
import { ChangeReview } from './ChangeReview';
import { DownloadShare } from './DownloadShare';
import { MatchReport } from './MatchReport';
import { MatchSummary } from './MatchSummary';

/**
 * A ready SuperMatch: the job and the verdict with its evidence, the posting and the tailored
 * resume side by side, every change with its reason (reversible), downloads and share.
 * The report is read again after a review, since the tailored resume changed.
 */
export function Result({ supermatch, locale, text }: { supermatch: SuperMatch; locale: Locale; text: SuperMatchText }) {
  const { t } = text;
  const [report, setReport] = useState<SuperMatchReport | null>(null);
  const [failure, setFailure] = useState(false);
  const load = useCallback(
    () =>
      getSuperMatchReport(supermatch.id)
        .then(setReport)
        .catch(() => setFailure(true)),
    [supermatch.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="supermatch-result stack" data-testid="supermatch-result">
      <MatchSummary supermatch={supermatch} report={report} locale={locale} text={text} />
      {failure && <InlineMessage tone="error">{t('failed.generic')}</InlineMessage>}
      {report ? <MatchReport report={report} text={text} /> : !failure && <Spinner label={t('loading')} />}
      {supermatch.tailoredResumeId && <ChangeReview resumeId={supermatch.tailoredResumeId} text={text} onReviewed={load} />}
      <DownloadShare supermatch={supermatch} locale={locale} text={text} />
    </div>
  );
}
