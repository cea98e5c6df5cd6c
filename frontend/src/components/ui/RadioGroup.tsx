import { Radio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { cx } from './cx';
import { FieldHelp, FieldLabel } from './FieldParts';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  label: string;
  options: readonly RadioOption[];
  description?: string;
  errorMessage?: string;
  className?: string;
}

/** One choice among a few visible options; arrow keys move between them. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  className,
  isInvalid,
  orientation = 'vertical',
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      validationBehavior="aria"
      {...rest}
      orientation={orientation}
      isInvalid={isInvalid || errorMessage ? true : undefined}
      className={cx('ui-field', orientation === 'horizontal' && 'ui-radio-group--horizontal', className)}
    >
      <FieldLabel label={label} />
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="ui-radio">
            <span className="ui-radio__dot" aria-hidden="true" />
            <span>{option.label}</span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
