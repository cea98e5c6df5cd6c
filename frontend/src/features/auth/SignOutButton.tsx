import { lazy, Suspense, useState } from 'react';
import type { Locale, Messages } from '../../i18n';
import { Button } from '../../components/ui/Button';
import { logOut } from '../../lib/auth/actions';
import { useAuthText } from './hooks/useAuthText';
import { routeOf } from './paths';
import type { AccountDialogProps } from './account-dialog-props';

// Loaded when first opened (see ProfileIsland).
const ConfirmDialog = lazy(() => import('../../components/ui/Dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Log Out with its confirmation. */
export function SignOutButton({ locale, messages }: { locale: Locale; messages: Messages<'auth'> }) {
  const [open, setOpen] = useState(false);
  const { t } = useAuthText(messages, locale);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('signOut.action')}
      </Button>
      {open && <SignOutDialog open locale={locale} messages={messages} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The Log Out confirmation, then the start page; the shell's account menu opens it with `open`. */
export function SignOutDialog({ open, locale, messages, onClose }: AccountDialogProps) {
  const { t, errorText } = useAuthText(messages, locale);
  const [error, setError] = useState<string | undefined>();

  async function confirm() {
    setError(undefined);
    try {
      await logOut();
      window.location.assign(routeOf('start', locale));
    } catch (failure) {
      setError(errorText('signOut', failure));
      // Rejecting keeps the dialog open with the error.
      throw failure;
    }
  }

  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setError(undefined);
            onClose();
          }
        }}
        title={t('signOut.title')}
        body={t('signOut.body')}
        confirmLabel={t('signOut.action')}
        cancelLabel={t('signOut.cancel')}
        onConfirm={confirm}
        errorMessage={error}
      />
    </Suspense>
  );
}
