import { useEffect, useRef, useState } from 'react';

/**
 * Leaving a form with unsaved changes asks first:
 * - closing or reloading the tab: the browser's own prompt (beforeunload);
 * - following a link in the page: our confirmation dialog (`pending` holds where to go).
 * Links marked `data-keeps-draft` (the language switch) go through: the draft is kept and restored.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const [pending, setPending] = useState<string | null>(null);
  // Set once the user has chosen to leave, so that navigation is not asked about a second time.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.dataset.keepsDraft !== undefined) {
        // The draft survives this navigation (sessionStorage), so the browser's prompt must not show either.
        leaving.current = true;
        return;
      }
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      setPending(link.href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick);
    };
  }, [dirty]);

  return {
    /** Where the user asked to go, waiting for their confirmation. */
    pending,
    /** Asks before going to `href` (a Close button). */
    request: (href: string) => (dirty ? setPending(href) : window.location.assign(href)),
    /** The user chose to leave: `beforeLeave` drops the draft, then we go. */
    leave: (beforeLeave?: () => void) => {
      const href = pending;
      setPending(null);
      beforeLeave?.();
      if (href) {
        leaving.current = true;
        window.location.assign(href);
      }
    },
    stay: () => setPending(null),
  };
}
