import { Button, ButtonLink } from '../../../components/ui/Button';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import type { Locale } from '../../../i18n';
import type { PipelineRun } from '../../../lib/api/types';
import { localePath, type T } from '../flow-context';

/** "Processing Error" with Try Again and Contact Support Team (product spec, error catalogue). */
export function RunFailure({ run, t, locale, onRetry }: { run: PipelineRun | null; t: T; locale: Locale; onRetry(): void }) {
  return (
    <InlineMessage tone="error" title={t['error.processing']}>
      <p>{t['error.processingText']}</p>
      {run?.errorMessage && <p className="flow-hint">{run.errorMessage}</p>}
      <div className="flow-step__actions">
        <Button onPress={onRetry}>{t['error.tryAgain']}</Button>
        <ButtonLink variant="secondary" href={localePath(locale, '/contact')}>
          {t['error.contact']}
        </ButtonLink>
      </div>
    </InlineMessage>
  );
}
