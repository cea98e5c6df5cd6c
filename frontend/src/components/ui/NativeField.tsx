import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import './Field.css';

/** A label above a native control (NativeSelect, SearchInput): the control gets the id. */
export function NativeField({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={cx('ui-field', className)}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
