import { useState, type FormEvent } from 'react';
import type { Locale, Messages } from '../../i18n';
import { signIn, signInWithProvider } from '../../lib/auth/actions';
import { validateSignIn } from '../../lib/auth/errors';
import { EmailField, PasswordField } from './components/Field';
import { FormMessage } from './components/FormMessage';
import { SocialButtons } from './components/SocialButtons';
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

/** Sign in with e-mail and password (or a configured social provider), then go home. */
export default function SignInIsland({ locale, messages }: Props) {
  const { t, text, errorText } = useAuthText(messages, locale);
  const { config } = useSession();
  const draft = useDraft('signin', { email: '' }, ['email']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      draft.clear();
      window.location.assign(routeOf('home', locale));
    } catch (failure) {
      setError(errorText('signIn', failure));
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateSignIn({ email: draft.values.email, password });
    if (problem) return setError(text(problem));
    void run(() => signIn(draft.values.email, password));
  }

  return (
    <Form className="auth-form" onSubmit={submit}>
      <EmailField label={t('fields.email')} value={draft.values.email} onChange={(v) => draft.update('email', v)} />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        showPasswordLabel={t('fields.showPassword')}
      />
      <p className="auth-aside">
        <a href={routeOf('forgotPassword', locale)}>{t('signIn.forgot')}</a>
      </p>
      <FormMessage error={error} />
      <Button type="submit" isPending={busy}>
        {t('signIn.submit')}
      </Button>
      <SocialButtons
        providers={config?.providers ?? []}
        busy={busy}
        t={t}
        onChoose={(provider) => void run(() => signInWithProvider(provider))}
      />
      <p className="auth-switch">
        {t('signIn.noAccount')} <a href={routeOf('register', locale)}>{t('signIn.toRegister')}</a>
      </p>
    </Form>
  );
}
