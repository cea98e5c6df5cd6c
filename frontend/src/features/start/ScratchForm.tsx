import { useRef, useState, type FormEvent } from 'react';
import type { ScratchBody } from '@atelier/contracts';
import { Button } from '../../components/ui/Button';
import { InlineMessage } from '../../components/ui/InlineMessage';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { TextArea, TextField } from '../../components/ui/TextField';
import { format, type Messages } from '../../i18n';
import { ApiError } from '../../lib/api/client';
import { createScratchResume } from '../../lib/api/resume-content';

interface Props {
  locale: 'en' | 'fr';
  t: Messages<'start'>;
  ready: boolean;
  onCreated(resumeId: string): void;
}

interface Job {
  position: string;
  name: string;
  startDate: string;
  endDate: string;
  notes: string;
}
const emptyJob = (): Job => ({ position: '', name: '', startDate: '', endDate: '', notes: '' });
const STEPS = 3;
const commaList = (text: string) =>
  text
    .split(/[,;\n]/u)
    .map((part) => part.trim())
    .filter(Boolean);

/** Start from scratch in three short steps; nothing asked twice, every answer kept between steps. */
export function ScratchForm({ locale, t, ready, onCreated }: Props) {
  const [step, setStep] = useState(1);
  const [who, setWho] = useState({ name: '', label: '', email: '', phone: '', city: '', summary: '' });
  const [language, setLanguage] = useState<'en' | 'fr'>(locale);
  const [jobs, setJobs] = useState<Job[]>([emptyJob()]);
  const [school, setSchool] = useState({ institution: '', studyType: '', endDate: '' });
  const [skills, setSkills] = useState('');
  const [languages, setLanguages] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const go = (to: number) => {
    setStep(to);
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!who.name.trim()) {
      setNameError(t['scratch.nameMissing']);
      return go(1);
    }
    if (step < STEPS) return go(step + 1);
    setBusy(true);
    setProblem(null);
    const body: ScratchBody = {
      language,
      ...who,
      work: jobs.filter((job) => job.position.trim() || job.name.trim()),
      education: school.institution.trim() ? [school] : [],
      skills: commaList(skills),
      languages: commaList(languages).map((name) => ({ language: name })),
    };
    try {
      onCreated((await createScratchResume(body)).id);
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.isNetwork
          ? t['error.network']
          : failure instanceof ApiError && failure.message
            ? failure.message
            : t['error.generic'],
      );
      setBusy(false);
    }
  }

  const stepTitle = t[`scratch.step${step}` as 'scratch.step1'];
  const setJob = (index: number, key: keyof Job, value: string) =>
    setJobs((all) => all.map((job, i) => (i === index ? { ...job, [key]: value } : job)));

  return (
    <form className="card start-form" onSubmit={submit} noValidate aria-labelledby="scratch-heading">
      <h2 id="scratch-heading">{t['scratch.heading']}</h2>
      <p className="text-muted">{format(t['scratch.progress'], { step, total: STEPS })}</p>
      <h3 ref={heading} tabIndex={-1} className="start-form__step">
        {stepTitle}
      </h3>
      {step === 1 && (
        <div className="start-form__fields">
          <TextField
            label={t['scratch.name']}
            isRequired
            requiredHint={t['scratch.required']}
            value={who.name}
            errorMessage={nameError}
            autoComplete="name"
            onChange={(name) => (setWho({ ...who, name }), setNameError(undefined))}
          />
          <TextField
            label={t['scratch.label']}
            value={who.label}
            autoComplete="organization-title"
            onChange={(label) => setWho({ ...who, label })}
          />
          <TextField
            label={t['scratch.email']}
            type="email"
            value={who.email}
            autoComplete="email"
            onChange={(email) => setWho({ ...who, email })}
          />
          <TextField
            label={t['scratch.phone']}
            type="tel"
            value={who.phone}
            autoComplete="tel"
            onChange={(phone) => setWho({ ...who, phone })}
          />
          <TextField
            label={t['scratch.city']}
            value={who.city}
            autoComplete="address-level2"
            onChange={(city) => setWho({ ...who, city })}
          />
          <TextArea label={t['scratch.summary']} value={who.summary} onChange={(summary) => setWho({ ...who, summary })} rows={3} />
          <RadioGroup
            label={t['scratch.language']}
            orientation="horizontal"
            value={language}
            onChange={(value) => setLanguage(value === 'fr' ? 'fr' : 'en')}
            options={[
              { value: 'en', label: 'English' },
              { value: 'fr', label: 'Français' },
            ]}
          />
        </div>
      )}
      {step === 2 &&
        jobs.map((job, index) => (
          <fieldset key={index} className="start-form__fields start-form__job">
            <legend>{format(t['scratch.job'], { n: index + 1 })}</legend>
            <TextField label={t['scratch.position']} value={job.position} onChange={(v) => setJob(index, 'position', v)} />
            <TextField label={t['scratch.company']} value={job.name} onChange={(v) => setJob(index, 'name', v)} />
            <TextField label={t['scratch.start']} value={job.startDate} onChange={(v) => setJob(index, 'startDate', v)} />
            <TextField label={t['scratch.end']} value={job.endDate} onChange={(v) => setJob(index, 'endDate', v)} />
            <TextArea label={t['scratch.notes']} value={job.notes} onChange={(v) => setJob(index, 'notes', v)} rows={4} />
            {jobs.length > 1 && (
              <Button variant="ghost" size="sm" onPress={() => setJobs((all) => all.filter((_, i) => i !== index))}>
                {format(t['scratch.removeJob'], { n: index + 1 })}
              </Button>
            )}
          </fieldset>
        ))}
      {step === 2 && jobs.length < 20 && (
        <Button variant="secondary" onPress={() => setJobs((all) => [...all, emptyJob()])}>
          {t['scratch.addJob']}
        </Button>
      )}
      {step === 3 && (
        <div className="start-form__fields">
          <TextField
            label={t['scratch.school']}
            value={school.institution}
            onChange={(institution) => setSchool({ ...school, institution })}
          />
          <TextField label={t['scratch.degree']} value={school.studyType} onChange={(studyType) => setSchool({ ...school, studyType })} />
          <TextField label={t['scratch.graduation']} value={school.endDate} onChange={(endDate) => setSchool({ ...school, endDate })} />
          <TextArea label={t['scratch.skills']} value={skills} onChange={setSkills} rows={2} />
          <TextField label={t['scratch.languages']} value={languages} onChange={setLanguages} />
        </div>
      )}
      {problem && <InlineMessage tone="error">{problem}</InlineMessage>}
      <div className="start-form__nav">
        {step > 1 && (
          <Button variant="secondary" onPress={() => go(step - 1)}>
            {t['scratch.previous']}
          </Button>
        )}
        <Button type="submit" isPending={busy} isDisabled={!ready}>
          {!ready ? t['session.connecting'] : step < STEPS ? t['scratch.next'] : t['scratch.create']}
        </Button>
      </div>
    </form>
  );
}
