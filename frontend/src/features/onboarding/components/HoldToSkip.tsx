import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';

/** How long the control must be held: long enough not to fire on a click, short enough not to annoy. */
export const HOLD_MS = 1200;

interface Props {
  label: string;
  hint: string;
  confirmLabel: string;
  cancelLabel: string;
  onSkip(): void;
}

/**
 * "Hold to skip": press and hold (pointer, or Space/Enter held down) while the fill grows; letting
 * go early cancels. Screen-reader and switch users, for whom holding is awkward, get a plain
 * "Skip all questions" button that asks for confirmation instead.
 */
export function HoldToSkip({ label, hint, confirmLabel, cancelLabel, onSkip }: Props) {
  const [holding, setHolding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setHolding(false);
  };
  const start = () => {
    if (timer.current) return;
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setHolding(false);
      onSkip();
    }, HOLD_MS);
  };
  useEffect(() => stop, []);

  const isHoldKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';
  return (
    <div className="flow-skip">
      <button
        type="button"
        className={`flow-skip__hold${holding ? ' flow-skip__hold--holding' : ''}`}
        aria-describedby="flow-skip-hint"
        data-testid="hold-to-skip"
        onPointerDown={start}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (!isHoldKey(event)) return;
          event.preventDefault();
          if (!event.repeat) start();
        }}
        onKeyUp={(event) => isHoldKey(event) && stop()}
        onBlur={stop}
      >
        <span className="flow-skip__fill" aria-hidden="true" />
        <span className="flow-skip__label">{label}</span>
      </button>
      <p id="flow-skip-hint" className="flow-hint">
        {hint}
      </p>
      <Button variant="ghost" size="sm" onPress={() => setConfirming(true)}>
        {confirmLabel}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={confirmLabel}
        body={hint}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        onConfirm={() => {
          setConfirming(false);
          onSkip();
        }}
      />
    </div>
  );
}
