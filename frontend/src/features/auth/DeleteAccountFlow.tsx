import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import { ApiError } from '../../lib/api/client';
import { deleteAccount, needsReauthentication, reauthenticate } from '../../lib/auth/actions';
import { $session } from '../../stores/session';
import { ConfirmDialog } from './components/ConfirmDialog';
import { PasswordField } from './components/Field';
import { passwordToggle, useAuthText } from './hooks/useAuthText';
import { routeOf } from './paths';

type Step = 'confirm' | 'reauth';

/**
 * Delete Account: a confirmation, then, for a registered user whose sign-in is older than five
 * minutes (or whenever the API answers REAUTH_REQUIRED), the password again; then the deletion,
 * sign-out and the start page. A guest only confirms. The shell opens it from the account menu.
 */
export function DeleteAccountFlow({ open, locale, messages, onClose }: { open: boolean; locale: Locale; messages: Messages<'auth'>; onClose(): void }) {
  const { t, errorText } = useAuthText(messages, locale);
  const session = useStore($session);
  const [step, setStep] = useState<Step>('confirm');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setStep('confirm');
    setPassword('');
    setError(null);
    onClose();
  }

  async function remove() {
    try {
      await deleteAccount();
      window.location.assign(routeOf('home', locale));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'REAUTH_REQUIRED') {
        setStep('reauth');
        setError(null);
        return;
      }
      setError(errorText('deleteAccount', failure));
    }
  }

  async function confirm() {
    setError(null);
    if (needsReauthentication(session)) return setStep('reauth');
    setBusy(true);
    await remove();
  }

  async function confirmWithPassword() {
    if (!password) return setError(t('validation.fillAllFields'));
    setBusy(true);
    setError(null);
    try {
      await reauthenticate(password);
    } catch (failure) {
      setBusy(false);
      return setError(errorText('reauth', failure));
    }
    await remove();
  }

  return (
    <>
      <ConfirmDialog open={open && step === 'confirm'} title={t('deleteAccount.title')} confirmLabel={busy ? t('deleteAccount.busy') : t('deleteAccount.confirm')}
        cancelLabel={t('deleteAccount.cancel')} danger busy={busy} onConfirm={() => void confirm()} onCancel={close}>
        <p>{t('deleteAccount.body')}</p>
        {error && <p role="alert" className="form-error">{error}</p>}
      </ConfirmDialog>
      <ConfirmDialog open={open && step === 'reauth'} title={t('deleteAccount.reauthTitle')} confirmLabel={busy ? t('deleteAccount.busy') : t('deleteAccount.reauthConfirm')}
        cancelLabel={t('deleteAccount.cancel')} danger busy={busy} onConfirm={() => void confirmWithPassword()} onCancel={close}>
        <p>{t('account.errors.reauthRequired')}</p>
        <PasswordField label={t('fields.password')} name="current-password" autoComplete="current-password" value={password} onChange={setPassword}
          toggle={passwordToggle(t)} />
        {error && <p role="alert" className="form-error">{error}</p>}
      </ConfirmDialog>
    </>
  );
}
