import { useEffect, useState } from 'react';
import { Button, Checkbox, InlineMessage, Spinner } from '../../../components/ui';
import { ApiError } from '../../../lib/api/client';
import { listResumeChanges, reviewResumeChanges } from '../../../lib/api/supermatches';
import type { ResumeChangeView } from '../../../lib/api/types';
import type { SuperMatchText } from '../useSuperMatchText';

const shown = (value: string | string[] | null) => (Array.isArray(value) ? value.join(' · ') : (value ?? ''));

/**
 * Every change tailoring made, with its reason; each one can be undone. Applying sends the ids to
 * undo to the change review API, which re-applies only the kept ones and makes the PDFs again.
 */
export function ChangeReview({ resumeId, text: { t }, onReviewed }: { resumeId: string; text: SuperMatchText; onReviewed: () => void }) {
  const [changes, setChanges] = useState<ResumeChangeView[] | null>(null);
  const [kept, setKept] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const show = (list: ResumeChangeView[]) => {
    setChanges(list);
    setKept(new Set(list.filter((c) => c.accepted).map((c) => c.id)));
  };
  useEffect(() => {
    listResumeChanges(resumeId)
      .then((list) => show(list.changes))
      .catch(() => setNotice({ tone: 'error', text: t('failed.generic') }));
  }, [resumeId, t]);

  async function apply() {
    if (!changes) return;
    setBusy(true);
    setNotice(null);
    try {
      const reviewed = await reviewResumeChanges(
        resumeId,
        changes.filter((c) => !kept.has(c.id)).map((c) => c.id),
      );
      show(reviewed.changes);
      setNotice({ tone: 'success', text: t('changes.applied') });
      onReviewed();
    } catch (failure) {
      setNotice({ tone: 'error', text: failure instanceof ApiError && failure.message ? failure.message : t('failed.generic') });
    } finally {
      setBusy(false);
    }
  }

  const dirty = changes?.some((c) => c.accepted !== kept.has(c.id)) ?? false;
  return (
    <section className="card supermatch-card" aria-labelledby="change-review">
      <h2 id="change-review">{t('changes.heading')}</h2>
      {changes === null && !notice && <Spinner label={t('loading')} />}
      {changes && changes.length === 0 && <p>{t('changes.none')}</p>}
      {changes && changes.length > 0 && (
        <>
          <p className="text-muted">{t('changes.lead')}</p>
          <p>{t('changes.count', { kept: kept.size, total: changes.length })}</p>
          <ol className="change-list" data-testid="change-list">
            {changes.map((change) => (
              <li key={change.id} className="change" data-change-id={change.id} data-op={change.op} data-accepted={change.accepted}>
                <p className="change__reason">{change.reason.text}</p>
                {change.before !== null && shown(change.before) !== '' && (
                  <p className="change__before">
                    <span className="change__label">{t('changes.before')}</span> <del>{shown(change.before)}</del>
                  </p>
                )}
                <p className="change__after">
                  <span className="change__label">{t('changes.after')}</span> <ins data-testid="change-after">{shown(change.after)}</ins>
                </p>
                <Checkbox
                  isSelected={kept.has(change.id)}
                  onChange={(on) =>
                    setKept((current) => {
                      const next = new Set(current);
                      if (on) next.add(change.id);
                      else next.delete(change.id);
                      return next;
                    })
                  }
                >
                  {t('changes.keep')}
                </Checkbox>
              </li>
            ))}
          </ol>
          <Button onPress={apply} isPending={busy} isDisabled={!dirty}>
            {t('changes.apply')}
          </Button>
        </>
      )}
      <div aria-live="polite">{notice && <InlineMessage tone={notice.tone}>{notice.text}</InlineMessage>}</div>
    </section>
  );
}
