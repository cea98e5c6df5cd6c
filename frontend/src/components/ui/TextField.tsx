import { useState, type Ref } from 'react';
import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from './cx';
import { FieldHelp, FieldLabel } from './FieldParts';

interface FieldText {
  /** Visible label, associated with the input. */
  label: string;
  /** Help under the label, announced with the field (aria-describedby). */
  description?: string;
  /** Error text; when set the field is invalid (aria-invalid) and the text is announced with it. */
  errorMessage?: string;
  /** Text after the label when isRequired, e.g. "(required)"; omit to show nothing. */
  requiredHint?: string;
  placeholder?: string;
}

type BaseProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'> &
  FieldText & { className?: string; inputRef?: Ref<HTMLInputElement> };

export interface TextFieldProps extends BaseProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'password' | 'url' | 'search' | 'number';
}

/**
 * A labelled single-line input. Validation is "aria" by default: the caller decides the error
 * text (localised), the browser shows no native bubble.
 */
export function TextField({
  label,
  description,
  errorMessage,
  requiredHint,
  placeholder,
  className,
  inputRef,
  isInvalid,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...rest}
      isInvalid={isInvalid || errorMessage ? true : undefined}
      className={cx('ui-field', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} requiredHint={requiredHint} />
      <Input ref={inputRef} placeholder={placeholder} className="ui-field__input" />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export interface PasswordFieldProps extends BaseProps {
  /** Accessible name of the show/hide toggle (a toggle button: aria-pressed says whether it is shown). */
  showPasswordLabel: string;
}

/** A password input with a toggle that shows the typed password. autoComplete defaults to current-password. */
export function PasswordField({
  label,
  description,
  errorMessage,
  requiredHint,
  placeholder,
  className,
  inputRef,
  isInvalid,
  showPasswordLabel,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      validationBehavior="aria"
      autoComplete="current-password"
      {...rest}
      type={visible ? 'text' : 'password'}
      isInvalid={isInvalid || errorMessage ? true : undefined}
      className={cx('ui-field', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} requiredHint={requiredHint} />
      <div className="ui-field__group">
        <Input ref={inputRef} placeholder={placeholder} className="ui-field__input" />
        <ToggleButton isSelected={visible} onChange={setVisible} aria-label={showPasswordLabel} className="ui-field__group-button">
          <EyeIcon crossed={visible} />
        </ToggleButton>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldText {
  className?: string;
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (e.g. a job description). */
export function TextArea({
  label,
  description,
  errorMessage,
  requiredHint,
  placeholder,
  className,
  inputRef,
  isInvalid,
  rows = 5,
  ...rest
}: TextAreaProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...rest}
      isInvalid={isInvalid || errorMessage ? true : undefined}
      className={cx('ui-field', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} requiredHint={requiredHint} />
      <AriaTextArea ref={inputRef} rows={rows} placeholder={placeholder} className="ui-field__textarea" />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
