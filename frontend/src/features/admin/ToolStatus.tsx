import { format, type Messages } from '../../i18n';

/** What a tool is doing, announced politely: working, or what failed. */
export function ToolStatus({ messages: t, busy, error }: { messages: Messages<'admin'>; busy: boolean; error: string | null }) {
  return (
    <p className="debug-status" role="status" aria-live="polite">
      {busy ? t['debug.working'] : error ? format(t['debug.failed'], { message: error }) : ''}
    </p>
  );
}
