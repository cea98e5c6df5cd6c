import { FormError } from '../../../components/ui/Form';
import { InlineMessage } from '../../../components/ui/InlineMessage';

/** The form's outcome: an error as an alert (read at once), a success as a status (read politely). */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <div data-testid="form-error">{error && <FormError title={error} />}</div>
      <div data-testid="form-success">{success && <InlineMessage tone="success">{success}</InlineMessage>}</div>
    </>
  );
}
