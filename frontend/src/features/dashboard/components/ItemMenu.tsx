import { Menu, MenuItem, MenuSeparator } from '../../../components/ui/Menu';
import type { DashText } from '../text';

export type ItemAction = 'rename' | 'download' | 'share' | 'versions' | 'base' | 'delete';

/** The "Actions" menu of one resume or SuperMatch; only the actions that apply are listed. */
export function ItemMenu({
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
      trigger={
        <>
          <span>{t('actions.trigger')}</span>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
            <circle cx="3" cy="8" r="1.5" />
            <circle cx="8" cy="8" r="1.5" />
            <circle cx="13" cy="8" r="1.5" />
          </svg>
        </>
      }
      triggerLabel={`${t('actions.trigger')} – ${name}`}
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
