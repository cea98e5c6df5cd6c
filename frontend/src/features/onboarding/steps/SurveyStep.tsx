import { useState } from 'react';
import { skipSurvey } from '@atelier/contracts/onboarding-flow';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import type { OnboardingChanges } from '../../../lib/api/types';
import type { StepProps } from '../flow-context';
import { HoldToSkip } from '../components/HoldToSkip';
import { StepFrame } from '../components/StepFrame';

/** The four survey questions (product spec, section 3), each with its field and options. */
export const SURVEY = [
  {
    key: 'challenge',
    field: 'biggestChallenge',
    options: ['find-offers', 'good-resume', 'adapt-resume', 'write-about-myself', 'pass-ats'],
  },
  { key: 'applying', field: 'applying', options: ['yes', 'not-yet', 'exploring'] },
  { key: 'written', field: 'resumeWrittenBy', options: ['editing-old', 'ai-tools', 'someone-else', 'from-scratch'] },
  { key: 'confidence', field: 'confidence', options: ['not-confident', 'need-to-improve', 'proud'] },
] as const;

/** Steps 1 to 4: one survey question each; an answer is optional, holding "skip" skips the rest. */
export function SurveyStep({ flow, t, go, index }: StepProps & { index: number }) {
  const question = SURVEY[index]!;
  const [value, setValue] = useState<string | null>(flow[question.field]);
  const [pending, setPending] = useState(false);
  const label = t[`survey.${question.key}`];
  const next = async () => {
    setPending(true);
    try {
      await go(flow.step + 1, { [question.field]: value } as OnboardingChanges);
    } finally {
      setPending(false);
    }
  };
  return (
    <StepFrame title={t['survey.legend']} t={t} onBack={() => go(flow.step - 1)} onNext={next} nextPending={pending}>
      <RadioGroup
        label={label}
        value={value}
        onChange={setValue}
        options={question.options.map((option) => ({ value: option, label: t[`survey.${question.key}.${option}` as keyof typeof t] }))}
      />
      <HoldToSkip
        label={t['skip.hold']}
        hint={t['skip.hint']}
        confirmLabel={t['skip.confirm']}
        cancelLabel={t.cancel}
        onSkip={() => go(skipSurvey(), { skipped: true, [question.field]: value } as OnboardingChanges)}
      />
    </StepFrame>
  );
}
