import { ButtonLink } from '../../../components/ui/Button';
import { localePath, type StepProps } from '../flow-context';
import { StepFrame } from '../components/StepFrame';

/**
 * Step 12: how to start the rewrite: the uploaded resume (the flow goes on), or the resume
 * editor's LinkedIn import and blank resume (/resumes/new?from=…, built by the editor's branch).
 */
export function StartStep({ flow, t, go, locale }: StepProps) {
  return (
    <StepFrame
      title={t['start.heading']}
      t={t}
      onBack={() => go(flow.step - 1)}
      onNext={() => go(flow.step + 1)}
      nextLabel={t['start.upload']}
    >
      <p className="flow-hint">{t['start.elsewhere']}</p>
      <div className="flow-step__actions">
        <ButtonLink variant="secondary" href={localePath(locale, '/resumes/new?from=linkedin')}>
          {t['start.linkedin']}
        </ButtonLink>
        <ButtonLink variant="secondary" href={localePath(locale, '/resumes/new?from=scratch')}>
          {t['start.scratch']}
        </ButtonLink>
      </div>
    </StepFrame>
  );
}
