import { useEffect, useState } from 'react';
import type { ResumeVersionItem } from '@atelier/contracts';
import { Button } from '../../../components/ui/Button';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { listResumeVersions, restoreResumeVersion } from '../../../lib/api/resumes';
import { type EditorMessages, fill } from '../editor-text';

interface Props {
  resumeId: string;
  locale: 'en' | 'fr';
  /** Changes after each save, so the list shows the newest version. */
  refreshKey: number;
  t: EditorMessages;
  /** Called once a version is the content again: the editor reloads it. */
  onRestored(): Promise<void>;
}

/** The resume's versions (every save, enhancement, tailoring), newest first; any can be restored. */
export function VersionsPanel({ resumeId, locale, refreshKey, t, onRestored }: Props) {
  const [items, setItems] = useState<ResumeVersionItem[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    listResumeVersions(resumeId).then(
      (list) => live && (setItems(list), setProblem(null)),
      () => live && setProblem(t['versions.loadFailed']),
    );
    return () => {
      live = false;
    };
  }, [resumeId, refreshKey, t]);

  const when = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' });

  async function restore(version: ResumeVersionItem) {
    setBusy(version.id);
    setDone(false);
    setProblem(null);
    try {
      await restoreResumeVersion(resumeId, version.id);
      await onRestored();
      setDone(true);
    } catch {
      setProblem(t['versions.restoreFailed']);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="editor-section card editor-versions" aria-labelledby="versions-heading">
      <h2 id="versions-heading" className="editor-section__heading">
        {t['versions.heading']}
      </h2>
      <p className="text-muted">{t['versions.lead']}</p>
      <div aria-live="polite">
        {done && <InlineMessage tone="success">{t['versions.restored']}</InlineMessage>}
        {problem && <InlineMessage tone="error">{problem}</InlineMessage>}
      </div>
      {items && items.length === 0 && <p>{t['versions.empty']}</p>}
      {items && items.length > 0 && (
        <ol className="editor-versions__list">
          {items.map((version, index) => {
            const date = when.format(new Date(version.createdAt));
            return (
              <li key={version.id} className="editor-versions__item" data-version-reason={version.reason}>
                <span>
                  <strong>{t[`versions.reason.${version.reason}`]}</strong> · <time dateTime={version.createdAt}>{date}</time>
                  {index === 0 && <span className="editor-versions__current"> · {t['versions.current']}</span>}
                </span>
                {index > 0 && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={fill(t['versions.restoreLabel'], { date })}
                    isPending={busy === version.id}
                    onPress={() => void restore(version)}
                  >
                    {t['versions.restore']}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
