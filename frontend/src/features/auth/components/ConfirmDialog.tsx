import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element: showModal() traps Tab inside it, Escape closes
 * it and the browser returns focus to what opened it. A local stand-in until components/ui's
 * ConfirmDialog is merged; same props shape.
 */
interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action (delete, log out) is shown as such. */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onCancel={(event) => { event.preventDefault(); if (!busy) onCancel(); }}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="dialog-actions">
          <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>{cancelLabel}</button>
          <button type="submit" className={danger ? 'button danger' : 'button'} disabled={busy} aria-busy={busy || undefined}>{confirmLabel}</button>
        </div>
      </form>
    </dialog>
  );
}
