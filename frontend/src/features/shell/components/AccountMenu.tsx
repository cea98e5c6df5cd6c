import { Menu, MenuItem, MenuSection, MenuSeparator } from '../../../components/ui/Menu';
import type { Locale } from '../../../i18n';
import { hrefOf } from '../routes';
import type { ShellText } from '../useShellText';

export { LanguageDialog } from './LanguageDialog';

/** Menu items that open a dialog rather than a page. */
export type ShellAction = 'language' | 'logOut' | 'deleteAccount';
const ACTIONS: readonly string[] = ['language', 'logOut', 'deleteAccount'] satisfies ShellAction[];

/**
 * The account menu (spec: My Account, Language, Terms, Privacy Policy, Contact Us, Log Out,
 * Delete Account). A guest has no account page yet: they get "Save your account" instead.
 */
export function AccountMenu({
  t,
  locale,
  guest,
  onAction,
}: {
  t: ShellText;
  locale: Locale;
  guest: boolean;
  onAction(action: ShellAction): void;
}) {
  return (
    <Menu
      trigger={<span className="shell-menu__trigger-text">{t('menu.trigger')}</span>}
      triggerClassName="shell-menu__trigger"
      onAction={(id) => {
        if (ACTIONS.includes(id)) onAction(id as ShellAction);
      }}
    >
      <MenuSection>
        {guest ? (
          <MenuItem id="register" href={hrefOf('register', locale)}>
            {t('menu.saveAccount')}
          </MenuItem>
        ) : (
          <MenuItem id="profile" href={hrefOf('profile', locale)}>
            {t('menu.account')}
          </MenuItem>
        )}
        <MenuItem id="language" detail={t(`language.${locale}`)}>
          {t('menu.language')}
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuSection>
        <MenuItem id="terms" href={hrefOf('terms', locale)}>
          {t('menu.terms')}
        </MenuItem>
        <MenuItem id="privacy" href={hrefOf('privacy', locale)}>
          {t('menu.privacy')}
        </MenuItem>
        <MenuItem id="contact" href={hrefOf('contact', locale)}>
          {t('menu.contact')}
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuSection>
        <MenuItem id="logOut">{t('menu.logOut')}</MenuItem>
        <MenuItem id="deleteAccount" tone="danger">
          {t('menu.deleteAccount')}
        </MenuItem>
      </MenuSection>
    </Menu>
  );
}
