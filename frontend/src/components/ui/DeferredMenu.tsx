import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

/**
 * One load of a module per page, shared by every caller; a failed load (offline) may be tried
 * again on the next approach.
 */
export function moduleLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** The keys that open a menu button (WAI-ARIA menu button pattern). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface DeferredMenuProps<M> {
  /** The menu's code (a moduleLoader, shared by every instance on the page). */
  load: () => Promise<M>;
  /** The trigger's content and accessible name: the stand-in shows the same as the real trigger. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  className?: string;
  /** The real menu, once its code is there. */
  children: (module: M) => ReactNode;
}

/**
 * A menu whose code (React Aria's overlays, collections and focus management: tens of kilobytes)
 * loads when the user comes near it, not with the page. Until then a plain button that looks
 * the same stands in; hovering or focusing it starts the load. A press on it opens the real
 * menu as soon as it is there; a key that opens menus (Enter, Space, arrows) is replayed on the
 * real trigger, so the menu opens as from the keyboard and the arrow keys move through it.
 */
export function DeferredMenu<M>({ load, trigger, triggerLabel, triggerClassName, className, children }: DeferredMenuProps<M>) {
  const [module, setModule] = useState<M | null>(null);
  const holder = useRef<HTMLSpanElement>(null);
  const handoff = useRef<{ focus: boolean; open: boolean; key: string | null }>({ focus: false, open: false, key: null });

  function fetchMenu() {
    load().then(
      (loaded) => {
        handoff.current.focus ||= holder.current?.contains(document.activeElement) ?? false;
        setModule(() => loaded);
      },
      () => undefined,
    );
  }

  // The real trigger replaces the stand-in: give it the focus, then the press or key it missed.
  useLayoutEffect(() => {
    if (!module) return;
    const { focus, open, key } = handoff.current;
    handoff.current = { focus: false, open: false, key: null };
    const real = holder.current?.querySelector('button');
    if (!real) return;
    if (focus || open || key) real.focus();
    if (key) replayKey(real, key);
    else if (open) real.click();
  }, [module]);

  return (
    <span ref={holder} className={className}>
      {module ? (
        children(module)
      ) : (
        <button
          type="button"
          className={cx('ui-menu__trigger', triggerClassName)}
          aria-label={triggerLabel}
          aria-haspopup="menu"
          aria-expanded="false"
          data-testid="menu-stand-in"
          onPointerEnter={fetchMenu}
          onFocus={fetchMenu}
          // A press that starts on the stand-in opens the menu even if the real trigger replaces
          // it before the press ends (the code may arrive between pointer down and up).
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            handoff.current.open = true;
            fetchMenu();
          }}
          onKeyDown={(event) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault(); // no click of its own: the key is replayed instead
            handoff.current.key = event.key;
            fetchMenu();
          }}
          onClick={() => {
            if (handoff.current.key) return;
            handoff.current.open = true;
            fetchMenu();
          }}
        >
          {trigger}
        </button>
      )}
    </span>
  );
}

/** The key press the stand-in received, as the real trigger would have had it. */
function replayKey(target: HTMLElement, key: string) {
  const code = key === ' ' ? 'Space' : key;
  for (const type of ['keydown', 'keyup'] as const)
    target.dispatchEvent(new KeyboardEvent(type, { key, code, bubbles: true, cancelable: true }));
}
