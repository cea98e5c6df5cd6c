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
export { Form, FormError, type FormProps, type FormErrorProps } from './Form';
export { Menu, MenuItem, MenuSection, MenuSeparator, type MenuProps, type MenuItemProps } from './Menu';
export { ToastRegion, type ToastRegionProps } from './Toast';
export { toast, toastQueue, type ShowToast, type ToastTone, type ToastMessage } from './toast-queue';
export { LazyToastRegion } from './LazyToastRegion';
export { StageProgress, type StageProgressProps, type ProgressStage, type StageState } from './StageProgress';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { DropZone, type DropZoneProps } from './DropZone';
export { Card, type CardProps } from './Card';
// React Aria's own strings (e.g. a drop zone's hidden button) follow this provider's locale;
// wrap each island in <I18nProvider locale={locale}> so they match the page, not the browser.
export { I18nProvider } from 'react-aria-components';
