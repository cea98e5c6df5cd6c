// The shared UI kit: accessible components on React Aria. They hold no catalogue strings:
// every visible or announced text comes in through props, already localised by the caller.
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { TextField, PasswordField, TextArea, type TextFieldProps, type PasswordFieldProps, type TextAreaProps } from './TextField';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { Dialog, ConfirmDialog, DialogTrigger, type DialogProps, type ConfirmDialogProps } from './Dialog';
export { InlineMessage, Alert, type InlineMessageProps, type MessageTone } from './InlineMessage';
