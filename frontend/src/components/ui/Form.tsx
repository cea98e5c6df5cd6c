import { useEffect, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from './cx';
import { MessageIcon } from './InlineMessage';
import './Form.css';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'onSubmit' | 'children'> {
  /** Called on submit with the browser's default prevented. May be async (server errors). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  children: ReactNode;
  className?: string;
}

/**
 * A form whose fields show the caller's localised errors (validation "aria": no browser bubbles).
 * After a submit, the first field that becomes invalid gets the focus, so a keyboard or screen
 * reader user lands on what to fix; typing in the form meanwhile cancels that.
 * Server-side errors can come in as validationErrors, keyed by field name.
 */
export function Form({ onSubmit, children, className, ...rest }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  // Runs after every render: errors set by onSubmit (now or after an await) render, then we move focus.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusPending.current = false;
    invalid.focus();
  });

  // Typing means the user has moved on: a late error must not pull focus away from them.
  useEffect(() => {
    const form = formRef.current;
    const cancel = () => (focusPending.current = false);
    form?.addEventListener('input', cancel);
    return () => form?.removeEventListener('input', cancel);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    focusPending.current = true;
    const result = onSubmit(event);
    // A submit that ends without errors must not steal focus later.
    void Promise.resolve(result).finally(() => requestAnimationFrame(() => (focusPending.current = false)));
  }

  return (
    <AriaForm validationBehavior="aria" {...rest} ref={formRef} onSubmit={submit} className={cx('ui-form', className)}>
      {children}
    </AriaForm>
  );
}

export interface FormErrorProps {
  /** The summary line, e.g. "Please correct the fields below." or a server error. */
  title?: string;
  /** Individual problems, listed under the title. */
  errors?: readonly string[];
  children?: ReactNode;
  className?: string;
}

/** The error summary at the top of a form: role="alert", read as soon as it appears. Renders nothing when empty. */
export function FormError({ title, errors = [], children, className }: FormErrorProps) {
  if (!title && errors.length === 0 && !children) return null;
  return (
    <div role="alert" className={cx('ui-form-error', className)}>
      <MessageIcon tone="error" />
      <div>
        {title && <p className="ui-form-error__title">{title}</p>}
        {errors.length > 0 && (
          <ul className="ui-form-error__list">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </div>
  );
}
