import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { format, type Locale, type Messages } from '../../i18n';
import { ApiError } from '../../lib/api/client';
import { getMe } from '../../lib/api/me';
import type { Profile, ProfileChanges } from '../../lib/api/types';
import { saveProfile } from '../../lib/auth/actions';
import type { Country } from './countries';
import { SignOutButton } from './SignOutButton';
import { TextField } from './components/Field';
import { FormMessage } from './components/FormMessage';
import { useAuthText } from './hooks/useAuthText';
import { Button } from '../../components/ui/Button';
import { Form } from '../../components/ui/Form';
import { InlineMessage } from '../../components/ui/InlineMessage';
import { useDraft } from './hooks/useDraft';
import { useSession } from './hooks/useSession';
import { useSignedOutElsewhere } from './hooks/useSignedOutElsewhere';
import { useUnsavedChangesGuard } from './hooks/useUnsavedChangesGuard';
import { routeOf } from './paths';

// Dialogs load when first opened: the page's own script stays small (React Aria's overlays are the largest part).
const DeleteAccountFlow = lazy(() => import('./DeleteAccountFlow').then((m) => ({ default: m.DeleteAccountFlow })));
const ConfirmDialog = lazy(() => import('../../components/ui/Dialog').then((m) => ({ default: m.ConfirmDialog })));

interface Props {
  locale: Locale;
  messages: Messages<'auth'>;
  /**
   * The country list, named and sorted on the server: the browser's Intl data differs from Node's
   * ("Hong Kong" / "Hong Kong SAR China"), and computing it again here broke hydration (#418).
   */
  countries: Country[];
}

const FIELDS = ['firstName', 'lastName', 'birthday', 'phoneNumber', 'email', 'country'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
const EMPTY: Values = { firstName: '', lastName: '', birthday: '', phoneNumber: '', email: '', country: '' };

const valuesOf = (profile: Profile): Values => Object.fromEntries(FIELDS.map((name) => [name, profile[name] ?? ''])) as Values;

/** The profile (first name, last name, birth day, phone number, e-mail, country); saving needs a registered user. */
export default function ProfileIsland({ locale, messages, countries }: Props) {
  const { t, errorText } = useAuthText(messages, locale);
  const { session } = useSession();
  const draft = useDraft<Values>('profile', EMPTY, FIELDS);
  const [saved, setSaved] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const signedOutElsewhere = useSignedOutElsewhere(session);

  useEffect(() => {
    getMe().then(
      (me) => {
        const server = valuesOf(me.profile);
        setSaved(server);
        // A draft typed before a reload or a language switch wins over what the server has.
        draft.setValues((current) => (isEmpty(current) ? server : current));
      },
      () => {
        setSaved(EMPTY);
        setError(t('profile.errors.saveFailed'));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const values = draft.values;
  const changes = saved ? FIELDS.filter((name) => values[name] !== saved[name]) : [];
  const dirty = changes.length > 0;
  const guard = useUnsavedChangesGuard(dirty);
  const loading = saved === null || session.state === 'loading';
  const guest = !loading && session.state === 'anonymous';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    setInvalid([]);
    setBusy(true);
    try {
      const body: ProfileChanges = Object.fromEntries(changes.map((name) => [name, values[name].trim() || null]));
      const profile = await saveProfile(body);
      const server = valuesOf(profile);
      setSaved(server);
      draft.setValues(server);
      draft.clear();
      setSuccess(t('profile.saved'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'INVALID_REQUEST') setInvalid(failure.fields);
      setError(errorText('profile', failure));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (value: string) => draft.update(name, value),
    error: invalid.includes(name) ? t('profile.invalidField') : null,
    disabled: saved === null,
  });

  return (
    <>
      {signedOutElsewhere && (
        <InlineMessage tone="info" className="auth-note-message">
          {t('session.signedOutElsewhere')} <a href={routeOf('signIn', locale)}>{t('register.toSignIn')}</a>
        </InlineMessage>
      )}
      {/*
        One slot for the loading text, the guest notice and "signed in as": the notes share one grid
        cell and the guest notice (the longest) always holds its height, hidden when it does not
        apply, so the form below does not move when the profile and the session arrive (CLS).
      */}
      <div className="profile-status" role="status">
        <p className={guest ? 'auth-note' : 'auth-note profile-status__spacer'}>
          {t('profile.guestNotice')} <a href={routeOf('register', locale)}>{t('signIn.toRegister')}</a>
        </p>
        {loading && <p className="auth-note">{t('profile.loading')}</p>}
        {!loading && session.state === 'signed-in' && session.user?.email && (
          <p className="auth-note" data-testid="signed-in-as">
            {format(t('profile.signedInAs'), { email: session.user.email })}
          </p>
        )}
      </div>
      <Form className="auth-form profile-form" onSubmit={submit}>
        <div className="field-pair">
          <TextField label={t('profile.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('profile.lastName')} autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField label={t('profile.birthday')} type="date" autoComplete="bday" {...field('birthday')} />
        <TextField label={t('profile.phoneNumber')} type="tel" autoComplete="tel" hint={t('profile.phoneHint')} {...field('phoneNumber')} />
        <TextField label={t('profile.email')} type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <CountrySelect label={t('profile.country')} placeholder={t('profile.noCountry')} options={countries} {...field('country')} />
        <FormMessage error={error} success={success} />
        <div className="form-actions">
          <Button type="submit" isPending={busy}>
            {t('profile.save')}
          </Button>
          <Button variant="secondary" onPress={() => guard.request(routeOf('home', locale))}>
            {t('profile.close')}
          </Button>
        </div>
      </Form>
      <div className="account-actions">
        {session.state === 'signed-in' && <SignOutButton locale={locale} messages={messages} />}
        {(session.state === 'signed-in' || session.state === 'anonymous') && (
          <Button variant="ghost" className="danger-text" onPress={() => setDeleting(true)}>
            {t('deleteAccount.action')}
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        {deleting && <DeleteAccountFlow open locale={locale} messages={messages} onClose={() => setDeleting(false)} />}
        {guard.pending !== null && (
          <ConfirmDialog
            isOpen
            onOpenChange={(open) => !open && guard.stay()}
            title={t('unsaved.title')}
            body={t('unsaved.body')}
            confirmLabel={t('unsaved.leave')}
            cancelLabel={t('unsaved.stay')}
            tone="destructive"
            onConfirm={() => guard.leave(draft.clear)}
          />
        )}
      </Suspense>
    </>
  );
}

const isEmpty = (values: Values) => FIELDS.every((name) => values[name] === '');

function CountrySelect({
  label,
  placeholder,
  options,
  name,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  placeholder: string;
  options: { code: string; name: string }[];
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
  disabled: boolean;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className="ui-field">
      <label htmlFor={`field-${name}`} className="ui-field__label">
        {label}
      </label>
      <select
        id={`field-${name}`}
        className="ui-field__input"
        name={name}
        value={value}
        autoComplete="country"
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{placeholder}</option>
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
