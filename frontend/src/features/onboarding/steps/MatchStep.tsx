import { useEffect, useState } from 'react';
import { stepIndex } from '@atelier/contracts/onboarding-flow';
import { Button } from '../../../components/ui/Button';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { Spinner } from '../../../components/ui/Spinner';
import { format } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { matchResume } from '../../../lib/api/job-postings';
import type { ResumeMatch } from '../../../lib/api/types';
import type { StepProps, T } from '../flow-context';
import { StepFrame } from '../components/StepFrame';
import { useResumeIntake } from '../useRun';

/**
 * Step 7: the explained match (verdict, confidence, score, factors, found and missing keywords,
 * reasons), once the resume has been read. A poor match says "Job Mismatch Detected" and lets the
 * user go on or change the job.
 */
export function MatchStep({ flow, t, go, locale }: StepProps) {
  const intake = useResumeIntake(flow.resumeId);
  const [match, setMatch] = useState<ResumeMatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = intake?.stage === 'ready';

  useEffect(() => {
    if (!ready || !flow.resumeId) return;
    let live = true;
    matchResume(flow.resumeId, flow.jobUrl ? { url: flow.jobUrl } : { text: flow.jobText ?? '' })
      .then((m) => live && setMatch(m))
      .catch((failure) => live && setError(failure instanceof ApiError && !failure.isNetwork ? failure.message : t['error.network']));
    return () => {
      live = false;
    };
  }, [ready, flow.resumeId, flow.jobText, flow.jobUrl, locale, t]);

  const changeJob = () => go(stepIndex('job'));
  const poor = match?.verdict === 'poor';
  return (
    <StepFrame title={t['match.heading']} t={t} onBack={changeJob} onNext={match && !poor ? () => go(flow.step + 1) : undefined}>
      {!match && !error && (
        <p role="status" className="flow-waiting">
          <Spinner size="sm" /> {ready ? t['match.analysing'] : t['match.waiting']}
        </p>
      )}
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      {match && <MatchReport match={match} t={t} />}
      {poor && (
        <InlineMessage tone="error" title={t['match.mismatch']}>
          <p>{t['match.mismatchText']}</p>
          <div className="flow-step__actions">
            <Button variant="secondary" onPress={changeJob}>
              {t['match.changeJob']}
            </Button>
            <Button onPress={() => go(flow.step + 1)}>{t['match.goOn']}</Button>
          </div>
        </InlineMessage>
      )}
    </StepFrame>
  );
}

function MatchReport({ match, t }: { match: ResumeMatch; t: T }) {
  return (
    <div className="flow-match" data-testid="match-report" data-verdict={match.verdict}>
      <p className={`flow-verdict flow-verdict--${match.verdict}`}>
        <strong>{match.verdict === 'good' ? t['match.good'] : t['match.poor']}</strong>
        <span>{format(t['match.score'], { score: Math.round(match.score) })}</span>
        <span>{format(t['match.confidence'], { level: t[`match.confidence.${match.confidence}`] })}</span>
      </p>
      <h2 className="flow-subheading">{t['match.factors']}</h2>
      <ul className="flow-factors">
        {match.factors.map((f) => (
          <li key={f.id}>
            <strong>{t[`match.factor.${f.id}`]}</strong>{' '}
            {format(t['match.factor'], { score: Math.round(f.score), weight: Math.round(f.weight * 100) })}
            <br />
            <span className="flow-hint">{f.explanation}</span>
          </li>
        ))}
      </ul>
      <div className="flow-columns">
        <div>
          <h2 className="flow-subheading">{t['match.found']}</h2>
          <KeywordList items={match.found} t={t} className="flow-chip flow-chip--found" />
        </div>
        <div>
          <h2 className="flow-subheading">{t['match.missing']}</h2>
          <KeywordList items={match.missing} t={t} className="flow-chip flow-chip--missing" />
        </div>
      </div>
      {match.reasons.length > 0 && (
        <>
          <h2 className="flow-subheading">{t['match.reasons']}</h2>
          <ul>
            {match.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function KeywordList({ items, t, className }: { items: ResumeMatch['found']; t: T; className: string }) {
  if (!items.length) return <p className="flow-hint">{t['job.none']}</p>;
  return (
    <ul className="flow-chips">
      {items.map((k) => (
        <li key={k.id} className={className}>
          {k.term}
        </li>
      ))}
    </ul>
  );
}
