import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type MenuModule = typeof import('./AccountMenu');
let loading: Promise<MenuModule> | null = null;
const loadMenu = () => (loading ??= import('./AccountMenu'));

/**
 * The account menu and the language dialog (React Aria's overlays, collections and focus
 * management: the heaviest part of the shell) load when the user comes near the menu, not with
 * the page, which keeps app pages under their JavaScript budget. Until then a plain button that
 * looks the same stands in; hovering or focusing it starts the load, and a press on it opens the
 * real menu as soon as it is there, with focus on the real trigger.
 */
export function MenuLoader({ label, children }: { label: string; children: (menu: MenuModule) => ReactNode }) {
  const [menu, setMenu] = useState<MenuModule | null>(null);
  const holder = useRef<HTMLSpanElement>(null);
  const handoff = useRef<{ focus: boolean; open: boolean }>({ focus: false, open: false });

  function load() {
    void loadMenu().then(
      (module) => {
        handoff.current.focus ||= holder.current?.contains(document.activeElement) ?? false;
        setMenu(() => module);
      },
      () => {
        loading = null; // a failed load (offline) may be tried again on the next approach
      },
    );
  }

  // The real trigger replaces the stand-in: give it the focus, and open the menu if it was pressed.
  useLayoutEffect(() => {
    if (!menu) return;
    const trigger = holder.current?.querySelector('button');
    if (handoff.current.focus || handoff.current.open) trigger?.focus();
    if (handoff.current.open) trigger?.click();
    handoff.current = { focus: false, open: false };
  }, [menu]);

  return (
    <span ref={holder} className="shell-menu">
      {menu ? (
        children(menu)
      ) : (
        <button
          type="button"
          className="ui-menu__trigger shell-menu__trigger"
          aria-haspopup="menu"
          aria-expanded="false"
          data-testid="menu-stand-in"
          onPointerEnter={load}
          onFocus={load}
          // A press that starts on the stand-in opens the menu even if the real trigger replaces
          // it before the press ends (the code may arrive between pointer down and up).
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            handoff.current.open = true;
            load();
          }}
          onClick={() => {
            handoff.current.open = true;
            load();
          }}
        >
          <span className="shell-menu__trigger-text">{label}</span>
        </button>
      )}
    </span>
  );
}
