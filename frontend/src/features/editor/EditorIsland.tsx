import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ResumeContent, ResumeTemplate } from '@atelier/contracts';
import { Button } from '../../components/ui/Button';
import { InlineMessage } from '../../components/ui/InlineMessage';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Select } from '../../components/ui/Select';
import { I18nProvider } from '../../components/ui';
import { downloadResumePdf } from '../../lib/api/resumes';
import { downloadResumeDocx, getResumeContent } from '../../lib/api/resume-content';
import { $session, LOADING_SESSION } from '../../stores/session';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import { BasicsEditor } from './components/BasicsEditor';
import { CheckFirst } from './components/CheckFirst';
import { PreviewFrame } from './components/PreviewFrame';
import { type EditActions, SectionEditor } from './components/SectionEditor';
import { VersionsPanel } from './components/VersionsPanel';
import { type EditorDoc, readDraft, sameDoc } from './draft-storage';
import { fieldId, insertAt, LIST_SECTIONS, moveAt, pathName, removeAt, setAt } from './editor-model';
import { type EditorMessages, fill } from './editor-text';
import { type History, record, redo, startHistory, undo } from './history';
import { useAutosave } from './hooks/useAutosave';
import { usePreview } from './hooks/usePreview';
import { useUndoShortcuts } from './hooks/useUndoShortcuts';
import './editor.css';
import { saveFile } from '../../lib/save-file';

interface Props {
  locale: 'en' | 'fr';
  resumeId: string;
  messages: EditorMessages;
}

type Loaded = Pick<ResumeContent, 'confidence' | 'warnings'>;

/**
 * The resume editor: every section of the structured resume, a live preview from the PDF's own
 * renderer, undo and redo, autosave that is never silent about a failure, and the content
 * language (the PDF's headings, dates, typography), which is the resume's, not the interface's.
 */
export default function EditorIsland({ locale, resumeId, messages: t }: Props) {
  const session = useHydratedStore($session, LOADING_SESSION).state;
  const ready = session === 'anonymous' || session === 'signed-in';
  const [history, setHistory] = useState<History<EditorDoc> | null>(null);
  const [meta, setMeta] = useState<Loaded>({ confidence: {}, warnings: [] });
  const [loadError, setLoadError] = useState(false);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [template, setTemplate] = useState<ResumeTemplate>('ats');
  const [announcement, setAnnouncement] = useState('');
  const [downloadError, setDownloadError] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'docx' | null>(null);
  const [versionsKey, setVersionsKey] = useState(0);
  const doc = history?.present ?? null;
  const autosave = useAutosave(resumeId, doc);
  const preview = usePreview(doc, template);

  const { markSaved } = autosave;
  const apply = useCallback(
    (content: ResumeContent) => {
      const server: EditorDoc = { resume: content.resume, language: content.language };
      const draft = readDraft(resumeId);
      setMeta({ confidence: content.confidence, warnings: content.warnings });
      markSaved(server);
      if (draft && !sameDoc(draft, server)) {
        // Edits the server never confirmed (a reload or a lost connection mid-edit): bring them back.
        setRestoredDraft(true);
        setHistory(record(startHistory(server), draft));
      } else setHistory(startHistory(server));
    },
    [resumeId, markSaved],
  );

  useEffect(() => {
    if (!ready) return;
    let live = true;
    getResumeContent(resumeId).then(
      (content) => live && apply(content),
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [ready, resumeId, apply]);

  const edit = useCallback((change: (doc: EditorDoc) => EditorDoc, key?: string) => {
    setHistory((h) => (h ? record(h, change(h.present), key) : h));
  }, []);

  const actions: EditActions = useMemo(
    () => ({
      change: (path, value) => edit((d) => ({ ...d, resume: setAt(d.resume, path, value) }), pathName(path)),
      add: (path, item) => {
        edit((d) => ({ ...d, resume: insertAt(d.resume, path, item) }));
        // Focus goes to what was added: the new entry's first field, or the new line.
        focusLater(() => {
          if (path.length === 1) {
            const entries = document.querySelectorAll(`[data-section="${String(path[0])}"] .editor-entry`);
            return entries[entries.length - 1]?.querySelector<HTMLElement>('input, textarea') ?? null;
          }
          const lines = document.querySelectorAll<HTMLElement>(`input[id^="${fieldId(pathName(path))}-"]`);
          return lines[lines.length - 1] ?? null;
        });
      },
      remove: (path, index) => {
        edit((d) => ({ ...d, resume: removeAt(d.resume, path, index) }));
        setAnnouncement(t['entry.removed']);
      },
      move: (path, index, by) => {
        edit((d) => ({ ...d, resume: moveAt(d.resume, path, index, by) }));
        const to = index + by;
        setAnnouncement(fill(t['entry.moved'], { n: to + 1 }));
        // Focus follows the item: the same button of the item at its new place.
        focusLater(() => document.getElementById(`${fieldId(pathName([...path, to]))}-${by < 0 ? 'up' : 'down'}`));
      },
    }),
    [edit, t],
  );

  const doUndo = useCallback(() => setHistory((h) => (h ? undo(h) : h)), []);
  const doRedo = useCallback(() => setHistory((h) => (h ? redo(h) : h)), []);
  useUndoShortcuts(doUndo, doRedo);

  async function download(kind: 'pdf' | 'docx') {
    setDownloadError(false);
    setDownloading(kind);
    try {
      if (!(await autosave.flush())) throw new Error('not saved');
      const blob = kind === 'pdf' ? await downloadResumePdf(resumeId, template) : await downloadResumeDocx(resumeId, template);
      const stem = (doc?.resume.basics?.name || 'resume').replace(/[\\/:*?"<>|]+/gu, ' ').trim();
      saveFile(blob, `${stem}-atelier-${template}.${kind}`);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(null);
    }
  }

  if (loadError) return <InlineMessage tone="error">{t['loadFailed']}</InlineMessage>;
  if (!history || !doc)
    return (
      <p role="status" className="text-muted">
        {t['loading']}
      </p>
    );

  const uncertain = (path: string) => (meta.confidence[path] ?? 1) < 0.6;
  const templateName = t[`template.${template}`];

  return (
    <I18nProvider locale={locale === 'fr' ? 'fr-FR' : 'en-US'}>
      <div className="editor" data-testid="editor">
        <div className="editor-bar card" role="toolbar" aria-label={t['toolbar.label']}>
          <div className="editor-bar__group">
            <Button
              variant="secondary"
              size="sm"
              onPress={doUndo}
              isDisabled={history.past.length === 0}
              aria-keyshortcuts="Control+Z Meta+Z"
            >
              {t['toolbar.undo']}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={doRedo}
              isDisabled={history.future.length === 0}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
            >
              {t['toolbar.redo']}
            </Button>
          </div>
          <SaveStatus status={autosave.status} t={t} onRetry={() => void autosave.save()} />
        </div>
        <p className="editor-bar__hint text-muted">{t['toolbar.shortcuts']}</p>
        {restoredDraft && <InlineMessage tone="info">{t['save.restoredDraft']}</InlineMessage>}
        <div className="editor-body">
          <div className="editor-form">
            <CheckFirst resume={doc.resume} confidence={meta.confidence} warnings={meta.warnings} t={t} />
            <section className="editor-section card" aria-labelledby="settings-heading">
              <h2 id="settings-heading" className="visually-hidden">
                {t['language.label']}
              </h2>
              <RadioGroup
                label={t['language.label']}
                description={t['language.help']}
                orientation="horizontal"
                value={doc.language}
                onChange={(value) => edit((d) => ({ ...d, language: value === 'fr' ? 'fr' : 'en' }))}
                options={[
                  { value: 'en', label: t['language.en'] },
                  { value: 'fr', label: t['language.fr'] },
                ]}
              />
            </section>
            <BasicsEditor resume={doc.resume} uncertain={uncertain} t={t} onChange={actions.change} />
            {LIST_SECTIONS.map((section) => (
              <SectionEditor key={section} section={section} resume={doc.resume} uncertain={uncertain} t={t} actions={actions} />
            ))}
            <VersionsPanel
              resumeId={resumeId}
              locale={locale}
              refreshKey={versionsKey + autosave.saves}
              t={t}
              onRestored={async () => {
                const content = await getResumeContent(resumeId);
                const restored: EditorDoc = { resume: content.resume, language: content.language };
                autosave.markSaved(restored);
                setMeta({ confidence: content.confidence, warnings: content.warnings });
                setHistory((h) => (h ? record(h, restored) : startHistory(restored)));
                setVersionsKey((k) => k + 1);
              }}
            />
          </div>
          <aside className="editor-preview" aria-labelledby="preview-heading">
            <div className="editor-preview__head">
              <h2 id="preview-heading" className="editor-section__heading">
                {t['preview.heading']}
              </h2>
              <Select
                label={t['template.label']}
                value={template}
                onChange={(id) => setTemplate(id === 'modern' ? 'modern' : 'ats')}
                options={[
                  { id: 'ats', label: t['template.ats'] },
                  { id: 'modern', label: t['template.modern'] },
                ]}
              />
            </div>
            <div className="editor-preview__actions" role="group" aria-label={t['download.heading']}>
              <Button size="sm" onPress={() => void download('pdf')} isPending={downloading === 'pdf'}>
                {t['download.pdf']}
              </Button>
              <Button size="sm" variant="secondary" onPress={() => void download('docx')} isPending={downloading === 'docx'}>
                {t['download.docx']}
              </Button>
            </div>
            {downloadError && <InlineMessage tone="error">{t['download.failed']}</InlineMessage>}
            <p className="visually-hidden" aria-live="polite">
              {preview.state === 'updating' ? t['preview.updating'] : ''}
            </p>
            {preview.state === 'failed' && <InlineMessage tone="error">{t['preview.failed']}</InlineMessage>}
            {preview.html && (
              <div className="editor-preview__frame-wrap">
                <PreviewFrame
                  html={preview.html}
                  shellKey={`${template}-${doc.language}`}
                  title={fill(t['preview.title'], { template: templateName })}
                />
              </div>
            )}
          </aside>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </div>
    </I18nProvider>
  );
}

function SaveStatus({ status, t, onRetry }: { status: string; t: EditorMessages; onRetry(): void }) {
  if (status === 'failed')
    return (
      <div className="editor-bar__status editor-bar__status--failed" role="alert" data-save-status={status}>
        <span>{t['save.failed']}</span>
        <Button size="sm" variant="danger" onPress={onRetry}>
          {t['save.retry']}
        </Button>
      </div>
    );
  const text = status === 'saving' ? t['save.saving'] : status === 'pending' ? t['save.pending'] : t['save.saved'];
  return (
    <p className="editor-bar__status" role="status" data-save-status={status}>
      {text}
    </p>
  );
}

function focusLater(find: () => HTMLElement | null) {
  requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()));
}
