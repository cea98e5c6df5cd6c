import { useCallback, useEffect, useState } from 'react';
import { ButtonLink, EmptyState, InlineMessage, Spinner } from '../../../components/ui';
import type { Locale } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { watchRun } from '../../../lib/api/runs';
import { getSuperMatch } from '../../../lib/api/supermatches';
import type { PipelineRun, SuperMatch } from '../../../lib/api/types';
import { refreshCredits } from '../../../stores/credits';
import { contactPath, tailorPath } from '../paths';
import type { SuperMatchText } from '../useSuperMatchText';
import { MismatchDialog } from './MismatchDialog';
import { Processing } from './Processing';
import { Result } from './Result';

interface Props {
  id: string;
  locale: Locale;
  text: SuperMatchText;
  ready: boolean;
}

/**
 * One SuperMatch at /supermatch/<id>: its state is read from the API and its run followed
 * (server-sent events, polling fallback), so a reload or a tab opened later shows where it is.
 * Someone else's SuperMatch (or a wrong id) shows the not-found state.
 */
export function SuperMatchScreen({ id, locale, text, ready }: Props) {
  const { t } = text;
  const [supermatch, setSuperMatch] = useState<SuperMatch | null>(null);
  const [run, setRun] = useState<PipelineRun | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(
    () =>
      getSuperMatch(id)
        .then(setSuperMatch)
        .catch((error) => {
          if (error instanceof ApiError && error.status === 404) setMissing(true);
          else setFailure(t('failed.generic'));
        }),
    [id, t],
  );

  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);

  // Follow the run while the pipeline works; when it stops (done, failed, mismatch) read the SuperMatch again.
  const runId = supermatch?.status === 'processing' ? supermatch.runId : null;
  useEffect(() => {
    if (!runId) return;
    return watchRun(runId, (next) => {
      setRun(next);
      if (next.status !== 'running' && next.status !== 'queued') {
        void load();
        void refreshCredits();
      }
    });
  }, [runId, load]);

  if (missing)
    return (
      <div className="card supermatch-card" data-testid="supermatch-not-found">
        <h1 className="visually-hidden">{t('page.title')}</h1>
        <EmptyState
          headingLevel={2}
          title={t('notFound.title')}
          body={t('notFound.body')}
          action={<ButtonLink href={tailorPath(locale)}>{t('notFound.action')}</ButtonLink>}
        />
      </div>
    );
  if (failure) return <InlineMessage tone="error">{failure}</InlineMessage>;
  if (!supermatch) return <Spinner label={t('loading')} />;

  if (supermatch.status === 'ready') return <Result supermatch={supermatch} locale={locale} text={text} />;
  if (supermatch.status === 'failed')
    return (
      <div className="card supermatch-card" data-testid="supermatch-error">
        <h1>{t('processing.heading')}</h1>
        <Processing run={run} status="failed" text={text} />
        <InlineMessage tone="error" title={t('error.title')}>
          <span>{t('error.body')}</span> <strong>{t('error.refund')}</strong>
        </InlineMessage>
        <div className="cluster">
          <ButtonLink href={tailorPath(locale)}>{t('error.tryAgain')}</ButtonLink>
          <ButtonLink variant="secondary" href={contactPath(locale)}>
            {t('error.contact')}
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <div className="card supermatch-card" data-testid="supermatch-processing">
      <h1>{t('processing.heading')}</h1>
      <Processing run={run} status={supermatch.status} text={text} />
      <p className="text-muted">{t('processing.leave')}</p>
      {supermatch.status === 'mismatch' && (
        <MismatchDialog
          supermatch={supermatch}
          locale={locale}
          text={text}
          onConfirmed={(next) => {
            setRun(null);
            setSuperMatch(next);
            void refreshCredits();
          }}
        />
      )}
    </div>
  );
}
