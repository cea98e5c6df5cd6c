import { useEffect } from 'react';

/**
 * Ctrl+Z / Cmd+Z undoes and Ctrl+Shift+Z / Cmd+Shift+Z (or Ctrl+Y) redoes across the whole editor,
 * in a field too: the browser's own undo would only know that one field, not entries moved or removed.
 */
export function useUndoShortcuts(onUndo: () => void, onRedo: () => void): void {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) onUndo();
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey)) onRedo();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo]);
}
