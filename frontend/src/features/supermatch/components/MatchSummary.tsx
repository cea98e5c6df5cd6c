import type { Locale } from '../../../i18n';
import type { SuperMatch, SuperMatchReport } from '../../../lib/api/types';
import type { SuperMatchText } from '../useSuperMatchText';

const FACTORS = ['hardSkills', 'jobTitle', 'education', 'experience', 'languages'] as const;
const isFactor = (id: string): id is (typeof FACTORS)[number] => (FACTORS as readonly string[]).includes(id);
const CONFIDENCES = ['low', 'medium', 'high'] as const;
const confidenceKey = (level: string): `confidence.${(typeof CONFIDENCES)[number]}` =>
  `confidence.${(CONFIDENCES as readonly string[]).includes(level) ? (level as (typeof CONFIDENCES)[number]) : 'medium'}`;

/** The job (title, company), the verdict and its confidence, the score before and after, and its factors. */
export function MatchSummary({
  supermatch,
  report,
  locale,
  text: { t },
}: {
  supermatch: SuperMatch;
  report: SuperMatchReport | null;
  locale: Locale;
  text: SuperMatchText;
}) {
  const match = supermatch.match;
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <section className="card supermatch-card" aria-labelledby="supermatch-job">
      <p className="supermatch-eyebrow">{t('result.heading')}</p>
      <h1 id="supermatch-job" data-testid="supermatch-job-title">
        {supermatch.jobTitle ?? t('result.untitled')}
      </h1>
      {supermatch.company && (
        <p className="supermatch-company" data-testid="supermatch-company">
          {t('result.company', { company: supermatch.company })}
        </p>
      )}
      {match && (
        <div className="supermatch-verdict">
          <span className={`supermatch-badge supermatch-badge--${match.verdict}`} data-testid="supermatch-verdict">
            {t(match.verdict === 'good' ? 'verdict.good' : 'verdict.poor')}
          </span>
          <span>{t('confidence', { level: t(confidenceKey(match.confidence)) })}</span>
          <span className="supermatch-score">
            {t('score')}: <strong>{report ? report.scoreAfter : match.score}</strong>/100
          </span>
        </div>
      )}
      {report && <p className="text-muted">{t('score.beforeAfter', { before: report.scoreBefore, after: report.scoreAfter })}</p>}
      {report && report.factors.length > 0 && (
        <>
          <h2>{t('factors.heading')}</h2>
          <ul className="supermatch-factors">
            {report.factors.map((f) => (
              <li key={f.id}>
                <span className="supermatch-factor__name">{isFactor(f.id) ? t(`factor.${f.id}`) : f.id}</span>
                <span className="supermatch-factor__score">
                  {f.score}/100 · {t('factor.weight', { weight: percent.format(f.weight) })}
                </span>
                <span className="supermatch-factor__why">{f.explanation}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {match && match.reasons.length > 0 && (
        <>
          <h2>{t('reasons.heading')}</h2>
          <ul className="supermatch-reasons">
            {match.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
