import { useState } from 'react';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import type { ResumeTemplate } from '../../../lib/api/types';
import type { StepProps } from '../flow-context';
import { StepFrame } from '../components/StepFrame';
import { TemplatePreviews } from '../components/TemplatePreviews';

/**
 * Steps 8 and 15: the style, from real previews of the user's own resume. Step 8 saves the choice;
 * step 15 ("pick style") also generates the PDF (see PickStyleStep).
 */
export function StyleStep({ flow, t, go }: StepProps) {
  const [template, setTemplate] = useState<ResumeTemplate | null>(flow.template);
  const [error, setError] = useState(false);
  const next = () => {
    if (!template) return setError(true);
    return go(flow.step + 1, { template });
  };
  return (
    <StepFrame title={t['style.heading']} t={t} onBack={() => go(flow.step - 1)} onNext={next}>
      <TemplatePreviews
        resumeId={flow.resumeId!}
        value={template}
        onChange={(value) => {
          setTemplate(value);
          setError(false);
        }}
        t={t}
        invalid={error}
        describedBy={error ? 'flow-style-error' : undefined}
      />
      {error && (
        <div id="flow-style-error">
          <InlineMessage tone="error">{t['style.errors.required']}</InlineMessage>
        </div>
      )}
    </StepFrame>
  );
}
