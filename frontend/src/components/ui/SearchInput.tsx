import { NativeField } from './NativeField';

export interface SearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/**
 * A labelled search box as the browser's own input (its clear button and Escape included), for
 * pages with a tight JavaScript budget; TextField (React Aria) remains for form fields with
 * descriptions and errors.
 */
export function SearchInput({ label, value, onChange, placeholder, className }: SearchInputProps) {
  return (
    <NativeField label={label} className={className}>
      {(id) => (
        <input
          id={id}
          type="search"
          className="ui-field__input ui-native-input"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </NativeField>
  );
}
