import { useEffect, useState, type FormEvent } from 'react';
import { format, type Locale, type Messages } from '../../i18n';
import { register, signInWithProvider } from '../../lib/auth/actions';
import { validateRegister } from '../../lib/auth/errors';
import { checkPassword, defaultPasswordCheck, type PasswordCheck } from '../../lib/auth/password-policy';
import { EmailField, PasswordField } from './components/Field';
import { FormMessage } from './components/FormMessage';
import { PasswordRequirements } from './components/PasswordRequirements';
import { SocialButtons } from './components/SocialButtons';
import { useAuthText } from './hooks/useAuthText';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Form } from '../../components/ui/Form';
import { useDraft } from './hooks/useDraft';
import { useSession } from './hooks/useSession';
import { routeOf } from './paths';

interface Props {
  locale: Locale;
  messages: Messages<'auth'>;
}

const POLICY_DEBOUNCE_MS = 250;

/**
 * Register: a guest saves their account (same uid, same resumes) with e-mail and password, or a
 * configured social provider, and sees the success message.
 */
export default function RegisterIsland({ locale, messages }: Props) {
  const { t, text, errorText } = useAuthText(messages, locale);
  const { session, config } = useSession();
  const draft = useDraft('register', { email: '' }, ['email']);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [check, setCheck] = useState<PasswordCheck>(() => defaultPasswordCheck(''));
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The policy comes from the identity service: checked as the user types, without a request per key.
  useEffect(() => {
    const timer = setTimeout(() => void checkPassword(password).then(setCheck), password ? POLICY_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [password]);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      draft.clear();
      setPassword('');
      setConfirmPassword('');
      setSuccess(t('register.success'));
    } catch (failure) {
      setError(errorText('register', failure));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const problem = validateRegister({ email: draft.values.email, password, confirmPassword }, check.minLength);
    if (problem) return setError(text(problem));
    // The policy may ask for more than a length (letters, digits…): the service would refuse it too.
    const latest = await checkPassword(password);
    setCheck(latest);
    if (!latest.isValid) return setError(errorText('register', { code: 'auth/password-does-not-meet-requirements' }));
    void run(() => register(draft.values.email, password));
  }

  if (success) {
    return (
      <div className="auth-form">
        <FormMessage success={success} />
        <ButtonLink href={routeOf('home', locale)}>{t('register.continue')}</ButtonLink>
      </div>
    );
  }

  const registered = session.state === 'signed-in' && session.user?.email;
  return (
    <Form className="auth-form" onSubmit={submit}>
      {session.state === 'anonymous' && <p className="auth-note">{t('register.guestLead')}</p>}
      {registered && <p className="auth-note">{format(t('register.alreadySignedIn'), { email: session.user!.email! })}</p>}
      <EmailField label={t('fields.email')} value={draft.values.email} onChange={(v) => draft.update('email', v)} />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        aria-describedby="password-requirements"
        showPasswordLabel={t('fields.showPassword')}
      />
      <PasswordRequirements
        id="password-requirements"
        check={check}
        heading={t('policy.heading')}
        metLabel={t('policy.met')}
        unmetLabel={t('policy.unmet')}
        labels={{
          minLength: t('policy.minLength', { min: check.minLength }),
          maxLength: t('policy.maxLength', { max: check.maxLength ?? '' }),
          lowercase: t('policy.lowercase'),
          uppercase: t('policy.uppercase'),
          digit: t('policy.digit'),
          symbol: t('policy.symbol'),
        }}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        showPasswordLabel={t('fields.showPassword')}
      />
      <FormMessage error={error} />
      <Button type="submit" isPending={busy}>
        {t('register.submit')}
      </Button>
      <SocialButtons
        providers={config?.providers ?? []}
        busy={busy}
        t={t}
        onChoose={(provider) => void run(() => signInWithProvider(provider))}
      />
      <p className="auth-switch">
        {t('register.haveAccount')} <a href={routeOf('signIn', locale)}>{t('register.toSignIn')}</a>
      </p>
    </Form>
  );
}
