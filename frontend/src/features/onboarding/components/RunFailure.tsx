import { Button, ButtonLink } from '../../../components/ui/Button';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import type { Locale } from '../../../i18n';
import { localePath, type T } from '../flow-context';

/**
 * "Processing Error" with Try Again and Contact Support Team (product spec, error catalogue);
 * `detail` says what failed (the run's error, or why it could not start).
 */
export function RunFailure({ detail, t, locale, onRetry }: { detail?: string | null; t: T; locale: Locale; onRetry(): void }) {
  return (
    <InlineMessage tone="error" title={t['error.processing']}>
      <p>{t['error.processingText']}</p>
      {detail && <p className="flow-hint">{detail}</p>}
      <div className="flow-step__actions">
        <Button onPress={onRetry}>{t['error.tryAgain']}</Button>
        <ButtonLink variant="secondary" href={localePath(locale, '/contact')}>
          {t['error.contact']}
        </ButtonLink>
      </div>
    </InlineMessage>
  );
}
