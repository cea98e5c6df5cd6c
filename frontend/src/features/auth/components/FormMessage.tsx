/**
 * The form's outcome, announced to screen readers: an error as an alert, a success as a status.
 * The live regions are always in the page so that a message appearing in them is announced.
 */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <div role="alert" className={error ? 'form-error' : 'form-message-empty'} data-testid="form-error">{error}</div>
      <div role="status" className={success ? 'form-success' : 'form-message-empty'} data-testid="form-success">{success}</div>
    </>
  );
}
