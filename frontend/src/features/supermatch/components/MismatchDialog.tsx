import { useState } from 'react';
import { Button, Dialog, InlineMessage } from '../../../components/ui';
import type { Locale } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { confirmSuperMatch } from '../../../lib/api/supermatches';
import type { SuperMatch } from '../../../lib/api/types';
import { $credits } from '../../../stores/credits';
import { useHydratedStore } from '../../../stores/use-hydrated-store';
import { tailorPath } from '../paths';
import type { SuperMatchText } from '../useSuperMatchText';
import { Upsell } from './Upsell';

interface Props {
  supermatch: SuperMatch;
  locale: Locale;
  text: SuperMatchText;
  onConfirmed: (next: SuperMatch) => void;
}

/**
 * "Job Mismatch Detected": the pipeline stopped before tailoring and the credit was refunded.
 * The user reads the reasons, then goes on (a new charge) or stops (nothing more to pay).
 */
export function MismatchDialog({ supermatch, locale, text: { t, credits }, onConfirmed }: Props) {
  const balance = useHydratedStore($credits, null);
  const [open, setOpen] = useState(true);
  const [stopped, setStopped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const cost = credits(balance?.supermatchCost ?? 1);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      onConfirmed(await confirmSuperMatch(supermatch.id));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'INSUFFICIENT_CREDITS') setShort(true);
      else setError(failure instanceof ApiError && failure.message ? failure.message : t('failed.generic'));
      setBusy(false);
    }
  }

  return (
    <>
      {stopped && (
        <div className="stack" data-testid="supermatch-stopped">
          <InlineMessage tone="success">{t('mismatch.stopped')}</InlineMessage>
          <div className="cluster">
            <a href={tailorPath(locale)}>{t('error.tryAgain')}</a>
            <Button variant="ghost" onPress={() => setOpen(true)}>
              {t('mismatch.reopen')}
            </Button>
          </div>
        </div>
      )}
      <Dialog
        title={t('mismatch.title')}
        isOpen={open}
        onOpenChange={setOpen}
        isBusy={busy}
        isDismissable={false}
        role="alertdialog"
        size="md"
      >
        {(close) => (
          <div className="stack">
            <p>{t('mismatch.body')}</p>
            <ul className="supermatch-reasons">
              {(supermatch.match?.reasons ?? []).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p className="text-muted">{t('mismatch.cost', { cost })}</p>
            {error && <InlineMessage tone="error">{error}</InlineMessage>}
            {short ? (
              <Upsell locale={locale} t={t} cost={cost} balance={credits(balance?.balance ?? 0)} />
            ) : (
              <div className="cluster">
                <Button onPress={confirm} isPending={busy}>
                  {t('mismatch.confirm')}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={busy}
                  onPress={() => {
                    setStopped(true);
                    close();
                  }}
                >
                  {t('mismatch.stop')}
                </Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </>
  );
}
