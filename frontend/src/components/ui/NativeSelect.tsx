import { NativeField } from './NativeField';
import type { SelectOption } from './Select';

export interface NativeSelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (id: string) => void;
  className?: string;
}

/**
 * A labelled choice as the browser's own <select>: no popover code at all, and the phone's native
 * picker. For small, always-valid choices on pages with a tight JavaScript budget (the dashboard's
 * sort); Select (React Aria) remains for forms that need descriptions and errors.
 */
export function NativeSelect({ label, options, value, onChange, className }: NativeSelectProps) {
  return (
    <NativeField label={label} className={className}>
      {(id) => (
        <select id={id} className="ui-native-select" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </NativeField>
  );
}
