import { useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/Button';
import { InlineMessage } from '../../components/ui/InlineMessage';
import type { Messages } from '../../i18n';
import { ApiError } from '../../lib/api/client';
import { importLinkedin } from '../../lib/api/resume-content';

interface Props {
  t: Messages<'start'>;
  ready: boolean;
  onImported(resumeId: string): void;
}

/** LinkedIn without an account connection: the data export ZIP or the "Save to PDF" profile. */
export function LinkedinImport({ t, ready, onImported }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; expected: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem({ text: t['linkedin.missing'], expected: false });
    setBusy(true);
    setProblem(null);
    try {
      onImported((await importLinkedin(file)).id);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      if (code === 'LINKEDIN_IMPORT_FAILED' || code === 'UNSUPPORTED_FILE_TYPE' || code === 'EMPTY_FILE')
        setProblem({ text: t['linkedin.failed'], expected: true });
      else if (failure instanceof ApiError && failure.isNetwork) setProblem({ text: t['error.network'], expected: false });
      else setProblem({ text: failure instanceof ApiError && failure.message ? failure.message : t['error.generic'], expected: false });
      setBusy(false);
    }
  }

  return (
    <form className="card start-form" onSubmit={submit} noValidate aria-labelledby="linkedin-heading">
      <h2 id="linkedin-heading">{t['linkedin.heading']}</h2>
      <ol className="start-form__steps">
        <li>{t['linkedin.zip']}</li>
        <li>{t['linkedin.pdf']}</li>
      </ol>
      <input
        id="linkedin-file"
        ref={input}
        className="visually-hidden"
        type="file"
        accept=".zip,.pdf,application/zip,application/pdf"
        onChange={(e) => {
          setFile(e.currentTarget.files?.[0] ?? null);
          setProblem(null);
        }}
      />
      <div className="file-picker">
        <label htmlFor="linkedin-file" className={buttonClass({ variant: 'secondary' })}>
          {t['linkedin.choose']}
        </label>
        <span data-testid="linkedin-file-name">{file ? file.name : t['linkedin.noFile']}</span>
      </div>
      <Button type="submit" isPending={busy} isDisabled={!ready}>
        {ready ? t['linkedin.submit'] : t['session.connecting']}
      </Button>
      <p className="visually-hidden" aria-live="polite">
        {busy ? t['linkedin.importing'] : ''}
      </p>
      {problem && (
        <InlineMessage tone="error">
          <span className="start-form__error">{problem.text}</span>
          {problem.expected && <span className="start-form__expected">{t['linkedin.expected']}</span>}
        </InlineMessage>
      )}
    </form>
  );
}
