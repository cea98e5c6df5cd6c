import type { Locale, Messages } from '../../i18n';

/** What the shell gives the account dialogs it opens from its menu (Log Out, Delete Account). */
export interface AccountDialogProps {
  open: boolean;
  locale: Locale;
  messages: Messages<'auth'>;
  onClose(): void;
}
