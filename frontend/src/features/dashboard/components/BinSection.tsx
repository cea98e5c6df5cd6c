import { Button } from '../../../components/ui/Button';
import type { Locale } from '../../../i18n';
import type { BinEntry } from '../hooks/useDashboardData';
import type { ItemRef } from '../item-api';
import { formatDate, type DashText } from '../text';

/** Deleted resumes and SuperMatches, restorable until they are erased 30 days after deletion. Hidden when empty. */
export function BinSection({
  items,
  locale,
  t,
  onRestore,
}: {
  items: BinEntry[];
  locale: Locale;
  t: DashText;
  onRestore: (item: ItemRef) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="dash-section" aria-labelledby="bin-heading">
      <h2 id="bin-heading" className="dash-section__title">
        {t('bin.heading')}
      </h2>
      <p className="text-muted">{t('bin.body')}</p>
      <ul className="dash-rows" data-testid="bin">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="dash-row">
            <div className="dash-row__body">
              <p className="dash-card__name">{item.name}</p>
              <p className="dash-card__meta">
                <span>{t('bin.deleted', { date: formatDate(item.deletedAt, locale) })}</span>
                <span>{t('bin.purge', { date: formatDate(item.purgeAt, locale) })}</span>
              </p>
            </div>
            <Button size="sm" variant="secondary" aria-label={`${t('bin.restore')} – ${item.name}`} onPress={() => onRestore(item)}>
              {t('bin.restore')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
