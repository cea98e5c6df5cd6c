import { useEffect, useState } from 'react';
import { format } from '../../../i18n';
import { resumePreview } from '../../../lib/api/resumes';
import type { ResumeTemplate } from '../../../lib/api/types';
import type { T } from '../flow-context';

export const TEMPLATES: ResumeTemplate[] = ['ats', 'modern'];

/**
 * The two styles as a radio group of real previews of the user's own resume (first page, fetched
 * with the user's token, so through lib/api rather than an <img src>).
 */
export function TemplatePreviews({
  resumeId,
  value,
  onChange,
  t,
  invalid,
  describedBy,
  version,
}: {
  resumeId: string;
  value: ResumeTemplate | null;
  onChange(template: ResumeTemplate): void;
  t: T;
  invalid?: boolean;
  describedBy?: string;
  /** Changes when the resume's content changed (after the enhancement), to fetch fresh previews. */
  version?: string;
}) {
  const [previews, setPreviews] = useState<Partial<Record<ResumeTemplate, string>>>({});
  useEffect(() => {
    const urls: string[] = [];
    let live = true;
    for (const template of TEMPLATES)
      resumePreview(resumeId, template)
        .then((blob) => {
          const url = URL.createObjectURL(blob);
          urls.push(url);
          if (live) setPreviews((p) => ({ ...p, [template]: url }));
        })
        .catch(() => undefined);
    return () => {
      live = false;
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [resumeId, version]);

  return (
    <div
      role="radiogroup"
      aria-labelledby="flow-heading"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flow-templates"
    >
      {TEMPLATES.map((template) => {
        const name = t[`style.${template}`];
        return (
          <label key={template} className={`flow-template${value === template ? ' flow-template--selected' : ''}`} data-template={template}>
            <input type="radio" name="template" value={template} checked={value === template} onChange={() => onChange(template)} />
            <span className="flow-template__name">{name}</span>
            {previews[template] ? (
              <img src={previews[template]} alt={format(t['style.previewAlt'], { template: name })} data-testid={`preview-${template}`} />
            ) : (
              <span className="flow-template__placeholder">{t['style.loadingPreview']}</span>
            )}
          </label>
        );
      })}
    </div>
  );
}
