import type { ReactNode } from 'react';
import { DeferredMenu, moduleLoader } from '../../../components/ui/DeferredMenu';

type MenuModule = typeof import('./AccountMenu');
const loadMenu = moduleLoader(() => import('./AccountMenu'));

/**
 * The account menu and the language dialog (the heaviest part of the shell) load when the user
 * comes near the menu, not with the page, which keeps app pages under their JavaScript budget.
 */
export function MenuLoader({ label, children }: { label: string; children: (menu: MenuModule) => ReactNode }) {
  return (
    <DeferredMenu
      load={loadMenu}
      className="shell-menu"
      triggerClassName="shell-menu__trigger"
      trigger={<span className="shell-menu__trigger-text">{label}</span>}
    >
      {children}
    </DeferredMenu>
  );
}
