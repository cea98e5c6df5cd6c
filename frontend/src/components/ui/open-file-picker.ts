/** Why the file dialog gave no file: the browser refused to open it, or no answer came back in time. */
export type FilePickerProblem = 'failed' | 'timeout';

/**
 * How long a file dialog may stay open without an answer (a file, or a cancel) before the page
 * stops waiting and says so. Long enough to browse folders; a dialog that never really opened
 * (some embedded browsers swallow it) would otherwise leave the user waiting forever.
 */
export const FILE_SELECTION_TIMEOUT_MS = 3 * 60_000;

/** Errors of showPicker() that mean "this browser will not open a dialog here", not "use another way". */
const REFUSALS = new Set(['NotAllowedError', 'SecurityError', 'AbortError']);

/**
 * Opens the file dialog of a file input and watches it. `onProblem` is called when the browser
 * refuses to open it, or when neither a file (`change`) nor a dismissal (`cancel`) arrives within
 * `timeoutMs`. A file chosen after the timeout still arrives through the input's `change` event:
 * nothing the user picks is dropped. Returns a function that stops watching (on unmount).
 */
export function openFilePicker(
  input: HTMLInputElement,
  onProblem: (problem: FilePickerProblem) => void,
  timeoutMs = FILE_SELECTION_TIMEOUT_MS,
): () => void {
  const timer = setTimeout(() => {
    stop();
    onProblem('timeout');
  }, timeoutMs);
  const stop = () => {
    clearTimeout(timer);
    input.removeEventListener('change', stop);
    input.removeEventListener('cancel', stop);
  };
  input.addEventListener('change', stop);
  input.addEventListener('cancel', stop);
  // Choosing the same file again must fire `change` again.
  input.value = '';
  try {
    show(input);
  } catch {
    stop();
    onProblem('failed');
  }
  return stop;
}

/**
 * showPicker() reports a refusal as an exception (click() fails silently); browsers without it,
 * or that will not show a picker for this input for another reason, get the classic click().
 */
function show(input: HTMLInputElement) {
  if (typeof input.showPicker !== 'function') return input.click();
  try {
    input.showPicker();
  } catch (error) {
    if (error instanceof DOMException && REFUSALS.has(error.name)) throw error;
    input.click();
  }
}
