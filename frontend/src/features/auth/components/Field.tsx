import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * A labelled input with its hint and error text wired by aria-describedby. A local stand-in
 * until the shared components/ui TextField is merged; the call sites keep the same props.
 */
interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string | null;
  /** Something after the input inside the same row (the show-password button). */
  adornment?: ReactNode;
}

export function TextField({ label, value, onChange, hint, error, adornment, id, className, 'aria-describedby': describedBy, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="field-row">
        <input
          {...input}
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
        />
        {adornment}
      </div>
      {hint && <p id={hintId} className="field-hint">{hint}</p>}
      {error && <p id={errorId} className="field-error">{error}</p>}
    </div>
  );
}

interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'adornment'> {
  /** Visible toggle texts ("Show", "Hide") and their full accessible names ("Show password"…), which start with them. */
  toggle: { show: string; hide: string; showName: string; hideName: string };
}

/** A password input with a show/hide toggle (a real button, so it works from the keyboard). */
export function PasswordField({ toggle, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      adornment={
        <button type="button" className="field-toggle" aria-label={visible ? toggle.hideName : toggle.showName} onClick={() => setVisible((v) => !v)}>
          {visible ? toggle.hide : toggle.show}
        </button>
      }
    />
  );
}
