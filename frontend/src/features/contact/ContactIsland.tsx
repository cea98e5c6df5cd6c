import { MAX_CONTACT_MESSAGE_LENGTH } from '@atelier/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Form, FormError } from '../../components/ui/Form';
import { InlineMessage } from '../../components/ui/InlineMessage';
import { TextArea, TextField } from '../../components/ui/TextField';
import { I18nProvider } from 'react-aria-components';
import { translator, type Locale, type Messages } from '../../i18n';
import { ApiError, sendContactMessage } from '../../lib/api';
import { validateContact, type ContactDraft, type ContactProblem } from './validate-contact';
import './contact.css';

interface Props {
  locale: Locale;
  messages: Messages<'contact'>;
}

const EMPTY: ContactDraft = { name: '', email: '', message: '' };

/**
 * Contact Us: name, e-mail and message, sent to the API. The "website" field is a honeypot,
 * off-screen and hidden from assistive technology: people leave it empty, form-filling bots do not.
 * A refusal (too many messages, invalid field) shows the server's localised message.
 */
export default function ContactIsland({ locale, messages }: Props) {
  const t = translator(messages, locale);
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<Partial<Record<keyof ContactDraft, ContactProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  /** What each field takes from the form's state: its name, value, change handler and error text. */
  const bind = (field: keyof ContactDraft) => {
    const problem = problems[field];
    return {
      name: field,
      value: draft[field],
      onChange: (value: string) => setDraft((d) => ({ ...d, [field]: value })),
      errorMessage: problem && t(problem, { max: MAX_CONTACT_MESSAGE_LENGTH }),
    };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(draft);
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await sendContactMessage({ ...draft, email: draft.email.trim(), ...(honeypot ? { website: honeypot } : {}) });
      setSent(true);
      setDraft(EMPTY);
    } catch (failure) {
      // The API's message is already in the page's language (Accept-Language); a network failure has none of ours.
      setError(failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section className="contact-form" aria-labelledby="contact-heading" data-testid="contact-sent">
        <h2 id="contact-heading">{t('heading')}</h2>
        <InlineMessage tone="success">{t('sent')}</InlineMessage>
        <Button variant="secondary" onPress={() => setSent(false)}>
          {t('another')}
        </Button>
      </section>
    );
  }

  return (
    <I18nProvider locale={locale}>
      <section className="contact-form" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t('heading')}</h2>
        <Form onSubmit={submit} data-testid="contact-form">
          <TextField label={t('name')} autoComplete="name" {...bind('name')} />
          <TextField label={t('email')} type="email" autoComplete="email" {...bind('email')} />
          <TextArea label={t('message')} rows={6} {...bind('message')} />
          <div className="contact-form__trap" aria-hidden="true">
            <label>
              {t('honeypot')}
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(e) => setHoneypot(e.target.value)}
              />
            </label>
          </div>
          <div data-testid="form-error">{error && <FormError title={error} />}</div>
          <Button type="submit" isPending={busy}>
            {busy ? t('sending') : t('submit')}
          </Button>
        </Form>
      </section>
    </I18nProvider>
  );
}
