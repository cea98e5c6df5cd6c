import type { ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps {
  children: ReactNode;
  /** section (with a heading inside) / article (a self-contained item) / div (layout only). */
  as?: 'section' | 'article' | 'div';
  className?: string;
  'aria-labelledby'?: string;
}

/** A raised surface; the look is styles/global.css's .card, also usable from .astro markup. */
export function Card({ children, as: Tag = 'div', className, ...aria }: CardProps) {
  return (
    <Tag {...aria} className={cx('card', className)}>
      {children}
    </Tag>
  );
}
