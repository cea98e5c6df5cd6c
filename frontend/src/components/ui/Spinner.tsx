import './Spinner.css';
import { cx } from './cx';

export interface SpinnerProps {
  /** Announced name; without it the spinner is decorative (aria-hidden), e.g. inside a busy button. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A rotating ring. With a label it is a status image; without, decoration next to text that already says it. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const classes = cx('ui-spinner', `ui-spinner--${size}`, className);
  if (!label) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="img" aria-label={label} />;
}
