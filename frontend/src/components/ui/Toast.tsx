import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { MessageIcon } from './InlineMessage';
import { toastQueue } from './toast-queue';
import './Toast.css';

export { toast, toastQueue, type ShowToast, type ToastAction, type ToastMessage, type ToastTone } from './toast-queue';

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
