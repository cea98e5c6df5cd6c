import type { ReactNode } from 'react';
import { cx } from './cx';
import './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative illustration or icon (give it aria-hidden). */
  icon?: ReactNode;
  title: string;
  body?: ReactNode;
  /** Usually a Button or ButtonLink that starts the first item. */
  action?: ReactNode;
  /** Heading level of the title within the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list shows when it has nothing yet: what goes here and how to start. */
export function EmptyState({ icon, title, body, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('ui-empty', className)}>
      {icon && <div className="ui-empty__icon">{icon}</div>}
      <Heading className="ui-empty__title">{title}</Heading>
      {body && <div className="ui-empty__body">{body}</div>}
      {action && <div className="ui-empty__action">{action}</div>}
    </section>
  );
}
