import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import type { T } from '../flow-context';

/**
 * One step's frame: the heading (focused on each step change, so screen readers announce the
 * new step), the content, and Back / Continue.
 */
export function StepFrame({
  title,
  lead,
  t,
  children,
  onBack,
  onNext,
  nextLabel,
  nextPending,
  nextDisabled,
}: {
  title: string;
  lead?: string;
  t: T;
  children?: ReactNode;
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  nextPending?: boolean;
  nextDisabled?: boolean;
}) {
  return (
    <section className="flow-step" aria-labelledby="flow-heading">
      <h1 id="flow-heading" tabIndex={-1} className="flow-step__heading">
        {title}
      </h1>
      {lead && <p className="flow-step__lead">{lead}</p>}
      {children}
      {(onBack || onNext) && (
        <div className="flow-step__actions">
          {onBack && (
            <Button variant="secondary" onPress={onBack}>
              {t.back}
            </Button>
          )}
          {onNext && (
            // Disabled rather than isPending while saving: React Aria announces a pending button by
            // pointing at its id, and this button unmounts with the step, leaving the announcement
            // pointing at nothing (an axe violation). The new step's heading takes focus instead.
            <Button onPress={onNext} isDisabled={nextDisabled || nextPending} data-testid="flow-next">
              {nextLabel ?? t.next}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
