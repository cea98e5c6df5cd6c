import { useEffect, useState, type ReactNode } from 'react';
import { getResume } from '../../../lib/api/resumes';
import type { Locale } from '../../../i18n';
import type { LibraryResume } from '../hooks/useDashboardData';
import { formatDate, type DashText } from '../text';
import { ResumePreview } from './ResumePreview';

const PROCESSING = new Set(['queued', 'extracting', 'rendering']);

/**
 * One resume of the library: first-page preview (lazy), name (or the rename form), base badge,
 * language, last change, and its status while it is processed or once it failed (with why, and
 * a new upload). `menu` is its actions menu; `rename` replaces the name while renaming.
 */
export function ResumeCard({
  resume,
  locale,
  t,
  menu,
  rename,
  newUploadHref,
}: {
  resume: LibraryResume;
  locale: Locale;
  t: DashText;
  menu: ReactNode;
  rename: ReactNode | null;
  newUploadHref: string;
}) {
  const headingId = `resume-${resume.id}`;
  return (
    <li className="dash-card" aria-labelledby={headingId} data-testid="resume-card">
      {resume.stage === 'ready' ? (
        <ResumePreview id={resume.id} version={resume.updatedAt} name={resume.name} t={t} />
      ) : (
        <div className="dash-preview" />
      )}
      <div className="dash-card__body">
        {rename ?? (
          <h3 id={headingId} className="dash-card__name">
            {resume.name}
          </h3>
        )}
        <p className="dash-card__meta">
          {resume.isBase && <span className="dash-badge dash-badge--base">{t('card.base')}</span>}
          <span>{resume.language ? t(`card.language.${resume.language}`) : t('card.language.unknown')}</span>
          <span>{t('card.changed', { date: formatDate(resume.updatedAt, locale) })}</span>
        </p>
        {resume.share && (
          <p className="dash-card__meta" data-testid="share-stats">
            {t('card.shared', { views: resume.share.views, downloads: resume.share.downloads })}
          </p>
        )}
        <ResumeStatus resume={resume} t={t} newUploadHref={newUploadHref} />
      </div>
      <div className="dash-card__menu">{menu}</div>
    </li>
  );
}

/** Ready says nothing more; processing shows its stage and progress (announced); failed says why. */
function ResumeStatus({ resume, t, newUploadHref }: { resume: LibraryResume; t: DashText; newUploadHref: string }) {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    if (resume.stage !== 'failed') return;
    // The list is light; the localised reason comes with the resume itself.
    getResume(resume.id)
      .then((detail) => setReason(detail.errorMessage))
      .catch(() => setReason(null));
  }, [resume.id, resume.stage]);

  if (PROCESSING.has(resume.stage))
    return (
      <p className="dash-status dash-status--processing" role="status">
        {t(`stage.${resume.stage}`)}
        {typeof resume.progress === 'number' && ` · ${t('stage.progress', { percent: resume.progress })}`}
      </p>
    );
  if (resume.stage !== 'failed') return null;
  return (
    <div className="dash-status dash-status--failed">
      <p>
        <strong>{t('stage.failed')}</strong>
        {reason && ` · ${t('failed.why', { reason })}`}
      </p>
      <a className="button button--secondary button--sm" href={newUploadHref}>
        {t('failed.retry')}
      </a>
    </div>
  );
}
