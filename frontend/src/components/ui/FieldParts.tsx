import { FieldError, Label, Text } from 'react-aria-components';
import './Field.css';

/** Shared label / description / error block of every field: React Aria wires the ids (aria-describedby). */
export function FieldLabel({ label, isRequired, requiredHint }: { label: string; isRequired?: boolean; requiredHint?: string }) {
  return (
    <Label className="ui-field__label">
      {label}
      {isRequired && requiredHint && <span className="ui-field__required"> {requiredHint}</span>}
    </Label>
  );
}

export function FieldHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
      {/* Rendered only while the field is invalid; without children it shows the Form's
          validationErrors for this field's name (server-side errors). */}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </>
  );
}
