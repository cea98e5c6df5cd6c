import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog, Dialog } from '../../components/ui/Dialog';
import { Form, FormError } from '../../components/ui/Form';
import { ApiError } from '../../lib/api/client';
import { deleteAccount, needsReauthentication, reauthenticate } from '../../lib/auth/actions';
import { $session } from '../../stores/session';
import { PasswordField } from './components/Field';
import { useAuthText } from './hooks/useAuthText';
import { routeOf } from './paths';
import type { AccountDialogProps } from './account-dialog-props';

type Step = 'confirm' | 'reauth';

/** Thrown to keep the confirmation "open" while the password dialog replaces it. */
class MovedOn extends Error {}

/**
 * Delete Account: a confirmation, then, for a registered user whose sign-in is older than five
 * minutes (or whenever the API answers REAUTH_REQUIRED), the password again; then the deletion,
 * sign-out and the start page. A guest only confirms. The shell opens it from the account menu.
 */
export function DeleteAccountFlow({ open, locale, messages, onClose }: AccountDialogProps) {
  const { t, errorText } = useAuthText(messages, locale);
  const session = useStore($session);
  const [step, setStep] = useState<Step>('confirm');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function close() {
    setStep('confirm');
    setPassword('');
    setError(undefined);
    setBusy(false);
    onClose();
  }

  /** Deletes, or moves to the password step when the API wants a recent sign-in. */
  async function remove(): Promise<void> {
    try {
      await deleteAccount();
      window.location.assign(routeOf('start', locale));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'REAUTH_REQUIRED') {
        setError(undefined);
        setStep('reauth');
        throw new MovedOn();
      }
      setError(errorText('deleteAccount', failure));
      throw failure;
    }
  }

  async function confirm() {
    setError(undefined);
    if (needsReauthentication(session)) {
      setStep('reauth');
      throw new MovedOn();
    }
    await remove();
  }

  async function confirmWithPassword(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('validation.fillAllFields'));
    setBusy(true);
    setError(undefined);
    try {
      await reauthenticate(password);
    } catch (failure) {
      setBusy(false);
      return setError(errorText('reauth', failure));
    }
    await remove().catch(() => setBusy(false));
  }

  return (
    <>
      <ConfirmDialog
        isOpen={open && step === 'confirm'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('deleteAccount.title')}
        body={t('deleteAccount.body')}
        confirmLabel={t('deleteAccount.confirm')}
        cancelLabel={t('deleteAccount.cancel')}
        tone="destructive"
        onConfirm={confirm}
        errorMessage={error}
      />
      <Dialog
        isOpen={open && step === 'reauth'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={t('deleteAccount.reauthTitle')}
        isBusy={busy}
        isDismissable={false}
      >
        <Form className="reauth-form" onSubmit={confirmWithPassword}>
          <p>{t('account.errors.reauthRequired')}</p>
          <PasswordField
            label={t('fields.password')}
            name="current-password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            showPasswordLabel={t('fields.showPassword')}
          />
          {error && <FormError title={error} />}
          <div className="ui-dialog__actions">
            <Button variant="secondary" isDisabled={busy} onPress={close}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="danger" isPending={busy}>
              {t('deleteAccount.reauthConfirm')}
            </Button>
          </div>
        </Form>
      </Dialog>
    </>
  );
}
