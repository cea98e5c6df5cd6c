import { DeferredMenu, moduleLoader } from '../../../components/ui/DeferredMenu';
import type { DashText } from '../text';
import { actionsLabel, ActionsTrigger } from './ActionsTrigger';

import type { ItemAction } from './item-action';

export type { ItemAction };

const loadMenu = moduleLoader(() => import('./ItemActionsMenu'));

/**
 * The "Actions" menu of a card. Its code loads when the user comes near one (a library of 200
 * cards would otherwise carry React Aria's menu code on first load for menus nobody opened yet).
 */
export function ItemMenu(props: { name: string; actions: readonly ItemAction[]; t: DashText; onAction: (action: ItemAction) => void }) {
  return (
    <DeferredMenu
      load={loadMenu}
      trigger={<ActionsTrigger t={props.t} />}
      triggerLabel={actionsLabel(props.t, props.name)}
      triggerClassName="dash-menu-trigger"
    >
      {({ ItemActionsMenu }) => <ItemActionsMenu {...props} />}
    </DeferredMenu>
  );
}
