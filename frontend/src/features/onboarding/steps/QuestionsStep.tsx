import { useState } from 'react';
import { TextArea } from '../../../components/ui/TextField';
import { format } from '../../../i18n';
import type { StepProps } from '../flow-context';
import { StepFrame } from '../components/StepFrame';
import { useRun } from '../useRun';

interface Question {
  id: string;
  kind: 'result' | 'keyword';
  text: { en: string; fr: string };
  context: string;
}

/**
 * Step 11: the personalization questions the enhancement asked (a result without a figure, a
 * skill the job wants that the resume does not show). Answers are saved with the flow and sent
 * with the final rewrite: the only way a new fact enters the resume.
 */
export function QuestionsStep({ flow, t, go, locale }: StepProps) {
  const run = useRun(flow.previewRunId);
  const questions = (run?.result?.questions as Question[] | undefined) ?? [];
  const [answers, setAnswers] = useState<Record<string, string>>(flow.personalization);
  const [pending, setPending] = useState(false);
  const next = async () => {
    setPending(true);
    const given = Object.fromEntries(Object.entries(answers).filter(([, a]) => a.trim()));
    try {
      await go(flow.step + 1, { personalization: given });
    } finally {
      setPending(false);
    }
  };
  return (
    <StepFrame
      title={t['questions.heading']}
      lead={questions.length ? t['questions.lead'] : undefined}
      t={t}
      onBack={() => go(flow.step - 1)}
      onNext={next}
      nextPending={pending}
      nextDisabled={!run}
    >
      {run && !questions.length && <p>{t['questions.none']}</p>}
      {questions.map((q) => (
        <TextArea
          key={q.id}
          label={q.text[locale]}
          description={q.kind === 'keyword' ? t['questions.aboutKeyword'] : format(t['questions.about'], { context: q.context })}
          value={answers[q.id] ?? ''}
          onChange={(value) => setAnswers((a) => ({ ...a, [q.id]: value }))}
          className="flow-question"
        />
      ))}
    </StepFrame>
  );
}
