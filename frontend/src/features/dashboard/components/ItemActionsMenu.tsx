import { Menu, MenuItem, MenuSeparator } from '../../../components/ui/Menu';
import type { DashText } from '../text';
import { actionsLabel, ActionsTrigger } from './ActionsTrigger';
import type { ItemAction } from './item-action';

/** The "Actions" menu of one resume or SuperMatch; only the actions that apply are listed. */
export function ItemActionsMenu({
  name,
  actions,
  t,
  onAction,
}: {
  name: string;
  actions: readonly ItemAction[];
  t: DashText;
  onAction: (action: ItemAction) => void;
}) {
  const has = (action: ItemAction) => actions.includes(action);
  return (
    <Menu
      trigger={<ActionsTrigger t={t} />}
      triggerLabel={actionsLabel(t, name)}
      triggerClassName="dash-menu-trigger"
      onAction={(id) => onAction(id as ItemAction)}
    >
      {has('rename') && <MenuItem id="rename">{t('actions.rename')}</MenuItem>}
      {has('download') && <MenuItem id="download">{t('actions.download')}</MenuItem>}
      {has('share') && <MenuItem id="share">{t('actions.share')}</MenuItem>}
      {has('versions') && <MenuItem id="versions">{t('actions.versions')}</MenuItem>}
      {has('base') && <MenuItem id="base">{t('actions.base')}</MenuItem>}
      {has('delete') && (
        <>
          <MenuSeparator />
          <MenuItem id="delete" tone="danger">
            {t('actions.delete')}
          </MenuItem>
        </>
      )}
    </Menu>
  );
}
