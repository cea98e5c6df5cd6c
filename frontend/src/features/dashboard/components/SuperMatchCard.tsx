import type { ReactNode } from 'react';
import type { Locale } from '../../../i18n';
import type { SuperMatch } from '../../../lib/api/types';
import { formatDate, type DashText } from '../text';

const LEVELS = new Set(['high', 'medium', 'low']);
/** The confidence level in the page's language (an unknown one as sent). */
const levelOf = (level: string, t: DashText) => (LEVELS.has(level) ? t(`supermatch.level.${level as 'high' | 'medium' | 'low'}`) : level);

/**
 * One SuperMatch of the history: its name (a link to its result screen), the job and company, the
 * verdict with its confidence, the date and its status. `menu` is its actions menu.
 */
export function SuperMatchCard({
  supermatch,
  locale,
  t,
  menu,
  rename,
}: {
  supermatch: SuperMatch;
  locale: Locale;
  t: DashText;
  menu: ReactNode;
  rename: ReactNode | null;
}) {
  const href = `${locale === 'fr' ? '/fr' : ''}/supermatch/${encodeURIComponent(supermatch.id)}`;
  const job =
    supermatch.jobTitle && supermatch.company
      ? t('supermatch.at', { title: supermatch.jobTitle, company: supermatch.company })
      : (supermatch.jobTitle ?? supermatch.company ?? t('supermatch.untitled'));
  return (
    <li className="dash-row" data-testid="supermatch-card">
      <div className="dash-row__body">
        {rename ?? (
          <h3 className="dash-card__name">
            <a href={href}>{supermatch.name}</a>
          </h3>
        )}
        <p className="dash-card__meta">
          <span>{job}</span>
          <span>{t('supermatch.made', { date: formatDate(supermatch.createdAt, locale) })}</span>
        </p>
        <p className="dash-card__meta">
          {supermatch.match && (
            <span className={`dash-badge dash-badge--${supermatch.match.verdict}`}>
              {t(`supermatch.verdict.${supermatch.match.verdict}`)}
            </span>
          )}
          {supermatch.match && <span>{t('supermatch.confidence', { confidence: levelOf(supermatch.match.confidence, t) })}</span>}
          {supermatch.status !== 'ready' && (
            <span
              className={`dash-status dash-status--${supermatch.status}`}
              role={supermatch.status === 'processing' ? 'status' : undefined}
            >
              {t(`supermatch.status.${supermatch.status}`)}
            </span>
          )}
        </p>
      </div>
      <div className="dash-card__menu">{menu}</div>
    </li>
  );
}
