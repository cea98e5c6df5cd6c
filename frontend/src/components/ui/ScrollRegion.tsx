import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** Its accessible name (a region needs one), or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * A box that scrolls on its own (long JSON, a posting's text). It takes focus so a keyboard user
 * can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), and is a named region so a
 * screen reader says what is being scrolled.
 */
export function ScrollRegion({ label, labelledBy, className, children, ...rest }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div className={className} tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy} data-testid={rest['data-testid']}>
      {children}
    </div>
  );
}
