import { useEffect } from 'react';
import { $credits, refreshCredits } from '../../../stores/credits';
import { $session, LOADING_SESSION } from '../../../stores/session';
import { useHydratedStore } from '../../../stores/use-hydrated-store';
import type { ShellText } from '../useShellText';

/** "3 credits left", read again whenever the user changes (guest created, signed in, registered). */
export function CreditsLeft({ t }: { t: ShellText }) {
  const credits = useHydratedStore($credits, null);
  const session = useHydratedStore($session, LOADING_SESSION);
  const uid = session.user?.uid ?? null;
  useEffect(() => {
    if (uid) void refreshCredits();
  }, [uid]);
  return (
    <p className="shell-credits" data-testid="credits-left" aria-live="polite">
      {credits ? t('credits.left', { count: credits.balance }) : <span className="visually-hidden">{t('credits.loading')}</span>}
    </p>
  );
}
