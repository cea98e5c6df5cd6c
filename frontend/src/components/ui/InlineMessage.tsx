import type { ReactNode } from 'react';
import { cx } from './cx';
import './InlineMessage.css';

export type MessageTone = 'info' | 'success' | 'error';

export interface InlineMessageProps {
  tone?: MessageTone;
  /** Optional bold first line. */
  title?: string;
  children?: ReactNode;
  className?: string;
  /**
   * How it is announced. Default: errors are role="alert" (read at once), info and success are
   * role="status" (read politely). "none" for a message that is there from the start.
   */
  announce?: 'auto' | 'none';
}

/** A message inside the page (not a toast): a tone, an icon and text. Also exported as Alert. */
export function InlineMessage({ tone = 'info', title, children, className, announce = 'auto' }: InlineMessageProps) {
  const role = announce === 'none' ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={cx('ui-message', `ui-message--${tone}`, className)}>
      <MessageIcon tone={tone} />
      <div className="ui-message__text">
        {title && <p className="ui-message__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}

export const Alert = InlineMessage;

export function MessageIcon({ tone }: { tone: MessageTone }) {
  return (
    <svg
      className="ui-message__icon"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="8" />
      {tone === 'success' && <path d="M6.5 10.2l2.4 2.3 4.6-5" />}
      {tone === 'error' && <path d="M10 5.8v5M10 14.2v.1" />}
      {tone === 'info' && <path d="M10 9v5M10 5.8v.1" />}
    </svg>
  );
}
