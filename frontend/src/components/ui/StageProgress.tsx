import { useLayoutEffect, useRef } from 'react';
import { ProgressBar } from 'react-aria-components';
import { cx } from './cx';
import './StageProgress.css';

export type StageState = 'done' | 'current' | 'pending' | 'failed';

export interface ProgressStage {
  id: string;
  /** Localised name, e.g. "Extracting text". */
  label: string;
  state: StageState;
}

export interface StageProgressProps {
  /** Accessible name of the progress bar and the stage list, e.g. "Preparing your resume". */
  label: string;
  stages: readonly ProgressStage[];
  /** 0–100, or null/undefined for an indeterminate bar (progress unknown). */
  value?: number | null;
  /** The current status line, announced politely when it changes, e.g. "Extracting text…". */
  status?: string;
  /** Words read after each stage's name, for screen readers (the icons say it visually). */
  stateLabels: Record<StageState, string>;
  className?: string;
}

/**
 * A long task's progress: a bar (aria-valuenow, or indeterminate), a live status line, and the
 * ordered stages, the current one marked aria-current="step".
 */
export function StageProgress({ label, stages, value, status, stateLabels, className }: StageProgressProps) {
  const indeterminate = value === null || value === undefined;
  return (
    <div className={cx('ui-stage-progress', stages.some((s) => s.state === 'failed') && 'ui-stage-progress--failed', className)}>
      <ProgressBar aria-label={label} value={indeterminate ? undefined : value} isIndeterminate={indeterminate} className="ui-progress">
        {({ percentage }) => (
          <div className="ui-progress__track">
            <ProgressFill percentage={indeterminate ? null : (percentage ?? 0)} />
          </div>
        )}
      </ProgressBar>
      <p role="status" aria-live="polite" className="ui-stage-progress__status">
        {status}
      </p>
      <ol aria-label={label} className="ui-stage-progress__list">
        {stages.map((stage) => (
          <li key={stage.id} data-state={stage.state} aria-current={stage.state === 'current' ? 'step' : undefined} className="ui-stage">
            <StageIcon state={stage.state} />
            <span className="ui-stage__label">{stage.label}</span>
            <span className="visually-hidden">: {stateLabels[stage.state]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The filled part of the bar. Its width is set through the CSSOM (a custom property), not a
 * style attribute: the house rule is no inline styles, and a strict CSP allows this one.
 */
function ProgressFill({ percentage }: { percentage: number | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty('--progress', percentage === null ? '' : `${percentage}%`);
  }, [percentage]);
  return <div ref={ref} className={cx('ui-progress__fill', percentage === null && 'ui-progress__fill--indeterminate')} />;
}

function StageIcon({ state }: { state: StageState }) {
  return (
    <span className="ui-stage__icon" aria-hidden="true">
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {state === 'done' && <path d="M5.5 10.5l3 3 6-7" />}
        {state === 'failed' && <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" />}
        {state === 'current' && <circle cx="10" cy="10" r="3.5" fill="currentColor" stroke="none" />}
      </svg>
    </span>
  );
}
