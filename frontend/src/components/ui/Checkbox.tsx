import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from './cx';
import './Field.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label (may hold a link, e.g. to the terms). */
  children: ReactNode;
  className?: string;
}

/** A checkbox with its label; the whole row is the click target. */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={cx('ui-checkbox', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="3">
                <path d="M3 8h10" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="3">
                <path d="M3 8.5l3.2 3L13 4.5" />
              </svg>
            ) : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
