import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { MessageTone } from './InlineMessage';

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
 * The queue is light and loads with the page; the region's code loads with the first toast.
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
