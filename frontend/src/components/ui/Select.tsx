import type { Key } from 'react-aria-components';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { cx } from './cx';
import './Popover.css';
import { FieldHelp, FieldLabel } from './FieldParts';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'className' | 'style' | 'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'
> {
  label: string;
  options: readonly SelectOption[];
  /** The selected option's id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  /** Shown while nothing is chosen, e.g. "Choose a country". */
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  requiredHint?: string;
  className?: string;
}

/** A labelled single choice from a list (listbox popover; typing a letter jumps to it). Posts `name` in forms. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  requiredHint,
  className,
  isInvalid,
  ...rest
}: SelectProps) {
  return (
    <AriaSelect
      validationBehavior="aria"
      {...rest}
      value={value as Key | null | undefined}
      defaultValue={defaultValue as Key | null | undefined}
      onChange={onChange ? (key) => onChange(key === null ? null : String(key)) : undefined}
      placeholder={placeholder}
      isInvalid={isInvalid || errorMessage ? true : undefined}
      className={cx('ui-field', className)}
    >
      <FieldLabel label={label} isRequired={rest.isRequired} requiredHint={requiredHint} />
      <Button className="ui-select__button">
        <SelectValue className="ui-select__value" />
        <svg className="ui-select__chevron" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="ui-popover">
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="ui-listbox__item">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
