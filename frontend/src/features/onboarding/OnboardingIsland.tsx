import { useState, type ComponentType } from 'react';
import { FLOW_STEPS, stepIndex, stepName, type FlowStepName } from '@atelier/contracts/onboarding-flow';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { I18nProvider } from '../../components/ui';
import { InlineMessage } from '../../components/ui/InlineMessage';
import { Spinner } from '../../components/ui/Spinner';
import { format, type Locale, type Messages } from '../../i18n';
import { $session, LOADING_SESSION } from '../../stores/session';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import { localePath, type StepProps } from './flow-context';
import { IntakeNotice } from './components/IntakeNotice';
import { FinalStep } from './steps/FinalStep';
import { IntroStep } from './steps/IntroStep';
import { JobStep } from './steps/JobStep';
import { MatchStep } from './steps/MatchStep';
import { PickStyleStep } from './steps/PickStyleStep';
import { ProcessingStep } from './steps/ProcessingStep';
import { QuestionsStep } from './steps/QuestionsStep';
import { ReadyStep } from './steps/ReadyStep';
import { ResearchStep } from './steps/ResearchStep';
import { ResultStep } from './steps/ResultStep';
import { StartStep } from './steps/StartStep';
import { StyleStep } from './steps/StyleStep';
import { SurveyStep } from './steps/SurveyStep';
import { UploadStep } from './steps/UploadStep';
import { useFlow } from './useFlow';
import './onboarding.css';

const survey = (index: number) => (props: StepProps) => <SurveyStep {...props} index={index} />;

/** Each step's screen, by the machine's step names. */
const SCREENS: Record<FlowStepName, ComponentType<StepProps>> = {
  intro: IntroStep,
  challenge: survey(0),
  applying: survey(1),
  written: survey(2),
  confidence: survey(3),
  upload: UploadStep,
  job: JobStep,
  match: MatchStep,
  style: StyleStep,
  result: ResultStep,
  research: ResearchStep,
  questions: QuestionsStep,
  start: StartStep,
  processing: ProcessingStep,
  ready: ReadyStep,
  'pick-style': PickStyleStep,
  final: FinalStep,
};

/** Steps during which the resume may still be read in the background: a failed read is shown there. */
const WHILE_READING = new Set<FlowStepName>(['job', 'match', 'style']);

interface Props {
  locale: Locale;
  messages: Messages<'onboarding'>;
}

/** /onboarding: the guided flow, steps 0 to 16, its state on the server (see useFlow). */
export default function OnboardingIsland({ locale, messages: t }: Props) {
  const session = useHydratedStore($session, LOADING_SESSION).state;
  const ready = session === 'anonymous' || session === 'signed-in';
  const { flow, error, go, save, restart, reload } = useFlow(ready);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);

  // A refused step (a missing prerequisite) shows the server's message where the step is.
  const guarded = (action: (...args: never[]) => Promise<void>) =>
    (async (...args: never[]) => {
      setStepError(null);
      try {
        await action(...args);
      } catch (failure) {
        setStepError(failure instanceof Error && failure.message ? failure.message : t['error.generic']);
      }
    }) as typeof action;

  if (error)
    return (
      <InlineMessage tone="error" title={t['error.generic']}>
        <div className="flow-step__actions">
          <Button onPress={() => void reload()}>{t['error.tryAgain']}</Button>
          <ButtonLink variant="secondary" href={localePath(locale, '/contact')}>
            {t['error.contact']}
          </ButtonLink>
        </div>
      </InlineMessage>
    );
  if (!flow)
    return (
      <p role="status" className="flow-waiting">
        <Spinner size="sm" /> {t.loading}
      </p>
    );

  const name = stepName(flow.step);
  const Screen = SCREENS[name];
  return (
    <I18nProvider locale={locale}>
      <div className="flow" data-step={name} data-step-index={flow.step}>
        <div className="flow__top">
          <p className="flow__progress">{format(t.progress, { current: flow.step + 1, total: FLOW_STEPS.length })}</p>
          <progress className="flow__bar" max={FLOW_STEPS.length - 1} value={flow.step} aria-hidden="true" />
          {flow.step > 0 && (
            <Button variant="ghost" size="sm" onPress={() => setConfirmRestart(true)}>
              {t.startOver}
            </Button>
          )}
        </div>
        {WHILE_READING.has(name) && flow.resumeId && (
          <IntakeNotice resumeId={flow.resumeId} t={t} onUploadAgain={guarded(() => go(stepIndex('upload'), { resumeId: null }))} />
        )}
        <Screen key={name} flow={flow} t={t} locale={locale} go={guarded(go)} save={guarded(save)} />
        {stepError && <InlineMessage tone="error">{stepError}</InlineMessage>}
        <ConfirmDialog
          isOpen={confirmRestart}
          onOpenChange={setConfirmRestart}
          title={t.startOver}
          body={t['startOver.confirm']}
          confirmLabel={t['startOver.confirmAction']}
          cancelLabel={t.cancel}
          // Closed at once rather than kept pending: the screen behind it changes to the intro.
          onConfirm={() => {
            setConfirmRestart(false);
            void guarded(restart)();
          }}
        />
      </div>
    </I18nProvider>
  );
}
