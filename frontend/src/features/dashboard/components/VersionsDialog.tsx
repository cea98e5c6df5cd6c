import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { Spinner } from '../../../components/ui/Spinner';
import { toast } from '../../../components/ui/toast-queue';
import type { Locale } from '../../../i18n';
import { downloadResumeVersionPdf, listResumeVersions, restoreResumeVersion } from '../../../lib/api/resumes';
import type { ResumeVersionItem } from '../../../lib/api/types';
import { problemText } from '../hooks/useItemActions';
import { usePendingAction } from '../hooks/usePendingAction';
import { fileNameOf } from '../library';
import { saveFile } from '../../../lib/save-file';
import { formatDate, type DashText } from '../text';

/** A resume's versions, newest first (the first is the current content): restore one, or download its PDF. */
export function VersionsDialog({
  id,
  name,
  locale,
  t,
  onChanged,
  onClose,
}: {
  id: string;
  name: string;
  locale: Locale;
  t: DashText;
  onChanged: () => void;
  onClose: () => void;
}) {
  const [versions, setVersions] = useState<ResumeVersionItem[] | null>(null);
  const { busy, error, setError, run } = usePendingAction<string>(t);

  const load = () =>
    listResumeVersions(id)
      .then(setVersions)
      .catch((failure: unknown) => setError(problemText(failure, t)));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per resume
  }, [id]);

  const when = (iso: string) =>
    `${formatDate(iso, locale)} ${new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}`;

  return (
    <Dialog title={t('versions.title', { name })} isOpen onOpenChange={(open) => !open && onClose()} isBusy={busy !== null} size="md">
      <div className="dash-dialog stack">
        <p>{t('versions.body')}</p>
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        {versions === null && !error && <Spinner label={t('versions.loading')} />}
        {versions && (
          <ol className="dash-versions" data-testid="versions">
            {versions.map((version, index) => (
              <li key={version.id} className="dash-versions__item">
                <div>
                  <strong>{t(`versions.reason.${version.reason}`)}</strong>
                  {index === 0 && <span className="dash-badge">{t('versions.current')}</span>}
                  <div className="text-muted">{when(version.createdAt)}</div>
                </div>
                <div className="dash-versions__actions">
                  {index > 0 && (
                    <Button
                      size="sm"
                      variant="secondary"
                      isPending={busy === version.id}
                      isDisabled={busy !== null && busy !== version.id}
                      onPress={() =>
                        run(version.id, async () => {
                          await restoreResumeVersion(id, version.id);
                          toast.show({ tone: 'success', text: t('versions.restored', { date: when(version.createdAt) }) });
                          onChanged();
                          await load();
                        })
                      }
                    >
                      {t('versions.restore')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    isDisabled={busy !== null}
                    onPress={() =>
                      run(version.id, async () => {
                        const blob = await downloadResumeVersionPdf(id, version.id, { template: 'ats', lang: locale });
                        saveFile(blob, fileNameOf(name, `-${version.createdAt.slice(0, 10)}.pdf`));
                      })
                    }
                  >
                    {t('versions.download')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="dash-dialog__actions">
          <Button variant="ghost" onPress={onClose}>
            {t('versions.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
