import { useEffect, useState } from 'react';
import { getCreditLedger } from '../../../lib/api/credits';
import type { CreditEntry } from '../../../lib/api/types';
import type { Locale } from '../../../i18n';
import { $credits, refreshCredits } from '../../../stores/credits';
import { useHydratedStore } from '../../../stores/use-hydrated-store';
import { formatDate, type DashText } from '../text';

const LEDGER_LINES = 5;
const KNOWN_REASONS = new Set(['welcome', 'plus-monthly', 'supermatch', 'refund', 'operator']);

/**
 * Credits left and the plan, the last few ledger lines (what was granted, charged and refunded, and
 * why), and what Plus gives. There is no payment yet: the upsell says to ask us, and never shows a
 * card form.
 */
export function CreditsPanel({ uid, locale, t, changes }: { uid: string | null; locale: Locale; t: DashText; changes: number }) {
  const credits = useHydratedStore($credits, null);
  const [entries, setEntries] = useState<CreditEntry[] | null>(null);
  useEffect(() => {
    if (!uid) return;
    void refreshCredits();
    getCreditLedger()
      .then((ledger) => setEntries(ledger.entries.slice(0, LEDGER_LINES)))
      .catch(() => setEntries([]));
  }, [uid, changes]);

  const reason = (entry: CreditEntry) => t(`credits.reason.${KNOWN_REASONS.has(entry.reason) ? (entry.reason as 'welcome') : 'other'}`);
  const contact = locale === 'fr' ? '/fr/contact' : '/contact';

  return (
    <section className="dash-panel" aria-labelledby="credits-heading">
      <h2 id="credits-heading" className="dash-panel__title">
        {t('credits.heading')}
      </h2>
      {credits && (
        <>
          <p className="dash-credits" data-testid="dashboard-credits">
            <strong>{t('credits.balance', { count: credits.balance })}</strong>
            <span className="dash-badge">{t(`credits.plan.${credits.plan}`)}</span>
          </p>
          <p className="text-muted">{t('credits.cost', { count: credits.supermatchCost })}</p>
        </>
      )}
      <h3 className="dash-panel__subtitle">{t('credits.ledger')}</h3>
      {entries && entries.length === 0 && <p className="text-muted">{t('credits.ledger.none')}</p>}
      {entries && entries.length > 0 && (
        <ul className="dash-ledger">
          {entries.map((entry) => (
            <li key={entry.id} className="dash-ledger__line">
              <span className={`dash-ledger__amount dash-ledger__amount--${entry.kind}`}>
                {t(`credits.kind.${entry.kind}`, { amount: entry.amount })}
              </span>
              <span>{reason(entry)}</span>
              <span className="text-muted">{formatDate(entry.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      {credits && (
        <div className="dash-plus">
          <h3 className="dash-panel__subtitle">{t('plus.title')}</h3>
          {credits.plan === 'plus' ? (
            <p>{t('plus.active', { count: credits.plusMonthlyCredits })}</p>
          ) : (
            <>
              <p>{t('plus.body', { count: credits.plusMonthlyCredits })}</p>
              <p className="text-muted">{t('plus.how')}</p>
              <a className="button button--secondary button--sm" href={contact}>
                {t('plus.contact')}
              </a>
            </>
          )}
        </div>
      )}
    </section>
  );
}
