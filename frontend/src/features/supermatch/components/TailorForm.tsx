import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink, Form, InlineMessage, Select, Spinner, TextArea, TextField } from '../../../components/ui';
import type { Locale } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { listResumes } from '../../../lib/api/resumes';
import { startSuperMatch } from '../../../lib/api/supermatches';
import type { ResumeListItem } from '../../../lib/api/types';
import { $credits, refreshCredits } from '../../../stores/credits';
import { useHydratedStore } from '../../../stores/use-hydrated-store';
import { supermatchPath, uploadPath } from '../paths';
import type { SuperMatchText } from '../useSuperMatchText';
import { checkJobInput } from '../job-input';
import { Upsell } from './Upsell';

interface Props {
  locale: Locale;
  text: SuperMatchText;
  ready: boolean;
  preselected?: string;
}

/**
 * The tailor screen: which resume (the base by default, or ?resume=<id>), then a job link or a
 * pasted description, with the cost and the balance shown before anything is spent. With too few
 * credits the Plus upsell replaces the button. One Idempotency-Key per attempt: a double click
 * or a retry of the same request never charges twice; changing the inputs makes a new attempt.
 */
export function TailorForm({ locale, text: { t, credits }, ready, preselected }: Props) {
  const balance = useHydratedStore($credits, null);
  const [resumes, setResumes] = useState<ResumeListItem[] | null>(null);
  const [resumeId, setResumeId] = useState<string | null>(null);
  const [jobUrl, setJobUrl] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [errors, setErrors] = useState<{ jobUrl?: string; job?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [shortOfCredits, setShortOfCredits] = useState(false);
  const attempt = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    void refreshCredits();
    listResumes()
      .then((items) => {
        const usable = items.filter((r) => r.stage === 'ready');
        setResumes(usable);
        const chosen = usable.find((r) => r.id === preselected) ?? usable.find((r) => r.isBase) ?? usable[0];
        setResumeId(chosen?.id ?? null);
      })
      .catch(() => setErrors({ form: t('failed.generic') }));
  }, [ready, preselected, t]);

  const changed = () => {
    attempt.current = null;
    setErrors({});
  };

  async function submit() {
    if (busy || !resumeId) return;
    const problem = checkJobInput(jobUrl, jobDescription);
    if (problem === 'invalid-url') return setErrors({ jobUrl: t('tailor.invalidUrl') });
    if (problem === 'required') return setErrors({ job: t('tailor.jobRequired') });
    setBusy(true);
    setErrors({});
    attempt.current ??= crypto.randomUUID();
    try {
      const started = await startSuperMatch(
        { resumeId, jobUrl: jobUrl.trim() || null, jobDescription: jobUrl.trim() ? null : jobDescription.trim() },
        attempt.current,
      );
      void refreshCredits();
      window.location.assign(supermatchPath(started.id, locale));
    } catch (failure) {
      setBusy(false);
      const code = failure instanceof ApiError ? failure.code : '';
      if (code === 'INSUFFICIENT_CREDITS') {
        setShortOfCredits(true);
        void refreshCredits();
      } else if (code === 'INVALID_URL') setErrors({ jobUrl: t('tailor.invalidUrl') });
      else if (code === 'JOB_INPUT_REQUIRED') setErrors({ job: t('tailor.jobRequired') });
      else setErrors({ form: failure instanceof ApiError && failure.message ? failure.message : t('failed.generic') });
    }
  }

  if (resumes === null)
    return (
      <div className="card supermatch-card">
        <h1>{t('tailor.heading')}</h1>
        <Spinner label={t('tailor.loading')} />
        {errors.form && <InlineMessage tone="error">{errors.form}</InlineMessage>}
      </div>
    );

  const cost = balance?.supermatchCost ?? 1;
  const short = shortOfCredits || (balance !== null && balance.balance < cost);
  return (
    <div className="card supermatch-card">
      <h1>{t('tailor.heading')}</h1>
      <p className="text-muted">{t('tailor.lead')}</p>
      {resumes.length === 0 ? (
        <InlineMessage tone="info">
          {t('tailor.noResume')} <a href={uploadPath(locale)}>{t('tailor.uploadLink')}</a>
        </InlineMessage>
      ) : (
        <Form onSubmit={submit} className="supermatch-form">
          <Select
            label={t('tailor.resume')}
            name="resume"
            value={resumeId}
            onChange={(id) => setResumeId(id)}
            options={resumes.map((r) => ({ id: r.id, label: r.isBase ? t('tailor.base', { name: r.name }) : r.name }))}
          />
          <TextField
            label={t('tailor.jobUrl')}
            name="jobUrl"
            type="url"
            description={t('tailor.jobUrlHint')}
            value={jobUrl}
            onChange={(value) => {
              setJobUrl(value);
              changed();
            }}
            errorMessage={errors.jobUrl}
          />
          <p className="supermatch-form__or" aria-hidden="true">
            {t('tailor.or')}
          </p>
          <TextArea
            label={t('tailor.jobDescription')}
            name="jobDescription"
            rows={8}
            description={t('tailor.jobDescriptionHint')}
            value={jobDescription}
            onChange={(value) => {
              setJobDescription(value);
              changed();
            }}
            errorMessage={errors.job}
          />
          <p className="supermatch-cost" data-testid="supermatch-cost">
            <span>{t('tailor.cost', { cost: credits(cost) })}</span>
            {balance && <span>{t('tailor.balance', { balance: credits(balance.balance) })}</span>}
          </p>
          {errors.form && <InlineMessage tone="error">{errors.form}</InlineMessage>}
          {short ? (
            <Upsell locale={locale} t={t} cost={credits(cost)} balance={credits(balance?.balance ?? 0)} />
          ) : (
            <Button type="submit" isPending={busy} isDisabled={!ready}>
              {t('tailor.submit')}
            </Button>
          )}
        </Form>
      )}
      {resumes.length === 0 && <ButtonLink href={uploadPath(locale)}>{t('tailor.uploadLink')}</ButtonLink>}
    </div>
  );
}
