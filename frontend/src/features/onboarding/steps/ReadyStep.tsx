import type { StepProps } from '../flow-context';
import { StepFrame } from '../components/StepFrame';

/** Step 14: the enhanced resume is ready. */
export function ReadyStep({ flow, t, go }: StepProps) {
  return <StepFrame title={t['ready.heading']} lead={t['ready.lead']} t={t} onNext={() => go(flow.step + 1)} />;
}
