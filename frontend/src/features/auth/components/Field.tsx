import { PasswordField as UiPasswordField, TextField as UiTextField } from '../../../components/ui/TextField';

/**
 * The account forms' fields on the shared UI kit, with the controlled `value`/`onChange(value)`
 * and `hint`/`error` names the screens use.
 */
interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'email' | 'tel' | 'text';
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  'aria-describedby'?: string;
}

export function TextField({ hint, error, disabled, ...field }: FieldProps) {
  return <UiTextField {...field} description={hint} errorMessage={error ?? undefined} isDisabled={disabled} />;
}

export function PasswordField({
  hint,
  error,
  disabled,
  showPasswordLabel,
  ...field
}: Omit<FieldProps, 'type' | 'inputMode'> & { showPasswordLabel: string }) {
  return (
    <UiPasswordField
      {...field}
      description={hint}
      errorMessage={error ?? undefined}
      isDisabled={disabled}
      showPasswordLabel={showPasswordLabel}
    />
  );
}

/** The e-mail field every account form starts with: the same name, autocomplete and keyboard everywhere. */
export function EmailField({ label, value, onChange }: Pick<FieldProps, 'label' | 'value' | 'onChange'>) {
  return <TextField label={label} type="email" name="email" autoComplete="email" inputMode="email" value={value} onChange={onChange} />;
}
