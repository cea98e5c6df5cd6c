import { useState, type FormEvent } from 'react';
import type { Locale, Messages } from '../../i18n';
import { sendPasswordReset } from '../../lib/auth/actions';
import { validateForgotPassword } from '../../lib/auth/errors';
import { EmailField } from './components/Field';
import { FormMessage } from './components/FormMessage';
import { useAuthText } from './hooks/useAuthText';
import { Button } from '../../components/ui/Button';
import { Form } from '../../components/ui/Form';
import { useDraft } from './hooks/useDraft';
import { useSession } from './hooks/useSession';
import { routeOf } from './paths';

interface Props {
  locale: Locale;
  messages: Messages<'auth'>;
}

/** Sends the password reset e-mail (in the page's language). */
export default function ForgotPasswordIsland({ locale, messages }: Props) {
  const { t, text, errorText } = useAuthText(messages, locale);
  useSession();
  const draft = useDraft('forgot-password', { email: '' }, ['email']);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const problem = validateForgotPassword({ email: draft.values.email });
    if (problem) return setError(text(problem));
    setBusy(true);
    setError(null);
    try {
      await sendPasswordReset(draft.values.email, locale);
      setSuccess(t('forgot.success'));
    } catch (failure) {
      setError(errorText('forgotPassword', failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form className="auth-form" onSubmit={submit}>
      <EmailField label={t('fields.email')} value={draft.values.email} onChange={(v) => draft.update('email', v)} />
      <FormMessage error={error} success={success} />
      <Button type="submit" isPending={busy}>
        {t('forgot.submit')}
      </Button>
      <p className="auth-switch">
        <a href={routeOf('signIn', locale)}>{t('forgot.back')}</a>
      </p>
    </Form>
  );
}
