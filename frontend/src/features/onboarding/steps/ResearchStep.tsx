import type { StepProps } from '../flow-context';
import { StepFrame } from '../components/StepFrame';

const FACTS = ['interviews', 'keywords', 'readability', 'supermatch', 'potential', 'attention'] as const;

/** Step 10: the spec's display-only claims, worded as general claims, never as measurements of this resume. */
export function ResearchStep({ flow, t, go }: StepProps) {
  return (
    <StepFrame
      title={t['research.heading']}
      lead={t['research.lead']}
      t={t}
      onBack={() => go(flow.step - 1)}
      onNext={() => go(flow.step + 1)}
    >
      <ul className="flow-facts">
        {FACTS.map((fact) => (
          <li key={fact}>{t[`research.${fact}`]}</li>
        ))}
      </ul>
    </StepFrame>
  );
}
