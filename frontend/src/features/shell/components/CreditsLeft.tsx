import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $credits, refreshCredits } from '../../../stores/credits';
import { $session } from '../../../stores/session';
import type { ShellText } from '../useShellText';

/** "3 credits left", read again whenever the user changes (guest created, signed in, registered). */
export function CreditsLeft({ t }: { t: ShellText }) {
  const credits = useStore($credits);
  const session = useStore($session);
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
