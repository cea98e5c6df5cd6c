import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/Button';
import { InlineMessage } from '../../components/ui/InlineMessage';
import type { Messages } from '../../i18n';
import { checkResumeFile } from '../../lib/file-checks';
import { ApiError } from '../../lib/api/client';
import { downloadResumePdf, resumePreview, uploadResume } from '../../lib/api/resumes';
import { watchRun } from '../../lib/api/runs';
import type { PipelineRun, ResumeStage } from '../../lib/api/types';
import { libraryChanged } from '../../stores/library';
import { $session, LOADING_SESSION } from '../../stores/session';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import './upload.css';

type Template = 'ats' | 'modern';
const TEMPLATES: Template[] = ['ats', 'modern'];
type Stage = ResumeStage;
interface ResumeStatus {
  id: string;
  fileName: string;
  /** The intake run (parse, render) followed at /api/runs/:runId. */
  runId: string;
  stage: Stage;
  progress: number | null;
  errorMessage?: string | null;
}

/** The page's stage words for the intake run's state (queued, then each of its stages, then ready or failed). */
function stageOf(run: PipelineRun): Stage {
  if (run.status === 'succeeded') return 'ready';
  if (run.status === 'failed') return 'failed';
  return run.stage === 'extracting' || run.stage === 'rendering' ? run.stage : 'queued';
}
interface Props {
  locale: 'en' | 'fr';
  messages: Messages<'upload'>;
}

/**
 * The walking skeleton of the main flow: upload, progress, download. The session (a guest for a
 * first visitor) is started by the app shell on the same page; this island waits for it.
 */
export default function UploadIsland({ locale, messages: t }: Props) {
  const state = useHydratedStore($session, LOADING_SESSION).state;
  const session = state === 'anonymous' || state === 'signed-in' ? 'ready' : 'connecting';
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<ResumeStatus | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The intake run's stages arrive as server-sent events (lib/api falls back to polling), the
  // same way as every other long task's.
  const runId = status?.runId;
  useEffect(() => {
    if (!runId) return;
    return watchRun(
      runId,
      (run) =>
        setStatus((current) =>
          current?.runId === runId
            ? { ...current, stage: stageOf(run), progress: run.status === 'failed' ? null : run.progress, errorMessage: run.errorMessage }
            : current,
        ),
      (failure) => setError(problemText(failure, t)),
    );
  }, [runId, t]);

  function choose(selected: File | null) {
    setError(null);
    setStatus(null);
    if (!selected) return setFile(null);
    const problem = checkResumeFile(selected);
    if (problem) {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      return setError(t[`upload.errors.${problem}`]);
    }
    setFile(selected);
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(t['upload.errors.missing']);
    setBusy(true);
    setError(null);
    try {
      const uploaded = await uploadResume(file);
      setStatus({
        id: uploaded.id,
        fileName: uploaded.fileName,
        runId: uploaded.runId,
        stage: uploaded.stage,
        progress: uploaded.progress,
        errorMessage: null,
      });
      // The dashboard on this page lists it at once and follows its processing.
      libraryChanged();
    } catch (failure) {
      setError(problemText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function download(template: Template) {
    if (!status) return;
    try {
      const url = URL.createObjectURL(await downloadResumePdf(status.id, template));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${status.fileName.replace(/\.(pdf|docx?|json)$/i, '')}-atelier-${template}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(problemText(failure, t));
    }
  }

  function reset() {
    setStatus(null);
    setFile(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <section className="card upload-flow" data-session={session}>
      {!status && (
        <form onSubmit={upload} noValidate>
          <p className="upload-flow__label">{t['upload.label']}</p>
          {/* The native input is visually hidden: its button text follows the browser's language,
              not the page's. The label below is the localised, keyboard-reachable picker. */}
          <input
            id="resume-file"
            className="visually-hidden"
            ref={inputRef}
            type="file"
            name="file"
            accept=".pdf,.doc,.docx,.json,application/pdf,application/json,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
            aria-describedby="resume-hint"
          />
          <div className="file-picker">
            <label htmlFor="resume-file" className={buttonClass({ variant: 'secondary' })}>
              {t['upload.choose']}
            </label>
            <span data-testid="chosen-file">{file ? file.name : t['upload.noFile']}</span>
          </div>
          <p id="resume-hint" className="upload-flow__hint">
            {t['upload.hint']}
          </p>
          <Button type="submit" isDisabled={session !== 'ready'} isPending={busy}>
            {session === 'ready' ? t['upload.submit'] : t['session.connecting']}
          </Button>
        </form>
      )}
      {status && (
        <div aria-live="polite">
          <p data-testid="stage" data-stage={status.stage}>
            <strong>{t[`stage.${status.stage}`]}</strong>
          </p>
          {status.progress !== null && (
            <progress className="upload-flow__progress" max={100} value={status.progress} aria-label={t['progress.label']} />
          )}
          {status.stage === 'failed' && <InlineMessage tone="error">{status.errorMessage ?? t['upload.errors.generic']}</InlineMessage>}
          {status.stage === 'ready' && (
            <p>
              <a href={`${locale === 'fr' ? '/fr' : ''}/resumes/${encodeURIComponent(status.id)}/edit`}>{t['result.edit']}</a>
            </p>
          )}
          {status.stage === 'ready' && <TemplateChoice resumeId={status.id} locale={locale} t={t} onDownload={download} />}
          {(status.stage === 'ready' || status.stage === 'failed') && (
            <p>
              <Button variant="ghost" onPress={reset}>
                {status.stage === 'failed' ? t['result.tryAgain'] : t['result.another']}
              </Button>
            </p>
          )}
        </div>
      )}
      {error && (
        <InlineMessage tone="error" className="upload-flow__error">
          {error}
        </InlineMessage>
      )}
    </section>
  );
}

/** The API's message (already in the page's language) or, when it was never reached, a connection hint. */
function problemText(failure: unknown, t: Messages<'upload'>): string {
  if (failure instanceof ApiError) return failure.isNetwork ? t['upload.errors.network'] : failure.message || t['upload.errors.generic'];
  return t['upload.errors.generic'];
}

/** The two styles side by side: first-page preview and a download for each. */
function TemplateChoice({
  resumeId,
  locale,
  t,
  onDownload,
}: {
  resumeId: string;
  locale: 'en' | 'fr';
  t: Messages<'upload'>;
  onDownload(template: Template): void;
}) {
  const [previews, setPreviews] = useState<Partial<Record<Template, string>>>({});
  useEffect(() => {
    const urls: string[] = [];
    for (const template of TEMPLATES) {
      // Previews need the user's token, so they come through fetch rather than <img src>.
      resumePreview(resumeId, template)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          urls.push(url);
          setPreviews((p) => ({ ...p, [template]: url }));
        })
        .catch(() => undefined);
    }
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [resumeId, locale]);
  return (
    <div>
      <h2 className="upload-flow__subheading">{t['template.choose']}</h2>
      <div className="template-grid">
        {TEMPLATES.map((template) => (
          <section key={template} className="template-card" role="group" aria-label={t[`template.${template}`]} data-template={template}>
            <h3>{t[`template.${template}`]}</h3>
            {previews[template] ? (
              <img src={previews[template]} alt={t['template.previewAlt'].replace('{template}', t[`template.${template}`])} />
            ) : (
              <div className="preview-placeholder" aria-hidden="true" />
            )}
            <Button onPress={() => onDownload(template)}>{t['result.download']}</Button>
          </section>
        ))}
      </div>
    </div>
  );
}
