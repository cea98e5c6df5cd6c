import { useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import { logOut } from '../../lib/auth/actions';
import { ConfirmDialog } from './components/ConfirmDialog';
import { useAuthText } from './hooks/useAuthText';
import { routeOf } from './paths';

/** Log Out, after confirmation; then back to the start page. The shell's account menu can reuse the dialog through `open`/`onClose`. */
export function SignOutButton({ locale, messages }: { locale: Locale; messages: Messages<'auth'> }) {
  const [open, setOpen] = useState(false);
  const { t } = useAuthText(messages, locale);
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>{t('signOut.action')}</button>
      <SignOutDialog open={open} locale={locale} messages={messages} onClose={() => setOpen(false)} />
    </>
  );
}

export function SignOutDialog({ open, locale, messages, onClose }: { open: boolean; locale: Locale; messages: Messages<'auth'>; onClose(): void }) {
  const { t, errorText } = useAuthText(messages, locale);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await logOut();
      window.location.assign(routeOf('home', locale));
    } catch (failure) {
      setError(errorText('signOut', failure));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog open={open} title={t('signOut.title')} confirmLabel={t('signOut.action')} cancelLabel={t('signOut.cancel')} busy={busy}
      onConfirm={() => void confirm()} onCancel={() => { setError(null); onClose(); }}>
      <p>{t('signOut.body')}</p>
      {error && <p role="alert" className="form-error">{error}</p>}
    </ConfirmDialog>
  );
}
