import type { StepProps } from '../flow-context';
import { StepFrame } from '../components/StepFrame';

/** Step 0: what the flow does. */
export function IntroStep({ flow, t, go }: StepProps) {
  return (
    <StepFrame title={t['intro.heading']} lead={t['intro.lead']} t={t} onNext={() => go(flow.step + 1)} nextLabel={t['intro.start']} />
  );
}
