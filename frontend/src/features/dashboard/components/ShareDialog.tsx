import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { TextField } from '../../../components/ui/TextField';
import { toast } from '../../../components/ui/toast-queue';
import type { Locale } from '../../../i18n';
import type { ShareLink } from '../../../lib/api/types';
import { usePendingAction } from '../hooks/usePendingAction';
import type { DashText } from '../text';

/**
 * Make a share link, see it, copy it ("Download link copied to clipboard."), revoke it. The link
 * is shown only when made (the server keeps only its hash), so making one again replaces it.
 */
export function ShareDialog({
  name,
  locale,
  t,
  share,
  unshare,
  onChanged,
  onClose,
}: {
  name: string;
  locale: Locale;
  t: DashText;
  share: (choice: { template: 'ats'; lang: Locale }) => Promise<ShareLink>;
  unshare: () => Promise<void>;
  onChanged: () => void;
  onClose: () => void;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const action = usePendingAction(t);
  const busy = action.busy !== null;
  const { error, setError } = action;
  const run = (task: () => Promise<void>) =>
    action.run(true, async () => {
      setStatus(null);
      await task();
      onChanged();
    });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ tone: 'success', text: t('share.copied') });
      setStatus(t('share.copied'));
    } catch {
      // Clipboard refused (permissions): the link stays selectable in the field.
      setError(t('problem.failed'));
    }
  }

  return (
    <Dialog title={t('share.title', { name })} isOpen onOpenChange={(open) => !open && onClose()} isBusy={busy} size="md">
      <div className="dash-dialog stack">
        <p>{t('share.body')}</p>
        {link ? (
          <TextField label={t('share.link')} value={link} isReadOnly className="dash-share__link" />
        ) : (
          <p className="text-muted">{t('share.none')}</p>
        )}
        <p role="status" className="dash-dialog__status">
          {status}
        </p>
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <div className="dash-dialog__actions">
          {link && (
            <Button onPress={() => copy(link)} isDisabled={busy}>
              {t('share.copy')}
            </Button>
          )}
          <Button
            variant={link ? 'secondary' : 'primary'}
            isPending={busy}
            onPress={() =>
              run(async () => {
                const made = await share({ template: 'ats', lang: locale });
                setLink(made.url);
                await copy(made.url);
              })
            }
          >
            {link ? t('share.recreate') : t('share.create')}
          </Button>
          <Button
            variant="danger"
            isDisabled={busy}
            onPress={() =>
              run(async () => {
                await unshare();
                setLink(null);
                setStatus(t('share.revoked'));
              })
            }
          >
            {t('share.revoke')}
          </Button>
          <Button variant="ghost" onPress={onClose} isDisabled={busy}>
            {t('share.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
