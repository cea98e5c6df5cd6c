import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import type { ReportKeyword, SuperMatchReport } from '../../../lib/api/types';
import { highlight, type Mark } from '../highlight';
import type { SuperMatchText } from '../useSuperMatchText';

/** A keyword's highlight: found or missing in the tailored resume, required or nice to have. */
const toneOf = (k: ReportKeyword) => `${k.foundAfter ? 'found' : 'missing'}-${k.required ? 'required' : 'nice'}`;

function Lit({ text, marks }: { text: string; marks: Mark[] }) {
  return (
    <>
      {highlight(text, marks).map((part, i) =>
        part.tone ? (
          <mark key={i} className={`kw kw--${part.tone}`}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The posting and the tailored resume side by side, the job's keywords lit in both with the same
 * colours (found / missing, required / nice to have), and each keyword found before versus after.
 */
export function MatchReport({ report, text: { t } }: { report: SuperMatchReport; text: SuperMatchText }) {
  const marks: Mark[] = report.keywords.map((k) => ({ terms: [k.term, ...k.resumeTerms], tone: toneOf(k) }));
  const before = report.keywords.filter((k) => k.foundBefore).length;
  const after = report.keywords.filter((k) => k.foundAfter).length;
  const state = (found: boolean) => t(found ? 'keywords.yes' : 'keywords.no');
  return (
    <section className="card supermatch-card" aria-labelledby="match-report">
      <h2 id="match-report">{t('report.heading')}</h2>
      <h3>{t('keywords.heading')}</h3>
      <p data-testid="keywords-summary">{t('keywords.summary', { after, total: report.keywords.length, before })}</p>
      <ul className="kw-legend" aria-label={t('keywords.heading')}>
        <li>
          <mark className="kw kw--found-required">{t('keywords.found')}</mark>
        </li>
        <li>
          <mark className="kw kw--missing-required">{t('keywords.missing')}</mark>
        </li>
        <li>
          <span className="kw-flag">{t('keywords.required')}</span>
        </li>
        <li>
          <span className="kw-flag kw-flag--nice">{t('keywords.nice')}</span>
        </li>
      </ul>
      <ul className="kw-list" data-testid="keyword-list">
        {report.keywords.map((k) => (
          <li key={k.id} className="kw-item" data-found-after={k.foundAfter} data-found-before={k.foundBefore}>
            <mark className={`kw kw--${toneOf(k)}`}>{k.term}</mark>
            <span className={k.required ? 'kw-flag' : 'kw-flag kw-flag--nice'}>
              {t(k.required ? 'keywords.required' : 'keywords.nice')}
            </span>
            <span className="kw-change">
              {t('keywords.before', { state: state(k.foundBefore) })} · {t('keywords.after', { state: state(k.foundAfter) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="report-columns">
        <article className="report-column" aria-labelledby="report-posting">
          <h3 id="report-posting">{t('report.posting')}</h3>
          {report.posting.url && (
            <p>
              <a href={report.posting.url} rel="noopener noreferrer nofollow" target="_blank">
                {t('report.openPosting')}
              </a>
            </p>
          )}
          <ScrollRegion className="report-text" data-testid="report-posting" labelledBy="report-posting">
            {report.posting.description.split(/\n+/).map((line, i) => (
              <p key={i}>
                <Lit text={line} marks={marks} />
              </p>
            ))}
          </ScrollRegion>
        </article>
        <article className="report-column" aria-labelledby="report-resume">
          <h3 id="report-resume">{t('report.resume')}</h3>
          <ScrollRegion className="report-text" data-testid="report-resume" labelledBy="report-resume">
            {report.resume.map((section, i) => (
              <div key={i} className="report-section">
                <h4>{section.heading}</h4>
                {section.lines.map((line, j) => (
                  <p key={j}>
                    <Lit text={line} marks={marks} />
                  </p>
                ))}
              </div>
            ))}
          </ScrollRegion>
        </article>
      </div>
    </section>
  );
}
