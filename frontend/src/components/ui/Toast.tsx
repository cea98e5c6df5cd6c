import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { MessageIcon, type MessageTone } from './InlineMessage';
import './Toast.css';

export type ToastTone = MessageTone;

/** A button in the toast (e.g. Undo after a delete); pressing it closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastMessage {
  text: string;
  tone: ToastTone;
  title?: string;
  action?: ToastAction;
}

export interface ShowToast {
  text: string;
  tone?: ToastTone;
  /** Optional bold first line; text then comes under it. */
  title?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. Default: 6 s, errors stay. */
  timeout?: number;
  action?: ToastAction;
}

const DEFAULT_TIMEOUT_MS = 6000;

/**
 * One queue per page. Islands share it because Vite bundles this module once for the page,
 * so any island can call toast.show() and the single <ToastRegion> (in the app shell) shows it.
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

export const toast = {
  /** Shows a toast; returns its key (for toast.close). */
  show({ text, tone = 'info', title, timeout, action }: ShowToast): string {
    const ms = timeout ?? (tone === 'error' ? 0 : DEFAULT_TIMEOUT_MS);
    return toastQueue.add({ text, tone, title, action }, ms > 0 ? { timeout: ms } : {});
  },
  close(key: string): void {
    toastQueue.close(key);
  },
  clear(): void {
    toastQueue.clear();
  },
};

export interface ToastRegionProps {
  /** Name of the notifications landmark, e.g. "Notifications" (F6 jumps to it). */
  label: string;
  /** Accessible name of each toast's close button, e.g. "Close" / "Fermer". */
  closeLabel: string;
}

/**
 * Where toasts appear (render exactly one per page). Each toast is announced (role="alert"
 * inside, an implicit aria-live region); its timer pauses while the pointer is over the region
 * or focus is inside it (React Aria), so nobody loses a message they are reading.
 */
export function ToastRegion({ label, closeLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={toastQueue} aria-label={label} className="ui-toast-region">
      {({ toast: item }) => (
        <AriaToast toast={item} className={`ui-toast ui-toast--${item.content.tone}`}>
          <MessageIcon tone={item.content.tone} />
          <ToastContent className="ui-toast__content">
            {item.content.title ? (
              <>
                <Text slot="title" className="ui-toast__title">
                  {item.content.title}
                </Text>
                <Text slot="description">{item.content.text}</Text>
              </>
            ) : (
              <Text slot="title">{item.content.text}</Text>
            )}
          </ToastContent>
          {item.content.action && (
            <Button
              className="ui-toast__action"
              onPress={() => {
                toastQueue.close(item.key);
                item.content.action?.onAction();
              }}
            >
              {item.content.action.label}
            </Button>
          )}
          <Button slot="close" aria-label={closeLabel} className="ui-toast__close">
            <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
