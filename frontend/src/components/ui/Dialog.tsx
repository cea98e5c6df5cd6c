import { useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import { cx } from './cx';
import { InlineMessage } from './InlineMessage';
import './Dialog.css';

interface OverlayControl {
  /**
   * Controlled open state. Leave both out when the dialog sits inside React Aria's
   * <DialogTrigger> (re-exported here), which opens it from its button and returns focus there.
   */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export interface DialogProps extends OverlayControl {
  /** Heading of the dialog, also its accessible name. */
  title: string;
  /** Content; a function receives `close` (e.g. for a form's Cancel button). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** A click on the backdrop closes it (default true). Escape always closes unless isBusy. */
  isDismissable?: boolean;
  /** While busy, Escape and the backdrop do not close it. */
  isBusy?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A modal dialog: focus moves in, is trapped inside, Escape closes it, and focus returns to
 * the element that opened it (React Aria's FocusScope). Page behind is inert and not scrollable.
 */
export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isBusy = false,
  role = 'dialog',
  size = 'sm',
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable && !isBusy}
      isKeyboardDismissDisabled={isBusy}
      className="ui-modal-overlay"
    >
      <Modal className={cx('ui-modal', `ui-modal--${size}`, className)}>
        <AriaDialog role={role} className="ui-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="ui-dialog__title">
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps extends OverlayControl {
  title: string;
  /** The question or consequence, e.g. "This deletes your resumes for good." */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Destructive: the confirm button is red (Delete account, Log out with unsaved work). */
  tone?: 'default' | 'destructive';
  /**
   * Called on confirm. Return a promise to keep the dialog open and busy until it settles:
   * resolved closes it, rejected keeps it open (show why through errorMessage).
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** Busy from outside (e.g. a store): same effect as a pending promise. */
  isPending?: boolean;
  /** Shown as an alert inside the dialog, e.g. when the confirmed action failed. */
  errorMessage?: string;
}

/** An alert dialog asking to confirm an action. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  isPending,
  errorMessage,
  isOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const busy = Boolean(isPending) || running;

  async function confirm(close: () => void) {
    const result = onConfirm();
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return close();
    setRunning(true);
    try {
      await result;
      close();
    } catch {
      // stays open: the caller explains the failure through errorMessage
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog title={title} role="alertdialog" isOpen={isOpen} onOpenChange={onOpenChange} isBusy={busy} isDismissable={false}>
      {(close) => (
        <>
          <div className="ui-dialog__body">{body}</div>
          {errorMessage && <InlineMessage tone="error">{errorMessage}</InlineMessage>}
          <div className="ui-dialog__actions">
            <Button
              variant="secondary"
              autoFocus
              isDisabled={busy}
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button variant={tone === 'destructive' ? 'danger' : 'primary'} isPending={busy} onPress={() => confirm(close)}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

export { DialogTrigger } from 'react-aria-components';
